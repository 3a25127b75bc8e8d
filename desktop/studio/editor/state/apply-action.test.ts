import { describe, expect, it } from 'vitest';
import { structuralChanges } from '../../../../shared/site/structure';
import { run, templateDocument } from './test-support';
import type { EditorAction } from './types';

const home = { kind: 'page', pageId: 'home' } as const;

describe('plan gating (spec §6)', () => {
  const structural: EditorAction[] = [
    { type: 'block/add', id: 'x', blockType: 'Text', to: home },
    { type: 'block/clone', blockId: 'header', newId: 'h2' },
    { type: 'block/remove', blockId: 'header' },
    { type: 'block/move', blockId: 'menu', to: home, index: 0 },
    { type: 'block/pin', blockId: 'search-bar', to: 'headers' },
    { type: 'block/unpin', blockId: 'menu', pageId: 'home' },
    { type: 'block/setLayout', blockId: 'footer', layout: 'simple' },
    { type: 'page/add', id: 'p', title: { fr: 'Page', ar: '', en: '' } },
    { type: 'page/move', pageId: 'annonce', index: 0 },
    { type: 'page/setVisible', pageId: 'annonces', visible: false },
    { type: 'page/remove', pageId: 'annonce' },
    { type: 'query/remove', queryId: 'nouveautes' },
    { type: 'block/setAttr', blockId: 'search-results', path: ['queryId'], value: 'nouveautes' },
  ];

  it('BASIC may not change pages, blocks, layouts or queries, and nothing changes', () => {
    const start = templateDocument();
    const { document, results } = run(start, structural, { plan: 'BASIC' });
    expect(results.every((result) => !result.ok && result.error === 'forbidden')).toBe(true);
    expect(document).toBe(start);
  });

  it('BASIC edits content and the theme', () => {
    const { results } = run(
      templateDocument(),
      [
        { type: 'block/setAttr', blockId: 'header', path: ['title', 'fr'], value: 'Bienvenue' },
        { type: 'theme/set', theme: { dark: true } },
        { type: 'page/rename', pageId: 'annonces', title: { fr: 'Produits', ar: '', en: '' } },
      ],
      { plan: 'BASIC' },
    );
    expect(results.every((result) => result.ok)).toBe(true);
  });

  it('FULL may do all of it', () => {
    const { results } = run(templateDocument(), structural.slice(0, 2));
    expect(results.every((result) => result.ok)).toBe(true);
  });
});

describe('plan gating agrees with the server’s plan check', () => {
  const everything: EditorAction[] = [
    { type: 'block/add', id: 'x', blockType: 'Text', to: home },
    { type: 'block/clone', blockId: 'header', newId: 'h2' },
    { type: 'block/move', blockId: 'menu', to: home, index: 0 },
    { type: 'block/pin', blockId: 'search-bar', to: 'headers' },
    { type: 'block/unpin', blockId: 'h2', pageId: 'home' },
    { type: 'block/setLayout', blockId: 'footer', layout: 'simple' },
    { type: 'block/setAttr', blockId: 'header', path: ['title', 'fr'], value: 'Bienvenue' },
    { type: 'block/setAttr', blockId: 'search-results', path: ['queryId'], value: 'nouveautes' },
    { type: 'page/add', id: 'p', title: { fr: 'Page', ar: '', en: '' } },
    { type: 'page/rename', pageId: 'annonces', title: { fr: 'Produits', ar: '', en: '' } },
    { type: 'page/move', pageId: 'annonce', index: 0 },
    { type: 'page/setVisible', pageId: 'annonces', visible: false },
    { type: 'page/setBackground', pageId: 'home', backgroundColor: '#fafafa' },
    { type: 'theme/set', theme: { dark: true } },
    {
      type: 'query/add',
      query: { id: 'q2', name: { fr: 'Q', ar: '', en: '' }, q: '', count: 4, type: 'ANNOUNCEMENTS', filter: {} },
    },
    { type: 'query/update', queryId: 'nouveautes', query: { count: 4 } },
    { type: 'query/remove', queryId: 'nouveautes' },
    { type: 'page/remove', pageId: 'annonce' },
    { type: 'block/remove', blockId: 'header' },
  ];

  it('whatever BASIC may do makes no change the server would refuse to a BASIC editor', () => {
    let document = templateDocument();
    let accepted = 0;
    for (const action of everything) {
      const next = run(document, [action], { plan: 'BASIC' });
      expect(structuralChanges(document, next.document)).toEqual([]);
      if (next.results[0]!.ok) accepted += 1;
      document = next.document;
    }
    expect(accepted).toBe(4);
  });

  it('FULL may do every one of them', () => {
    const { results } = run(templateDocument(), everything);
    expect(results.filter((result) => !result.ok)).toEqual([]);
  });
});
