import { describe, expect, it } from 'vitest';
import {
  isSerializedEditorState,
  pickRichText,
  plainTextOf,
  richTextFromPlain,
  richTextSchema,
  RICH_TEXT_MAX_DEPTH,
} from './schema';

describe('rich text attributes', () => {
  it('hold an editor state or null per language, null by default', () => {
    expect(richTextSchema.parse({})).toEqual({ fr: null, ar: null, en: null });
    const fr = richTextFromPlain('Bonjour');
    expect(richTextSchema.parse({ fr })).toEqual({ fr, ar: null, en: null });
  });

  it('refuse what is not an editor state', () => {
    for (const value of [
      '<p>html</p>',
      { root: { type: 'paragraph', children: [] } },
      { root: { type: 'root', children: 'x' } },
      { root: { type: 'root', children: [{ text: 'no type' }] } },
    ]) {
      expect(richTextSchema.safeParse({ fr: value }).success, JSON.stringify(value)).toBe(false);
    }
  });

  it('refuse trees deeper than the limit', () => {
    let node: Record<string, unknown> = { type: 'text', text: 'x' };
    for (let i = 0; i <= RICH_TEXT_MAX_DEPTH; i += 1) node = { type: 'paragraph', children: [node] };
    expect(isSerializedEditorState({ root: { type: 'root', children: [node] } })).toBe(false);
  });
});

describe('plain text helpers', () => {
  it('make paragraphs and line breaks from plain text, and read them back', () => {
    const state = richTextFromPlain('Un\ndeux\n\nTrois');
    expect(state.root.children).toHaveLength(2);
    expect(plainTextOf(state)).toBe('Un\ndeux\nTrois');
  });

  it('pick the page language, then French, then any', () => {
    const fr = richTextFromPlain('Bonjour');
    const en = richTextFromPlain('Hello');
    expect(pickRichText({ fr, ar: null, en }, 'en')?.locale).toBe('en');
    expect(pickRichText({ fr, ar: null, en }, 'ar')?.locale).toBe('fr');
    expect(pickRichText({ fr: null, ar: null, en }, 'ar')?.locale).toBe('en');
    expect(pickRichText({ fr: null, ar: null, en: null }, 'fr')).toBeNull();
  });
});
