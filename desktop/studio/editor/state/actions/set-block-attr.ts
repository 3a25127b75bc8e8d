import { BLOCK_DEFINITIONS } from '../../../../../shared/site/blocks/catalogue';
import { isBlockType } from '../../../../../shared/site/blocks/types';
import { isLocale } from '../../../../../shared/i18n/locales';
import { localizedTextSchema } from '../../../../../shared/site/document';
import { withoutStaleTranslations } from '../../../../../shared/site/template-texts';
import { findBlock } from '../tree';
import { OK, refuse, type ActionReducer, type EditorAction } from '../types';

type SetBlockAttr = Extract<EditorAction, { type: 'block/setAttr' }>;

/** `value` set at `path` inside a copy of `target` (objects and arrays copied along the path only). */
export function setIn(target: unknown, path: readonly (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  if (Array.isArray(target) || (target === undefined && typeof head === 'number')) {
    const list = [...((target as unknown[] | undefined) ?? [])];
    list[Number(head)] = setIn(list[Number(head)], rest, value);
    return list;
  }
  const record: Record<string, unknown> = typeof target === 'object' && target !== null ? { ...target } : {};
  record[String(head)] = setIn(record[String(head)], rest, value);
  return record;
}

/** The value at `path` inside `target`, or undefined. */
function getIn(target: unknown, path: readonly (string | number)[]): unknown {
  let value = target;
  for (const step of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string | number, unknown>)[step];
  }
  return value;
}

/**
 * One attribute of a block. The whole attributes are checked against the block type's schema
 * first: a refused value (an unsupported video, a link that is not http, https, mailto or tel, a
 * count out of range) changes nothing and the refusal carries the schema's message or problem
 * code. What is kept is the schema's output for the top-level attribute (defaults filled, a video
 * address stored as provider and id). Writing one language of a text empties the template's
 * words left in its other languages (withoutStaleTranslations).
 */
export const setBlockAttr: ActionReducer<SetBlockAttr> = (draft, action) => {
  const location = findBlock(draft, action.blockId);
  if (!location) return refuse('notFound');
  const [key] = action.path;
  if (key === undefined || typeof key !== 'string') return refuse('invalid', 'path');
  if (!isBlockType(location.block.type)) return refuse('invalid', 'unknownBlock');
  const next = setIn(location.block.attrs, action.path, action.value) as Record<string, unknown>;
  const parsed = BLOCK_DEFINITIONS[location.block.type].attrs.safeParse(next);
  if (!parsed.success) return refuse('invalid', parsed.error.issues[0]?.message ?? 'invalid');
  let attrs: Record<string, unknown> = parsed.data;
  // One language of a text written by the owner: the other languages still holding the
  // template's words no longer translate it; emptied, the site shows the owner's text there.
  const textPath = action.path.slice(0, -1);
  const text = localizedTextSchema.safeParse(getIn(attrs, textPath));
  if (isLocale(action.path.at(-1)) && text.success) {
    attrs = setIn(attrs, textPath, withoutStaleTranslations(text.data)) as Record<string, unknown>;
  }
  location.block.attrs[key] = attrs[key];
  return OK;
};
