import { siteDocumentSchema } from '../../../../../shared/site/document';
import { planAllows } from '../../../../../shared/site/plans';
import { structuralChanges } from '../../../../../shared/site/structure';
import { OK, refuse, type ActionReducer, type EditorAction } from '../types';

type ReplaceDocument = Extract<EditorAction, { type: 'document/replace' }>;

/**
 * The whole document at once (a restored history entry, a selected blueprint, my version kept
 * after a conflict). The plan check is the server's own (spec §6): a BASIC editor may take a
 * document that differs in content only; one with other pages, blocks, layouts or queries is
 * 'forbidden', with the capabilities it would need, instead of a commit the server refuses.
 */
export const replaceDocument: ActionReducer<ReplaceDocument> = (draft, action, ctx) => {
  const parsed = siteDocumentSchema.safeParse(action.document);
  if (!parsed.success) return refuse('invalid', parsed.error.issues[0]?.message);
  const next = parsed.data;
  const missing = structuralChanges(draft, next).filter((capability) => !planAllows(ctx.plan, capability));
  if (missing.length > 0) return refuse('forbidden', missing.join(','));
  draft.schemaVersion = next.schemaVersion;
  draft.templateId = next.templateId;
  draft.theme = next.theme;
  draft.pages = next.pages;
  draft.headers = next.headers;
  draft.footers = next.footers;
  draft.queries = next.queries;
  if (next.autoSave === undefined) delete draft.autoSave;
  else draft.autoSave = next.autoSave;
  return OK;
};
