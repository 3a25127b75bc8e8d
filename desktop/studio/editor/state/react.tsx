import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { useShallow } from 'zustand/react/shallow';
import type { EditorState, EditorStore } from './store';

const EditorStoreContext = createContext<EditorStore | null>(null);

/** Hands one editor's store to the components below (one store per open editor). */
export function EditorStoreProvider({ store, children }: { store: EditorStore; children: ReactNode }) {
  return <EditorStoreContext.Provider value={store}>{children}</EditorStoreContext.Provider>;
}

/** The editor's store itself (for actions and imperative reads). */
export function useEditorStore(): EditorStore {
  const store = useContext(EditorStoreContext);
  if (!store) throw new Error('useEditorStore outside <EditorStoreProvider>');
  return store;
}

/**
 * A slice of the editor's state; the component renders again only when that slice changes. The
 * selector must return a value of the state (or a primitive): one building a new array or object
 * each call goes through `useEditorShallow`.
 */
export function useEditor<T>(selector: (state: EditorState) => T): T {
  return useStore(useEditorStore(), selector);
}

/** Like `useEditor`, for a selector building an array or object: compared item by item. */
export function useEditorShallow<T extends object>(selector: (state: EditorState) => T): T {
  return useStore(useEditorStore(), useShallow(selector));
}

/** The editor's methods (never change for a store, so using them renders nothing again). */
export type EditorActions = Pick<
  EditorState,
  | 'dispatch'
  | 'undo'
  | 'redo'
  | 'select'
  | 'setMode'
  | 'setTab'
  | 'setDrawerOpen'
  | 'setCurrentPage'
  | 'togglePhonePreview'
  | 'setZoom'
>;

/** The editor's methods, without subscribing to any state. */
export function useEditorActions(): EditorActions {
  const store = useEditorStore();
  return useMemo(() => {
    const get = () => store.getState();
    return {
      dispatch: (action) => get().dispatch(action),
      undo: () => get().undo(),
      redo: () => get().redo(),
      select: (blockId) => get().select(blockId),
      setMode: (mode) => get().setMode(mode),
      setTab: (tab) => get().setTab(tab),
      setDrawerOpen: (open) => get().setDrawerOpen(open),
      setCurrentPage: (pageId) => get().setCurrentPage(pageId),
      togglePhonePreview: () => get().togglePhonePreview(),
      setZoom: (zoom) => get().setZoom(zoom),
    } satisfies EditorActions;
  }, [store]);
}
