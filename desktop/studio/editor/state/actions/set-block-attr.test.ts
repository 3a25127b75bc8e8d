import { describe, expect, it } from 'vitest';
import { acceptedByServer, run, templateDocument } from '../test-support';
import { setIn } from './set-block-attr';

const home = { kind: 'page', pageId: 'home' } as const;

describe('block/setAttr', () => {
  it('sets one language of a text and leaves the others', () => {
    const { document } = run(templateDocument(), [
      { type: 'block/add', id: 't', blockType: 'Content', to: home, index: 0 },
      { type: 'block/setAttr', blockId: 't', path: ['title', 'ar'], value: 'مرحبا' },
      { type: 'block/setAttr', blockId: 't', path: ['title', 'fr'], value: 'Bonjour' },
    ]);
    const title = document.pages[0]!.blocks[0]!.attrs.title as Record<string, string>;
    expect(title.ar).toBe('مرحبا');
    expect(title.fr).toBe('Bonjour');
    expect(acceptedByServer(document)).toBe(true);
  });

  it('writing one language empties the template’s words left in the others, never the owner’s', () => {
    const { document } = run(templateDocument(), [
      { type: 'block/add', id: 't', blockType: 'Content', to: home, index: 0 },
      { type: 'block/setAttr', blockId: 't', path: ['title', 'fr'], value: 'Pièces auto à Oran' },
    ]);
    // "عنوان القسم" and "Section title" were the new block's, not translations of the owner's title.
    expect(document.pages[0]!.blocks[0]!.attrs.title).toEqual({ fr: 'Pièces auto à Oran', ar: '', en: '' });
    const translated = run(document, [
      { type: 'block/setAttr', blockId: 't', path: ['title', 'ar'], value: 'قطع غيار السيارات في وهران' },
      { type: 'block/setAttr', blockId: 't', path: ['title', 'fr'], value: 'Pièces auto, Oran' },
    ]).document;
    expect(translated.pages[0]!.blocks[0]!.attrs.title).toEqual({
      fr: 'Pièces auto, Oran',
      ar: 'قطع غيار السيارات في وهران',
      en: '',
    });
    // A whole text left as the template wrote it stays in its three languages.
    expect(document.pages[0]!.blocks[0]!.attrs.subtitle).toMatchObject({ ar: 'عنوان فرعي لتقديمه' });
    expect(acceptedByServer(translated)).toBe(true);
  });

  it('stores a supported video as provider and id, and refuses another format without change', () => {
    const start = run(templateDocument(), [{ type: 'block/add', id: 'v', blockType: 'Video', to: home, index: 0 }]);
    const ok = run(start.document, [
      { type: 'block/setAttr', blockId: 'v', path: ['video'], value: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
    ]);
    expect(ok.results[0]).toEqual({ ok: true });
    expect(ok.document.pages[0]!.blocks[0]!.attrs.video).toMatchObject({ provider: 'youtube', id: 'dQw4w9WgXcQ' });

    const refused = run(ok.document, [
      { type: 'block/setAttr', blockId: 'v', path: ['video'], value: 'https://example.com/clip.avi' },
    ]);
    expect(refused.results[0]).toMatchObject({ ok: false, error: 'invalid', detail: 'unsupportedVideo' });
    expect(refused.document).toBe(ok.document);
  });

  it('refuses a link that is not http, https, mailto or tel', () => {
    const { results } = run(templateDocument(), [
      { type: 'block/add', id: 'b', blockType: 'Button', to: home, index: 0 },
      { type: 'block/setAttr', blockId: 'b', path: ['button', 'link'], value: 'javascript:alert(1)' },
    ]);
    expect(results[1]).toMatchObject({ ok: false, error: 'invalid', detail: 'badLink' });
  });

  it('copies only along the path', () => {
    const target = { a: { b: 1 }, c: [1, 2] };
    const next = setIn(target, ['a', 'b'], 2) as typeof target;
    expect(next).toEqual({ a: { b: 2 }, c: [1, 2] });
    expect(next.c).toBe(target.c);
    expect(target.a.b).toBe(1);
    expect(setIn(undefined, [0, 'x'], 1)).toEqual([{ x: 1 }]);
  });
});
