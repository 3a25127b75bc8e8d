import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { EditorStoreProvider, useEditor, useEditorActions, useEditorShallow, type EditorActions } from './react';
import { selectCurrentPage, selectMenuPages } from './selectors';
import { createEditorStore } from './store';
import { templateDocument } from './test-support';

const store = () =>
  createEditorStore({
    land: { id: '1', name: 'Boutique', slug: 'boutique' },
    launchType: 'STORE',
    plan: 'FULL',
    document: templateDocument(),
    version: 1,
    siteBuildId: null,
  });

describe('editor store in React', () => {
  it('components read slices of the store they are given', () => {
    function Probe() {
      const page = useEditor(selectCurrentPage);
      const menu = useEditorShallow(selectMenuPages);
      return (
        <p>
          {page.id}:{menu.map((item) => item.id).join(',')}
        </p>
      );
    }
    // Rendered on the server, a store shows its initial state (zustand's server snapshot).
    const editor = store();
    const html = renderToStaticMarkup(
      <EditorStoreProvider store={editor}>
        <Probe />
      </EditorStoreProvider>,
    );
    const menu = selectMenuPages(editor.getState()).map((page) => page.id);
    expect(menu.length).toBeGreaterThan(0);
    expect(html).toBe(`<p>home:${menu.join(',')}</p>`);
  });

  it('the actions act on the store, and a component outside the provider is told', () => {
    const editor = store();
    let actions: EditorActions | null = null;
    function Grab() {
      actions = useEditorActions();
      return null;
    }
    renderToStaticMarkup(
      <EditorStoreProvider store={editor}>
        <Grab />
      </EditorStoreProvider>,
    );
    actions!.dispatch({ type: 'theme/set', theme: { dark: true } });
    expect(editor.getState().document.theme.dark).toBe(true);
    actions!.undo();
    expect(editor.getState().document.theme.dark).toBe(false);
    actions!.select('menu');
    expect(editor.getState().ui.selectedBlockId).toBe('menu');
    expect(() => renderToStaticMarkup(<Grab />)).toThrow(/EditorStoreProvider/);
  });
});
