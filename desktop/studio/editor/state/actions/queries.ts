import { DATA_BOUND_BLOCKS, type BlockType } from '../../../../../shared/site/blocks/types';
import { siteQuerySchema } from '../../../../../shared/site/document';
import { SITE_LIMITS } from '../../../../../shared/site/limits';
import { forEachBlock } from '../tree';
import { OK, refuse, type ActionReducer, type EditorAction } from '../types';

type AddQuery = Extract<EditorAction, { type: 'query/add' }>;
type UpdateQuery = Extract<EditorAction, { type: 'query/update' }>;
type RemoveQuery = Extract<EditorAction, { type: 'query/remove' }>;

/** A new named list of the build (keywords, type, filter, count, cluster). */
export const addQuery: ActionReducer<AddQuery> = (draft, action) => {
  if (draft.queries.length >= SITE_LIMITS.maxQueries) return refuse('limit', 'maxQueries');
  if (draft.queries.some((query) => query.id === action.query.id)) return refuse('invalid', 'duplicateId');
  const parsed = siteQuerySchema.safeParse(action.query);
  if (!parsed.success) return refuse('invalid', parsed.error.issues[0]?.message);
  draft.queries.push(parsed.data);
  return OK;
};

/** Changes some fields of a query; the whole query is checked again. */
export const updateQuery: ActionReducer<UpdateQuery> = (draft, action) => {
  const index = draft.queries.findIndex((query) => query.id === action.queryId);
  if (index < 0) return refuse('notFound');
  const parsed = siteQuerySchema.safeParse({ ...draft.queries[index], ...action.query, id: action.queryId });
  if (!parsed.success) return refuse('invalid', parsed.error.issues[0]?.message);
  draft.queries[index] = parsed.data;
  return OK;
};

/** Removes a query; the blocks that showed it fall back to the listing's results (no queryId). */
export const removeQuery: ActionReducer<RemoveQuery> = (draft, action) => {
  const index = draft.queries.findIndex((query) => query.id === action.queryId);
  if (index < 0) return refuse('notFound');
  draft.queries.splice(index, 1);
  forEachBlock(draft, ({ block }) => {
    if (DATA_BOUND_BLOCKS.includes(block.type as BlockType) && block.attrs.queryId === action.queryId) {
      delete block.attrs.queryId;
    }
  });
  return OK;
};
