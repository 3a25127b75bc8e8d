import { enablePatches, produceWithPatches, type Patch } from 'immer';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { SiteDocument } from '../../../../shared/site/document';
import type { LaunchType } from '../../../../shared/site/launch';
import type { SitePlan } from '../../../../shared/site/plans';
import { applyAction } from './apply-action';
import { applyCheckedPatches, expectationsOf } from './patches';
import { findBlock } from './tree';
import type { ActionResult, EditorAction } from './types';

enablePatches();

/** What the editor shows of the land it edits. */
export interface EditorLand {
  id: string;
  name: string;
  slug: string;
}

export type EditorMode = 'preview' | 'select';
export type EditorTab = 'home' | 'props' | 'props-grid';

/** The editor's screen state (spec §2 "Screens", §4 editor mode). */
export interface EditorUi {
  mode: EditorMode;
  tab: EditorTab;
  drawerOpen: boolean;
  selectedBlockId: string | null;
  currentPageId: string;
  phonePreview: boolean;
  /** Canvas zoom, 0.5 to 1.5. */
  zoom: number;
  /**
   * Counts setTab calls: the drawer leaves a panel of its own (theme, history…) for the tab asked,
   * even when that tab is already the store's (a text opened from the publishing warning).
   */
  tabAsked: number;
}

/** The editor notices (spec §8: publishing, published, not saved, saving, auto-saving) and the sync's own states. */
export type SyncStatus =
  'saved' | 'notSaved' | 'saving' | 'autoSaving' | 'publishing' | 'published' | 'conflict' | 'offline' | 'error';

/** What the last conflict with another editor came to, for the notice. */
export interface ConflictInfo {
  theirVersion: number;
  /** My edits replayed on their version. */
  replayed: number;
  /** My edits that no longer applied (their target was gone). */
  failed: EditorAction[];
  /** Undo or redo steps of mine that no longer applied (what they changed had changed in their version). */
  dropped: number;
  /** My whole document as it was when the conflict was found, so it can still be taken entirely. */
  mine: SiteDocument;
}

export interface EditorSyncState {
  /** The site version the document is based on (the next commit's baseVersion). */
  version: number;
  /** The build last committed or loaded (what publish publishes). */
  siteBuildId: string | null;
  status: SyncStatus;
  /** Edits not yet acknowledged by the server. */
  pendingCount: number;
  lastSavedAt: number | null;
  conflict: ConflictInfo | null;
  error: string | null;
}

/**
 * A change of the document as the history and the sync see it: an action, or an undo or redo
 * step (its patches, what it expects at their paths, and the actions of that history step).
 */
export type DocumentEdit =
  | { kind: 'action'; action: EditorAction }
  | {
      kind: 'patches';
      direction: 'undo' | 'redo';
      /** The history step's id (the same for its undo and its redo). */
      historyId: number;
      /** The actions the step is made of (several when typing was merged into one step). */
      actions: EditorAction[];
      patches: Patch[];
      /** What the document held at each patch's path just before (see patches.ts). */
      expect: unknown[];
    };

export interface EditorState {
  document: SiteDocument;
  launchType: LaunchType;
  plan: SitePlan;
  land: EditorLand;
  ui: EditorUi;
  history: { canUndo: boolean; canRedo: boolean };
  sync: EditorSyncState;
  /** Goes up by one with every change of the document. */
  revision: number;
  /** Applies an action; a refused one changes nothing and says why. */
  dispatch(action: EditorAction): ActionResult;
  /** Undoes the last step (false when there is none, or when the document changed under it). */
  undo(): boolean;
  redo(): boolean;
  /** Selects a block (null unselects), following the spec's rules for the drawer and the tabs. */
  select(blockId: string | null): void;
  setMode(mode: EditorMode): void;
  setTab(tab: EditorTab): void;
  setDrawerOpen(open: boolean): void;
  setCurrentPage(pageId: string): void;
  togglePhonePreview(): void;
  setZoom(zoom: number): void;
  /** The sync's own bookkeeping. */
  setSync(sync: Partial<EditorSyncState>): void;
  /**
   * Replaces the document without an undo step (another editor's version taken, a restart's
   * queue restored); the history is cleared since its patches no longer fit.
   */
  resetDocument(document: SiteDocument): void;
  /**
   * Replaces the document without an undo step, keeping the history: another editor's version
   * with my edits replayed on it. A step whose places changed meanwhile is refused when undone
   * (and the history before it let go); the others still undo.
   */
  rebaseDocument(document: SiteDocument): void;
  /** Listens to every applied change of the document; returns the unsubscribe. */
  onEdit(listener: (edit: DocumentEdit) => void): () => void;
}

export interface EditorInit {
  land: EditorLand;
  launchType: LaunchType;
  plan: SitePlan;
  document: SiteDocument;
  version: number;
  siteBuildId: string | null;
  /** The clock, for coalescing typing into one undo step (tests pass their own). */
  now?: () => number;
  /** False when the land has no location with coordinates: map blocks are refused (spec §8). */
  hasLocation?: boolean;
}

export type EditorStore = StoreApi<EditorState>;

interface HistoryEntry {
  id: number;
  /** The actions of the step, in order (one, or a run of typing in one field). */
  actions: EditorAction[];
  patches: Patch[];
  inversePatches: Patch[];
  /** What the document holds at the inverse patches' paths when the step is done (undo checks it). */
  undoExpect: unknown[];
  /** What it holds at the patches' paths when the step is undone (redo checks it). */
  redoExpect: unknown[];
  /** The page shown when the change was made: undo and redo go back to it. */
  pageId: string;
  /** Consecutive edits of one field within COALESCE_MS make one step (typing a word is one undo). */
  coalesceKey: string | null;
  at: number;
}

const HISTORY_LIMIT = 200;
/** Keystrokes closer than this in one field make one undo step. */
const COALESCE_MS = 500;

/** True when both patch lists only replace the same paths (typing in one field): the step keeps the first inverse and the last value. */
const replacesSamePaths = (a: readonly Patch[], b: readonly Patch[]): boolean =>
  a.length === b.length &&
  a.every((patch, index) => {
    const other = b[index]!;
    return (
      patch.op === 'replace' &&
      other.op === 'replace' &&
      patch.path.length === other.path.length &&
      patch.path.every((key, at) => key === other.path[at])
    );
  });

/**
 * One store per open editor (GUIDE §5): the document, the screen state and the sync's status.
 * Every document change goes through `dispatch` (typed actions, pure reducers) and is recorded
 * as immer patches, which give undo and redo and tell the sync what changed.
 */
export function createEditorStore(init: EditorInit): EditorStore {
  const now = init.now ?? (() => Date.now());
  const past: HistoryEntry[] = [];
  const future: HistoryEntry[] = [];
  const listeners = new Set<(edit: DocumentEdit) => void>();
  let nextEntryId = 0;
  const emit = (edit: DocumentEdit) => listeners.forEach((listener) => listener(edit));
  const firstPage = init.document.pages.find((page) => page.type === 'home') ?? init.document.pages[0];

  return createStore<EditorState>()((set, get) => {
    const historyFlags = () => ({ canUndo: past.length > 0, canRedo: future.length > 0 });

    /** After the document changed: a selection or a page that no longer exists is let go. */
    const settleUi = (document: SiteDocument, ui: EditorUi, pageId?: string): EditorUi => {
      let next = ui;
      const page = pageId ?? ui.currentPageId;
      const currentPageId = document.pages.some((p) => p.id === page)
        ? page
        : (document.pages.find((p) => p.type === 'home') ?? document.pages[0])!.id;
      if (currentPageId !== ui.currentPageId) next = { ...next, currentPageId };
      if (ui.selectedBlockId && !findBlock(document, ui.selectedBlockId)) {
        next = {
          ...next,
          selectedBlockId: null,
          drawerOpen: ui.tab === 'props' || ui.tab === 'props-grid' ? false : ui.drawerOpen,
        };
      }
      return next;
    };

    const step = (undo: boolean): boolean => {
      const from = undo ? past : future;
      const to = undo ? future : past;
      const entry = from[from.length - 1];
      if (!entry) return false;
      const patches = undo ? entry.inversePatches : entry.patches;
      const expect = undo ? entry.undoExpect : entry.redoExpect;
      const state = get();
      const document = applyCheckedPatches(state.document, patches, expect);
      if (!document) {
        // The document changed under this step (another editor's version came in): undoing it
        // would overwrite their work, and the steps before it build on it. They are let go.
        from.length = 0;
        set({ history: historyFlags() });
        return false;
      }
      from.pop();
      if (undo) entry.redoExpect = expectationsOf(document, entry.patches);
      else entry.undoExpect = expectationsOf(document, entry.inversePatches);
      entry.coalesceKey = null;
      to.push(entry);
      set({
        document,
        revision: state.revision + 1,
        ui: settleUi(document, state.ui, entry.pageId),
        history: historyFlags(),
      });
      emit({
        kind: 'patches',
        direction: undo ? 'undo' : 'redo',
        historyId: entry.id,
        actions: [...entry.actions],
        patches,
        expect,
      });
      return true;
    };

    return {
      document: init.document,
      launchType: init.launchType,
      plan: init.plan,
      land: init.land,
      ui: {
        mode: 'select',
        tab: 'home',
        drawerOpen: true,
        selectedBlockId: null,
        currentPageId: firstPage!.id,
        phonePreview: false,
        zoom: 1,
        tabAsked: 0,
      },
      history: { canUndo: false, canRedo: false },
      sync: {
        version: init.version,
        siteBuildId: init.siteBuildId,
        status: 'saved',
        pendingCount: 0,
        lastSavedAt: null,
        conflict: null,
        error: null,
      },
      revision: 0,

      dispatch(action) {
        const state = get();
        const ctx = {
          launchType: state.launchType,
          plan: state.plan,
          ...(init.hasLocation === undefined ? {} : { hasLocation: init.hasLocation }),
        };
        let result: ActionResult = { ok: true };
        const [document, patches, inversePatches] = produceWithPatches(state.document, (draft) => {
          result = applyAction(draft, action, ctx);
        });
        if (!result.ok || patches.length === 0) return result;
        const at = now();
        const coalesceKey = action.type === 'block/setAttr' ? `${action.blockId}:${JSON.stringify(action.path)}` : null;
        const last = past[past.length - 1];
        if (coalesceKey && last && last.coalesceKey === coalesceKey && at - last.at < COALESCE_MS) {
          if (replacesSamePaths(last.patches, patches)) {
            last.patches = patches;
          } else {
            last.patches = [...last.patches, ...patches];
            last.inversePatches = [...inversePatches, ...last.inversePatches];
          }
          last.actions.push(action);
          last.undoExpect = expectationsOf(document, last.inversePatches);
          last.at = at;
        } else {
          past.push({
            id: (nextEntryId += 1),
            actions: [action],
            patches,
            inversePatches,
            undoExpect: expectationsOf(document, inversePatches),
            redoExpect: [],
            pageId: state.ui.currentPageId,
            coalesceKey,
            at,
          });
          if (past.length > HISTORY_LIMIT) past.shift();
        }
        future.length = 0;
        let ui = settleUi(document, state.ui);
        // Removing the selected block leaves its settings for the structure, drawer open (the
        // spec's §4 closed it: owners lost their place, deleting several blocks in a row).
        if (action.type === 'block/remove' && state.ui.selectedBlockId === action.blockId) {
          ui = { ...ui, selectedBlockId: null, tab: 'home', drawerOpen: true };
        }
        if (action.type === 'page/add') ui = { ...ui, currentPageId: action.id };
        set({ document, revision: state.revision + 1, ui, history: historyFlags() });
        emit({ kind: 'action', action });
        return result;
      },

      undo: () => step(true),
      redo: () => step(false),

      select(blockId) {
        const { ui, document } = get();
        if (blockId === null) {
          // Unselecting closes the drawer when it shows the props (spec §4).
          const onProps = ui.tab === 'props' || ui.tab === 'props-grid';
          set({
            ui: {
              ...ui,
              selectedBlockId: null,
              drawerOpen: onProps ? false : ui.drawerOpen,
              tab: onProps ? 'home' : ui.tab,
            },
          });
          return;
        }
        const location = findBlock(document, blockId);
        if (!location) return;
        const next: EditorUi = { ...ui, selectedBlockId: blockId };
        // Selecting a block in preview mode opens the props tab and the drawer (spec §4).
        if (ui.mode === 'preview') {
          next.tab = 'props';
          next.drawerOpen = true;
        }
        if (location.pageId && location.pageId !== ui.currentPageId) next.currentPageId = location.pageId;
        set({ ui: next });
      },
      setMode: (mode) => set({ ui: { ...get().ui, mode } }),
      setTab: (tab) => set({ ui: { ...get().ui, tab, drawerOpen: true, tabAsked: get().ui.tabAsked + 1 } }),
      setDrawerOpen: (drawerOpen) => set({ ui: { ...get().ui, drawerOpen } }),
      setCurrentPage(pageId) {
        const { ui, document } = get();
        if (!document.pages.some((page) => page.id === pageId)) return;
        const selected = ui.selectedBlockId ? findBlock(document, ui.selectedBlockId) : null;
        // A block of another page stays selected only when it is pinned (shown on every page).
        const keep = selected === null || selected.pageId === null;
        if (keep) {
          set({ ui: { ...ui, currentPageId: pageId } });
          return;
        }
        // The selection is let go as by unselecting: the drawer closes when it shows its props.
        const onProps = ui.tab === 'props' || ui.tab === 'props-grid';
        set({
          ui: {
            ...ui,
            currentPageId: pageId,
            selectedBlockId: null,
            drawerOpen: onProps ? false : ui.drawerOpen,
            tab: onProps ? 'home' : ui.tab,
          },
        });
      },
      togglePhonePreview: () => set({ ui: { ...get().ui, phonePreview: !get().ui.phonePreview } }),
      setZoom: (zoom) => set({ ui: { ...get().ui, zoom: Math.min(1.5, Math.max(0.5, Math.round(zoom * 10) / 10)) } }),
      setSync: (sync) => set({ sync: { ...get().sync, ...sync } }),
      resetDocument(document) {
        past.length = 0;
        future.length = 0;
        const state = get();
        set({ document, revision: state.revision + 1, ui: settleUi(document, state.ui), history: historyFlags() });
      },
      rebaseDocument(document) {
        // Typing after this is a new step: the merged one is checked against their version.
        const last = past[past.length - 1];
        if (last) last.coalesceKey = null;
        const state = get();
        set({ document, revision: state.revision + 1, ui: settleUi(document, state.ui) });
      },
      onEdit(listener) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    };
  });
}
