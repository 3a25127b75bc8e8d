import { describe, expect, it } from 'vitest';
import { produce } from 'immer';
import { createEditorStore, type DocumentEdit } from './store';
import { ids, templateDocument } from './test-support';

function editor(plan: 'BASIC' | 'FULL' = 'FULL', hasLocation?: boolean) {
  let clock = 0;
  const store = createEditorStore({
    ...(hasLocation === undefined ? {} : { hasLocation }),
    land: { id: '1', name: 'Boutique', slug: 'boutique' },
    launchType: 'STORE',
    plan,
    document: templateDocument(),
    version: 3,
    siteBuildId: '10',
    now: () => clock,
  });
  return { store, tick: (ms: number) => (clock += ms) };
}

const home = { kind: 'page', pageId: 'home' } as const;

describe('editor store: undo and redo', () => {
  it('undoes and redoes every kind of change, back to the same document', () => {
    const { store } = editor();
    const start = store.getState().document;
    const dispatch = (action: Parameters<ReturnType<typeof store.getState>['dispatch']>[0]) =>
      store.getState().dispatch(action);
    dispatch({ type: 'block/add', id: 'a', blockType: 'Content', to: home, index: 0 });
    dispatch({ type: 'block/move', blockId: 'a', to: home, index: 3 });
    dispatch({ type: 'block/pin', blockId: 'a', to: 'footers' });
    dispatch({ type: 'theme/set', theme: { dark: true } });
    const end = store.getState().document;
    while (store.getState().undo());
    expect(store.getState().document).toEqual(start);
    expect(store.getState().history).toEqual({ canUndo: false, canRedo: true });
    while (store.getState().redo());
    expect(store.getState().document).toEqual(end);
  });

  it('goes back to the page a change was made on (undo across pages)', () => {
    const { store } = editor();
    const s = () => store.getState();
    s().setCurrentPage('annonces');
    s().dispatch({ type: 'block/add', id: 'x', blockType: 'Content', to: { kind: 'page', pageId: 'annonces' } });
    s().setCurrentPage('home');
    s().undo();
    expect(s().ui.currentPageId).toBe('annonces');
    expect(ids(s().document.pages[1]!.blocks)).not.toContain('x');
    s().setCurrentPage('home');
    s().redo();
    expect(s().ui.currentPageId).toBe('annonces');
    expect(ids(s().document.pages[1]!.blocks)).toContain('x');
  });

  it('makes typing in one field one step, and a pause or another field a new one', () => {
    const { store, tick } = editor();
    const s = () => store.getState();
    const type = (value: string, path = ['title', 'fr']) =>
      s().dispatch({ type: 'block/setAttr', blockId: 'header', path, value });
    type('B');
    tick(100);
    type('Bo');
    tick(100);
    type('Bon');
    tick(2000);
    type('Bonjour');
    tick(100);
    type('مرحبا', ['title', 'ar']);
    s().undo();
    expect((s().document.headers[0]!.attrs.title as { ar: string }).ar).toBe('');
    s().undo();
    expect((s().document.headers[0]!.attrs.title as { fr: string }).fr).toBe('Bon');
    s().undo();
    expect((s().document.headers[0]!.attrs.title as { fr: string }).fr).toBe('');
  });

  it('a new change after undo drops the redo steps; a refused action records nothing', () => {
    const { store } = editor();
    const s = () => store.getState();
    s().dispatch({ type: 'theme/set', theme: { dark: true } });
    s().undo();
    s().dispatch({ type: 'theme/set', theme: { color: 'black' } });
    expect(s().history.canRedo).toBe(false);
    const revision = s().revision;
    expect(s().dispatch({ type: 'block/remove', blockId: 'ghost' })).toEqual({ ok: false, error: 'notFound' });
    expect(s().revision).toBe(revision);
  });

  it('tells its listeners each applied change (actions, and undo as patches)', () => {
    const { store } = editor();
    const edits: DocumentEdit['kind'][] = [];
    store.getState().onEdit((edit) => edits.push(edit.kind));
    store.getState().dispatch({ type: 'theme/set', theme: { dark: true } });
    store.getState().undo();
    store.getState().dispatch({ type: 'block/remove', blockId: 'ghost' });
    expect(edits).toEqual(['action', 'patches']);
  });
});

describe('editor store: undo and redo of moves and pins, across pages', () => {
  const annonces = { kind: 'page', pageId: 'annonces' } as const;

  it('a block moved to another page goes back to its place and its page', () => {
    const { store } = editor();
    const s = () => store.getState();
    s().setCurrentPage('annonces');
    const before = ids(s().document.pages[1]!.blocks);
    const moved = before[1]!;
    expect(s().dispatch({ type: 'block/move', blockId: moved, to: home, index: 0 }).ok).toBe(true);
    s().setCurrentPage('home');
    expect(ids(s().document.pages[0]!.blocks)[0]).toBe(moved);
    s().undo();
    expect(s().ui.currentPageId).toBe('annonces');
    expect(ids(s().document.pages[1]!.blocks)).toEqual(before);
    expect(ids(s().document.pages[0]!.blocks)).not.toContain(moved);
    s().redo();
    expect(ids(s().document.pages[0]!.blocks)[0]).toBe(moved);
  });

  it('pin then unpin on another page undo in order, each back on its page', () => {
    const { store } = editor();
    const s = () => store.getState();
    const start = s().document;
    s().setCurrentPage('annonces');
    s().dispatch({ type: 'block/add', id: 'promo', blockType: 'Text', to: annonces, index: 1 });
    s().dispatch({ type: 'block/pin', blockId: 'promo', to: 'headers' });
    s().setCurrentPage('home');
    s().dispatch({ type: 'block/unpin', blockId: 'promo', pageId: 'home' });
    expect(ids(s().document.pages[0]!.blocks)[0]).toBe('promo');
    s().undo();
    expect(ids(s().document.headers).at(-1)).toBe('promo');
    expect(s().ui.currentPageId).toBe('home');
    s().undo();
    expect(s().ui.currentPageId).toBe('annonces');
    expect(ids(s().document.pages[1]!.blocks)[1]).toBe('promo');
    s().undo();
    expect(s().document).toEqual(start);
    expect(s().history.canUndo).toBe(false);
  });

  it('typing merged into one step redoes to the last value typed', () => {
    const { store, tick } = editor();
    const s = () => store.getState();
    for (const value of ['S', 'So', 'Sou', 'Souk']) {
      s().dispatch({ type: 'block/setAttr', blockId: 'header', path: ['title', 'fr'], value });
      tick(100);
    }
    s().undo();
    expect((s().document.headers[0]!.attrs.title as { fr: string }).fr).toBe('');
    expect(s().history.canUndo).toBe(false);
    s().redo();
    expect((s().document.headers[0]!.attrs.title as { fr: string }).fr).toBe('Souk');
  });

  it('keeps at most 200 steps', () => {
    const { store, tick } = editor();
    const s = () => store.getState();
    for (let n = 0; n < 205; n += 1) {
      s().dispatch({ type: 'theme/set', theme: { dark: n % 2 === 0 } });
      tick(1000);
    }
    let steps = 0;
    while (s().undo()) steps += 1;
    expect(steps).toBe(200);
  });
});

describe('editor store: another version under the history', () => {
  it('after another editor’s version came in, my steps elsewhere still undo and theirs stay', () => {
    const { store } = editor();
    const s = () => store.getState();
    s().dispatch({ type: 'block/add', id: 'mine', blockType: 'Text', to: home, index: 0 });
    const theirs = produce(s().document, (draft) => {
      draft.theme.color = 'black';
      draft.pages[1]!.blocks.unshift({ id: 'theirs', type: 'Text', attrs: {} });
    });
    s().rebaseDocument(theirs);
    expect(s().undo()).toBe(true);
    expect(ids(s().document.pages[0]!.blocks)).not.toContain('mine');
    expect(s().document.theme.color).toBe('black');
    expect(ids(s().document.pages[1]!.blocks)[0]).toBe('theirs');
  });

  it('refuses to undo a step over their change of the same place, and lets the older steps go', () => {
    const { store } = editor();
    const s = () => store.getState();
    s().dispatch({ type: 'theme/set', theme: { dark: true } });
    s().dispatch({ type: 'block/add', id: 'mine', blockType: 'Text', to: home, index: 0 });
    const theirs = produce(s().document, (draft) => {
      draft.pages[0]!.blocks.unshift({ id: 'theirs', type: 'Text', attrs: {} });
    });
    s().rebaseDocument(theirs);
    expect(s().undo()).toBe(false);
    expect(ids(s().document.pages[0]!.blocks).slice(0, 2)).toEqual(['theirs', 'mine']);
    expect(s().history.canUndo).toBe(false);
  });

  it('resetDocument starts a new history', () => {
    const { store } = editor();
    store.getState().dispatch({ type: 'theme/set', theme: { dark: true } });
    store.getState().resetDocument(templateDocument());
    expect(store.getState().history).toEqual({ canUndo: false, canRedo: false });
  });
});

describe('editor store: the land', () => {
  it('refuses a map block when the land has no location, and allows it when it has one', () => {
    const add = { type: 'block/add', id: 'map', blockType: 'Map', to: home } as const;
    expect(editor('FULL', false).store.getState().dispatch(add)).toEqual({
      ok: false,
      error: 'invalid',
      detail: 'noLocation',
    });
    expect(editor('FULL', true).store.getState().dispatch(add)).toEqual({ ok: true });
  });
});

describe('editor store: selection, drawer and tabs (spec §4)', () => {
  it('selecting in preview mode opens the props tab and the drawer; unselecting on props closes the drawer', () => {
    const { store } = editor();
    const s = () => store.getState();
    s().setMode('preview');
    s().setDrawerOpen(false);
    s().select('header');
    expect(s().ui).toMatchObject({ selectedBlockId: 'header', tab: 'props', drawerOpen: true });
    s().select(null);
    expect(s().ui).toMatchObject({ selectedBlockId: null, drawerOpen: false });
  });

  it('selecting in select mode keeps the tab; unselecting on home keeps the drawer', () => {
    const { store } = editor();
    const s = () => store.getState();
    s().select('menu');
    expect(s().ui).toMatchObject({ selectedBlockId: 'menu', tab: 'home', drawerOpen: true });
    s().select(null);
    expect(s().ui.drawerOpen).toBe(true);
  });

  it('going to another page lets a block of the page go (drawer closed on props), and keeps a pinned one', () => {
    const { store } = editor();
    const s = () => store.getState();
    s().select('header');
    s().setCurrentPage('annonces');
    expect(s().ui.selectedBlockId).toBe('header');
    s().setMode('preview');
    s().select(s().document.pages[1]!.blocks[0]!.id);
    expect(s().ui).toMatchObject({ tab: 'props', drawerOpen: true });
    s().setCurrentPage('home');
    expect(s().ui).toMatchObject({ currentPageId: 'home', selectedBlockId: null, drawerOpen: false });
  });

  it('removing the selected block keeps the drawer open, on the structure', () => {
    const { store } = editor();
    const s = () => store.getState();
    s().select('menu');
    s().setTab('props');
    s().dispatch({ type: 'block/remove', blockId: 'menu' });
    expect(s().ui).toMatchObject({ selectedBlockId: null, tab: 'home', drawerOpen: true });
  });

  it('undoing a block’s creation lets its selection go', () => {
    const { store } = editor();
    const s = () => store.getState();
    s().dispatch({ type: 'block/add', id: 'n', blockType: 'Spacer', to: home });
    s().select('n');
    s().undo();
    expect(s().ui.selectedBlockId).toBeNull();
  });

  it('a new page becomes the current one; BASIC may not add it', () => {
    const full = editor().store;
    full.getState().dispatch({ type: 'page/add', id: 'p', title: { fr: 'Contact', ar: '', en: '' } });
    expect(full.getState().ui.currentPageId).toBe('p');
    const basic = editor('BASIC').store;
    expect(basic.getState().dispatch({ type: 'page/add', id: 'p', title: { fr: 'Contact', ar: '', en: '' } })).toEqual({
      ok: false,
      error: 'forbidden',
      detail: 'pages',
    });
  });

  it('zoom stays between 50 % and 150 %', () => {
    const { store } = editor();
    store.getState().setZoom(3);
    expect(store.getState().ui.zoom).toBe(1.5);
    store.getState().setZoom(0.1);
    expect(store.getState().ui.zoom).toBe(0.5);
  });
});
