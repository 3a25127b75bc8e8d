import { produce } from 'immer';
import type { SiteDocument } from '../../../../shared/site/document';
import { applyAction } from '../state/apply-action';
import { applyCheckedPatches } from '../state/patches';
import type { DocumentEdit, EditorStore } from '../state/store';
import type { ActionContext, EditorAction } from '../state/types';
import type { LocalQueue, PendingEdits } from './local-queue';
import type { CurrentBuild, SiteBuildApi } from './types';

export interface SyncEngineOptions {
  store: EditorStore;
  api: SiteBuildApi;
  queue: LocalQueue;
  landKey: string;
  /** Quiet time after the last edit before an automatic save. */
  debounceMs?: number;
  /** Waits between attempts while the server cannot be reached (the last one repeats). */
  retryMs?: number[];
  now?: () => number;
  /** The signed-in user's id: siteBuildChanged events of my own commits are not another editor's. */
  me?: string | null;
}

/** A siteBuildChanged event (COMMITTED or PUBLISHED, by whom, at which version). */
export interface RemoteChange {
  version: number;
  kind?: string;
  authorId?: string | null;
}

export interface SyncEngine {
  /** Commits now (an explicit save: not marked autoSave). Resolves when the server has it, or it failed. */
  save(): Promise<void>;
  /** Saves what is pending, then publishes the build (spec: publishing is a separate call). */
  publish(): Promise<boolean>;
  /**
   * Another editor committed or published (siteBuildChanged). Without edits of mine pending,
   * their version is taken at once; with some, the next commit first replays them on it.
   */
  onRemoteChange(event: RemoteChange): Promise<void>;
  /** Takes up what a previous session left in the local queue and sends it. */
  resume(entry: PendingEdits): Promise<void>;
  /**
   * A whole build chosen by the owner (a selected blueprint, a build the server made current):
   * it becomes the document and the base, and what was pending is dropped with the old document.
   */
  adopt(build: CurrentBuild): void;
  /** Tries again at once while offline (the window says the network is back). */
  retryNow(): Promise<void>;
  /** True while edits wait for the server. */
  hasPending(): boolean;
  /** Writes the local queue now if an edit is waiting to be written (the window is closing). */
  flushLocal(): void;
  dispose(): void;
}

/** What replaying my edits on another version of the document came to. */
export interface Replay {
  document: SiteDocument;
  /** The edits that applied, in order (the same objects). */
  applied: DocumentEdit[];
  /** Actions that no longer applied (their block or page is gone, a limit is reached). */
  failed: EditorAction[];
  /** Undo or redo steps that no longer applied (what they change was changed in that version). */
  dropped: number;
}

/** Replays edits on another version of the document: those that no longer apply are returned apart. */
export function replayEdits(base: SiteDocument, edits: readonly DocumentEdit[], ctx: ActionContext): Replay {
  const applied: DocumentEdit[] = [];
  const failed: EditorAction[] = [];
  let dropped = 0;
  let document = base;
  for (const edit of edits) {
    if (edit.kind === 'action') {
      let ok = false;
      const next = produce(document, (draft) => {
        ok = applyAction(draft, edit.action, ctx).ok;
      });
      if (ok) {
        document = next;
        applied.push(edit);
      } else failed.push(edit.action);
    } else {
      // An undo or redo names places by position: it applies only where their version still
      // holds what it expects (patches.ts), never over something the other editor changed.
      const next = applyCheckedPatches(document, edit.patches, edit.expect);
      if (next) {
        document = next;
        applied.push(edit);
      } else dropped += 1;
    }
  }
  return { document, applied, failed, dropped };
}

/** The longest an edit waits before it is in the local queue. */
export const LOCAL_WRITE_MS = 100;

/** An edit waiting for the server, numbered so a commit knows which ones it carried. */
interface Pending {
  seq: number;
  edit: DocumentEdit;
}

/**
 * Keeps an editor's document saved (GUIDE §5: autosave never loses an acknowledged edit):
 * every edit is written to the local queue within LOCAL_WRITE_MS, an automatic commit follows a quiet moment,
 * one commit at a time, based on the version the document came from. A stale base (another
 * editor committed) is resolved by replaying my edits on their version and committing that, so
 * neither side's work is lost (theirs stays in the history too); an unreachable server keeps
 * the queue and tries again, waiting longer each time, and a restart takes the queue up again.
 */
export function createSyncEngine(options: SyncEngineOptions): SyncEngine {
  const { store, api, queue, landKey } = options;
  const debounceMs = options.debounceMs ?? 1500;
  const retryMs = options.retryMs ?? [1000, 2000, 5000, 10000, 30000];
  const now = options.now ?? (() => Date.now());

  let pending: Pending[] = [];
  let seq = 0;
  /** The last edit the commit in flight carries (edits after it may still be taken back by undo). */
  let inFlightSeq = -1;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let inFlight: Promise<void> | null = null;
  let again: { autoSave: boolean } | null = null;
  let attempts = 0;
  let disposed = false;
  /** Another editor committed while edits of mine were pending: the next commit replays them on theirs first. */
  let staleBase = false;
  /** History steps whose undo took their actions out of the queue (their redo puts them back). */
  const takenBack = new Set<number>();
  /** Goes up when the owner adopts another build: answers to commits of the old one are ignored. */
  let epoch = 0;

  const state = () => store.getState();
  const edits = () => pending.map((item) => item.edit);
  const ctx = (): ActionContext => ({ launchType: state().launchType, plan: state().plan });

  let persistTimer: ReturnType<typeof setTimeout> | null = null;
  const persist = () => {
    if (persistTimer) clearTimeout(persistTimer);
    persistTimer = null;
    if (pending.length === 0) {
      queue.clear(landKey);
      return;
    }
    const { document, sync } = state();
    queue.save({ landKey, baseVersion: sync.version, document, edits: edits(), updatedAt: now() });
  };

  /**
   * Writes the queue within LOCAL_WRITE_MS of an edit, off the edit's own frame: serialising a
   * 300-block document and storing it takes a few milliseconds, which a keystroke or a move must
   * not wait for. A burst of edits is written once per period.
   */
  const persistSoon = () => {
    persistTimer ??= setTimeout(persist, LOCAL_WRITE_MS);
  };

  const schedule = (delay: number, autoSave: boolean) => {
    if (disposed) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      void commit(autoSave);
    }, delay);
  };

  const cancelTimer = () => {
    if (timer) clearTimeout(timer);
    timer = null;
  };

  const retryLater = (autoSave: boolean) => {
    state().setSync({ status: 'offline' });
    schedule(retryMs[Math.min(attempts, retryMs.length - 1)]!, autoSave);
    attempts += 1;
  };

  /**
   * An undo of a step whose actions are the last ones pending, none of them sent yet: they are
   * taken out of the queue (replaying an action then its undo on another version could only go
   * wrong). Otherwise the undo is an edit like the others.
   */
  const takeBack = (edit: Extract<DocumentEdit, { kind: 'patches' }>): boolean => {
    const count = edit.actions.length;
    if (count === 0 || pending.length < count) return false;
    const tail = pending.slice(pending.length - count);
    const matches = tail.every(
      (item, index) =>
        item.seq > inFlightSeq && item.edit.kind === 'action' && item.edit.action === edit.actions[index],
    );
    if (!matches) return false;
    pending = pending.slice(0, pending.length - count);
    return true;
  };

  const record = (edit: DocumentEdit) => {
    if (edit.kind === 'patches' && edit.direction === 'undo' && takeBack(edit)) {
      takenBack.add(edit.historyId);
    } else if (edit.kind === 'patches' && edit.direction === 'redo' && takenBack.delete(edit.historyId)) {
      // The redo of a step taken back: its actions again, as they were first queued.
      for (const action of edit.actions) pending.push({ seq: (seq += 1), edit: { kind: 'action', action } });
    } else {
      pending.push({ seq: (seq += 1), edit });
    }
  };

  const unsubscribe = state().onEdit((edit) => {
    record(edit);
    persistSoon();
    const busy = inFlight !== null || state().sync.status === 'offline';
    if (pending.length === 0 && !inFlight) {
      // Back to what the server has (everything pending was undone): nothing to send.
      cancelTimer();
      state().setSync({ pendingCount: 0, status: 'saved' });
      if (staleBase) void takeTheirs();
      return;
    }
    state().setSync({ pendingCount: pending.length, ...(busy ? {} : { status: 'notSaved' as const }) });
    if (!busy) schedule(debounceMs, true);
  });

  /** Their version with my pending edits replayed on it becomes the document, based on their version. */
  const rebase = async (): Promise<void> => {
    const theirs = await api.loadCurrent();
    staleBase = false;
    if (theirs.version <= state().sync.version) return;
    const mine = state().document;
    const result = replayEdits(theirs.document, edits(), ctx());
    const applied = new Set(result.applied);
    pending = pending.filter((item) => applied.has(item.edit));
    // Not an undo step: my history stays, each step checked against the new document when undone.
    state().rebaseDocument(result.document);
    state().setSync({
      version: theirs.version,
      siteBuildId: theirs.siteBuildId,
      pendingCount: pending.length,
      // 'conflict' while the merged document is on its way; nothing left of mine: theirs is saved.
      status: pending.length > 0 ? 'conflict' : 'saved',
      conflict: {
        theirVersion: theirs.version,
        replayed: result.applied.length,
        failed: result.failed,
        dropped: result.dropped,
        mine,
      },
    });
    persist();
  };

  /** Nothing of mine pending: another editor's newer version becomes the document (my history stays, checked). */
  const takeTheirs = async (): Promise<void> => {
    staleBase = false;
    let theirs: CurrentBuild;
    try {
      theirs = await api.loadCurrent();
    } catch {
      return; // The next commit meets the conflict and resolves it then.
    }
    if (disposed) return;
    if (pending.length > 0 || inFlight) {
      staleBase = true;
      return;
    }
    if (theirs.version <= state().sync.version) return;
    state().rebaseDocument(theirs.document);
    state().setSync({ version: theirs.version, siteBuildId: theirs.siteBuildId, status: 'saved' });
  };

  const commit = (autoSave: boolean): Promise<void> => {
    if (disposed) return Promise.resolve();
    if (inFlight) {
      // One commit at a time: a change made meanwhile goes in the next one.
      again = { autoSave: (again?.autoSave ?? true) && autoSave };
      return inFlight;
    }
    cancelTimer();
    if (pending.length === 0) {
      if (state().sync.status === 'notSaved') state().setSync({ status: 'saved' });
      return Promise.resolve();
    }
    inFlight = (async () => {
      state().setSync({ status: autoSave ? 'autoSaving' : 'saving', error: null });
      if (staleBase) {
        try {
          await rebase();
        } catch {
          retryLater(autoSave);
          return;
        }
        if (pending.length === 0) return;
      }
      const sentSeq = pending[pending.length - 1]!.seq;
      const sentEpoch = epoch;
      inFlightSeq = sentSeq;
      const { document, sync } = state();
      let outcome: Awaited<ReturnType<SiteBuildApi['commit']>>;
      try {
        outcome = await api.commit(document, sync.version, autoSave);
      } catch {
        outcome = { ok: false, error: 'network' };
      }
      inFlightSeq = -1;
      if (sentEpoch !== epoch) return;
      if (outcome.ok) {
        attempts = 0;
        pending = pending.filter((item) => item.seq > sentSeq);
        state().setSync({
          version: outcome.version,
          siteBuildId: outcome.id,
          pendingCount: pending.length,
          lastSavedAt: now(),
          status: pending.length === 0 ? 'saved' : 'notSaved',
        });
        persist();
      } else if ('conflict' in outcome) {
        try {
          await rebase();
          again = { autoSave };
        } catch {
          retryLater(autoSave);
        }
      } else if (outcome.error === 'network') {
        retryLater(autoSave);
      } else {
        // Refused (rights, validation): the edits stay in the queue and the notice says why.
        state().setSync({ status: 'error', error: outcome.message ?? 'refused' });
      }
    })().finally(() => {
      inFlight = null;
      const next = again;
      again = null;
      const status = state().sync.status;
      if (next && pending.length > 0 && status !== 'offline' && status !== 'error') {
        void commit(next.autoSave);
      } else if (pending.length > 0 && status === 'notSaved') {
        schedule(debounceMs, true);
      } else if (pending.length === 0 && (status === 'autoSaving' || status === 'saving')) {
        state().setSync({ status: 'saved', pendingCount: 0 });
      }
    });
    return inFlight;
  };

  const settle = async () => {
    // Waits for the commit in flight and the one it may have queued.
    while (inFlight) await inFlight;
  };

  return {
    async save() {
      await settle();
      await commit(false);
      await settle();
    },
    async publish() {
      await settle();
      if (pending.length > 0) await commit(false);
      await settle();
      if (pending.length > 0) return false;
      const siteBuildId = state().sync.siteBuildId;
      if (!siteBuildId) return false;
      state().setSync({ status: 'publishing' });
      type PublishOutcome = Awaited<ReturnType<SiteBuildApi['publish']>>;
      const result: PublishOutcome = await api
        .publish(siteBuildId)
        .catch((): PublishOutcome => ({ ok: false, error: 'network' }));
      state().setSync(
        result.ok
          ? { status: 'published' }
          : { status: result.error === 'network' ? 'offline' : 'error', error: result.message ?? null },
      );
      return result.ok;
    },
    async onRemoteChange(event) {
      if (disposed) return;
      if (options.me && event.authorId === options.me) return;
      if (event.version <= state().sync.version) return;
      if (pending.length > 0 || inFlight) {
        // Mine are pending: the next commit replays them on their version (no refused commit first).
        staleBase = true;
        return;
      }
      await takeTheirs();
    },
    async resume(entry) {
      state().resetDocument(entry.document);
      pending = entry.edits.map((edit) => ({ seq: (seq += 1), edit }));
      state().setSync({ version: entry.baseVersion, pendingCount: pending.length, status: 'notSaved' });
      persist();
      await commit(true);
      await settle();
    },
    adopt(build) {
      epoch += 1;
      cancelTimer();
      pending = [];
      takenBack.clear();
      staleBase = false;
      state().resetDocument(build.document);
      state().setSync({
        version: build.version,
        siteBuildId: build.siteBuildId,
        pendingCount: 0,
        status: 'saved',
        conflict: null,
        error: null,
      });
      persist();
    },
    async retryNow() {
      if (state().sync.status !== 'offline' || inFlight) return;
      attempts = 0;
      await commit(true);
      await settle();
    },
    hasPending: () => pending.length > 0 || inFlight !== null,
    flushLocal() {
      if (persistTimer) persist();
    },
    dispose() {
      if (persistTimer) persist();
      disposed = true;
      unsubscribe();
      cancelTimer();
    },
  };
}
