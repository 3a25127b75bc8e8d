import type { SerializedEditorState, SerializedLexicalNode } from 'lexical';
import { z } from 'zod';
import type { Locale } from '../../i18n/locales';

/**
 * Rich text of site blocks (GUIDE §5): one Lexical editor state per language, as the studio's
 * editor serialises it (`editorState.toJSON()`), or null when that language has none. The
 * document stores it as data; shared/site/rich-text/render.tsx turns it into React elements.
 */
export type RichText = Record<Locale, SerializedEditorState | null>;

/**
 * How deep nodes may nest. Real text is a few levels (root, list, item, nested list, link, text);
 * a bound keeps a hostile document from exhausting the stack of whoever walks it.
 */
export const RICH_TEXT_MAX_DEPTH = 24;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** True when every node has a string type and children are arrays, down to the depth limit. */
function isNodeTree(node: unknown, depth: number): boolean {
  if (depth > RICH_TEXT_MAX_DEPTH || !isObject(node) || typeof node.type !== 'string') return false;
  if (node.children === undefined) return true;
  return Array.isArray(node.children) && node.children.every((child) => isNodeTree(child, depth + 1));
}

/** True for a serialized editor state: `{root: {type: 'root', children: [...]}}` with a sane node tree. */
export function isSerializedEditorState(value: unknown): value is SerializedEditorState {
  return (
    isObject(value) &&
    isObject(value.root) &&
    value.root.type === 'root' &&
    Array.isArray(value.root.children) &&
    isNodeTree(value.root, 0)
  );
}

const editorStateSchema = z.custom<SerializedEditorState>(isSerializedEditorState, 'Texte enrichi invalide');

/** A rich text attribute: `{fr, ar, en}`, each an editor state or null. */
export const richTextSchema = z.object({
  fr: editorStateSchema.nullable().default(null),
  ar: editorStateSchema.nullable().default(null),
  en: editorStateSchema.nullable().default(null),
});

/** An empty rich text attribute. */
export const EMPTY_RICH_TEXT: RichText = { fr: null, ar: null, en: null };

const element = (type: string, children: SerializedLexicalNode[], extra: Record<string, unknown> = {}) =>
  ({ type, version: 1, children, direction: null, format: '', indent: 0, ...extra }) as SerializedLexicalNode;

/** One editor state holding plain paragraphs (a blank line separates them), as the studio would write it. */
export function richTextFromPlain(text: string): SerializedEditorState {
  const paragraphs = text.split(/\n{2,}/).filter((paragraph) => paragraph.trim() !== '');
  const root = element(
    'root',
    paragraphs.map((paragraph) =>
      element(
        'paragraph',
        paragraph
          .split('\n')
          .flatMap((line, index) => [
            ...(index > 0 ? [{ type: 'linebreak', version: 1 }] : []),
            { type: 'text', version: 1, text: line, format: 0, detail: 0, mode: 'normal', style: '' },
          ]),
        { textFormat: 0, textStyle: '' },
      ),
    ),
  );
  return { root } as SerializedEditorState;
}

/** Rich text in the three languages from plain text (the defaults of new blocks). */
export function richText(texts: Record<Locale, string>): RichText {
  return { fr: richTextFromPlain(texts.fr), ar: richTextFromPlain(texts.ar), en: richTextFromPlain(texts.en) };
}

/** The text of an editor state, without formatting (alt texts, summaries, emptiness). */
export function plainTextOf(state: SerializedEditorState | null | undefined): string {
  const parts: string[] = [];
  const walk = (node: unknown, depth: number) => {
    if (depth > RICH_TEXT_MAX_DEPTH || !isObject(node)) return;
    if (node.type === 'text' && typeof node.text === 'string') parts.push(node.text);
    else if (node.type === 'linebreak') parts.push('\n');
    if (Array.isArray(node.children)) {
      node.children.forEach((child) => walk(child, depth + 1));
      if (node.type === 'paragraph' || node.type === 'heading' || node.type === 'listitem') parts.push('\n');
    }
  };
  walk(state?.root, 0);
  return parts.join('').trim();
}

/**
 * The language to show: the page's own when it has text, else French (the product's default),
 * else whichever has text. Null when no language has any.
 */
export function pickRichText(
  value: RichText | null | undefined,
  locale: Locale,
): { state: SerializedEditorState; locale: Locale } | null {
  if (!value) return null;
  for (const candidate of [locale, 'fr', 'ar', 'en'] as const) {
    const state = value[candidate];
    if (state && plainTextOf(state) !== '') return { state, locale: candidate };
  }
  return null;
}
