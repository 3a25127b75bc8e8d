import { describe, expect, it } from 'vitest';
import { SITE_LIMITS } from '../../../../shared/site/limits';
import {
  blockPath,
  canAddBlock,
  selectCanRedo,
  selectCanUndo,
  selectCurrentPage,
  selectDirty,
  selectMenuPages,
  selectSelectedBlockValue,
} from './selectors';
import { createEditorStore } from './store';
import { templateDocument } from './test-support';
import { containerList } from './tree';

function editor(plan: 'BASIC' | 'FULL' = 'FULL', launchType: 'STORE' | 'MARKET' = 'STORE') {
  return createEditorStore({
    land: { id: '1', name: 'Boutique', slug: 'boutique' },
    launchType,
    plan,
    document: templateDocument(launchType),
    version: 1,
    siteBuildId: null,
  });
}

const home = { kind: 'page', pageId: 'home' } as const;

describe('editor selectors', () => {
  it('the menu lists visible pages that are not search or single pages', () => {
    const store = editor();
    const s = () => store.getState();
    s().dispatch({ type: 'page/add', id: 'about', title: { fr: 'À propos', ar: '', en: '' } });
    s().dispatch({ type: 'page/add', id: 'hidden', title: { fr: 'Caché', ar: '', en: '' } });
    s().dispatch({ type: 'page/setVisible', pageId: 'hidden', visible: false });
    const menu = selectMenuPages(s()).map((page) => page.id);
    expect(menu).toContain('home');
    expect(menu).toContain('about');
    expect(menu).not.toContain('hidden');
    const excluded = s().document.pages.filter((page) => page.type === 'search' || page.type === 'single');
    expect(excluded.length).toBeGreaterThan(0);
    for (const page of excluded) expect(menu).not.toContain(page.id);
  });

  it('the current page falls back to the first when the id is unknown; the selected block is found', () => {
    const store = editor();
    expect(selectCurrentPage(store.getState()).id).toBe('home');
    store.getState().select('menu');
    expect(selectSelectedBlockValue(store.getState())?.id).toBe('menu');
  });

  it('gives the path from the top level to a nested block', () => {
    const store = editor();
    const s = () => store.getState();
    s().dispatch({ type: 'block/add', id: 'outer', blockType: 'SimpleGrid', to: home });
    s().dispatch({ type: 'block/add', id: 'inner', blockType: 'Grid', to: { kind: 'nested', blockId: 'outer' } });
    s().dispatch({ type: 'block/add', id: 'leaf', blockType: 'Text', to: { kind: 'nested', blockId: 'inner' } });
    expect(blockPath(s(), 'leaf').map((block) => block.id)).toEqual(['outer', 'inner', 'leaf']);
    expect(blockPath(s(), 'ghost')).toEqual([]);
  });

  it('reads an empty grid of the (frozen) state without changing it', () => {
    const store = editor();
    store.getState().dispatch({ type: 'block/add', id: 'grid', blockType: 'SimpleGrid', to: home });
    const document = store.getState().document;
    expect(Object.isFrozen(document.pages[0]!.blocks.at(-1))).toBe(true);
    expect(containerList(document, { kind: 'nested', blockId: 'grid' })).toEqual([]);
    expect(canAddBlock(store.getState(), 'Text', { kind: 'nested', blockId: 'grid' })).toBe(true);
    expect(store.getState().document).toBe(document);
  });

  it('says whether a block may be added: plan, launch type’s set, limits', () => {
    expect(canAddBlock(editor().getState(), 'Text', home)).toBe(true);
    expect(canAddBlock(editor('BASIC').getState(), 'Text', home)).toBe(false);
    expect(canAddBlock(editor('FULL', 'MARKET').getState(), 'Map', home)).toBe(false);
    const store = editor();
    const headers = store.getState().document.headers.length;
    for (let n = headers; n < SITE_LIMITS.maxPinnedBlocks; n += 1) {
      store.getState().dispatch({ type: 'block/add', id: `h${n}`, blockType: 'Spacer', to: { kind: 'headers' } });
    }
    expect(canAddBlock(store.getState(), 'Spacer', { kind: 'headers' })).toBe(false);
    expect(canAddBlock(store.getState(), 'Text', { kind: 'nested', blockId: 'ghost' })).toBe(false);
  });

  it('undo, redo and pending flags', () => {
    const store = editor();
    expect([selectCanUndo(store.getState()), selectCanRedo(store.getState())]).toEqual([false, false]);
    store.getState().dispatch({ type: 'theme/set', theme: { dark: true } });
    expect(selectCanUndo(store.getState())).toBe(true);
    store.getState().undo();
    expect(selectCanRedo(store.getState())).toBe(true);
    expect(selectDirty(store.getState())).toBe(false);
  });
});
