import type { EditorStore } from '../state/store';
import type { ActionContext } from '../state/types';
import type { LocalQueue, PendingEdits } from './local-queue';
import {
  inCycle,
  initialSyncMachine,
  pendingEdits,
  syncReducer,
  type LoadPurpose,
  type SyncEffect,
  type SyncEvent,
  type SyncMachine,
  type SyncState,
} from './sync-machine';
import type { CommitOutcome, CurrentBuild, SiteBuildApi } from './types';

export { replayEdits, type Replay } from './replay';

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
  /**
   * This window's origin, the one its API sends with each change: siteBuildChanged events of that
   * origin are this window's own; any other (another member, or the same member's other window or
   * device) is taken.
   */
  origin?: string | null;
}

/** A siteBuildChanged event (COMMITTED or PUBLISHED, by whom, at which version). */
export interface RemoteChange {
  version: number;
  kind?: string;
  authorId?: string | null;
  origin?: string | null;
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
  /** Where the sync's state machine stands (sync-machine.ts). */
  syncState(): SyncState;
  dispose(): void;
}

/** The longest an edit waits before it is in the local queue. */
export const LOCAL_WRITE_MS = 100;

/**
 * Keeps an editor's document saved (GUIDE §5: autosave never loses an acknowledged edit):
 * every edit is written to the local queue within LOCAL_WRITE_MS, an automatic commit follows a quiet moment,
 * one commit at a time, based on the version the document came from. A stale base (another
 * editor committed) is resolved by replaying my edits on their version and committing that, so
 * neither side's work is lost (theirs stays in the history too); an unreachable server keeps
 * the queue and tries again, waiting longer each time, and a restart takes the queue up again.
 *
 * The flow is the state machine of sync-machine.ts; this is its effect runner: it feeds the
 * machine events (edits, timers, the server's answers) and runs the effects it asks for.
 */
export function createSyncEngine(options: SyncEngineOptions): SyncEngine {
  const { store, api, queue, landKey } = options;
  const now = options.now ?? (() => Date.now());
  const state = () => store.getState();
  const ctx = (): ActionContext => ({ launchType: state().launchType, plan: state().plan });

  let machine: SyncMachine = {
    ...initialSyncMachine({
      version: state().sync.version,
      siteBuildId: state().sync.siteBuildId,
      debounceMs: options.debounceMs ?? 1500,
      retryMs: options.retryMs ?? [1000, 2000, 5000, 10000, 30000],
      origin: options.origin ?? null,
    }),
    status: state().sync.status,
  };
  let timer: ReturnType<typeof setTimeout> | null = null;
  let persistTimer: ReturnType<typeof setTimeout> | null = null;
  /** Settles when the commit under way (with the rebases and commits that follow it at once) is done. */
  let cycle: { done: Promise<void>; resolve: () => void } | null = null;

  const persist = () => {
    if (persistTimer) clearTimeout(persistTimer);
    persistTimer = null;
    if (machine.pending.length === 0) {
      queue.clear(landKey);
      return;
    }
    const { document, sync } = state();
    queue.save({ landKey, baseVersion: sync.version, document, edits: pendingEdits(machine), updatedAt: now() });
  };

  const cancelTimer = () => {
    if (timer) clearTimeout(timer);
    timer = null;
  };

  const sendCommit = async (effect: Extract<SyncEffect, { type: 'sendCommit' }>): Promise<void> => {
    let outcome: CommitOutcome;
    try {
      outcome = await api.commit(state().document, effect.baseVersion, effect.autoSave);
    } catch {
      outcome = { ok: false, error: 'network' };
    }
    await dispatch({ type: 'commitAnswered', epoch: effect.epoch, outcome, at: now() });
  };

  const loadTheirs = async (purpose: LoadPurpose): Promise<void> => {
    let theirs: CurrentBuild;
    try {
      theirs = await api.loadCurrent();
    } catch {
      await dispatch({ type: 'loadFailed', purpose });
      return;
    }
    await dispatch({ type: 'theirsLoaded', purpose, theirs, mine: state().document, actionContext: ctx() });
  };

  /** Runs one effect; the asynchronous ones return when the events they answer are handled. */
  const perform = (effect: SyncEffect): Promise<void> | undefined => {
    switch (effect.type) {
      case 'schedule':
        cancelTimer();
        timer = setTimeout(() => {
          timer = null;
          void dispatch({ type: 'timerFired' });
        }, effect.delay);
        return undefined;
      case 'cancelTimer':
        cancelTimer();
        return undefined;
      case 'sendCommit':
        return sendCommit(effect);
      case 'loadTheirs':
        return loadTheirs(effect.purpose);
      case 'replaceDocument':
        if (effect.history === 'rebase') state().rebaseDocument(effect.document);
        else state().resetDocument(effect.document);
        return undefined;
      case 'setSync':
        state().setSync(effect.patch);
        return undefined;
      case 'persist':
        persist();
        return undefined;
      case 'persistSoon':
        // Off the edit's own frame: serialising a 300-block document and storing it takes a few
        // milliseconds, which a keystroke or a move must not wait for. A burst is written once.
        persistTimer ??= setTimeout(persist, LOCAL_WRITE_MS);
        return undefined;
    }
  };

  /** Steps the machine and runs its effects; resolves when the asynchronous ones are answered. */
  function dispatch(event: SyncEvent): Promise<void> {
    const { machine: next, effects } = syncReducer(machine, event);
    machine = next;
    const waits: Promise<void>[] = [];
    for (const effect of effects) {
      const wait = perform(effect);
      if (wait) waits.push(wait);
    }
    if (inCycle(machine)) {
      if (!cycle) {
        let resolve = () => {};
        const done = new Promise<void>((settled) => (resolve = settled));
        cycle = { done, resolve };
      }
    } else if (cycle) {
      cycle.resolve();
      cycle = null;
    }
    return waits.length === 0 ? Promise.resolve() : Promise.all(waits).then(() => undefined);
  }

  const settle = async () => {
    // Waits for the commit under way and the one it may have queued.
    while (cycle) await cycle.done;
  };

  const unsubscribe = state().onEdit((edit) => void dispatch({ type: 'edited', edit }));

  return {
    async save() {
      await settle();
      await dispatch({ type: 'commitRequested', autoSave: false });
      await settle();
    },
    async publish() {
      await settle();
      if (machine.pending.length > 0) await dispatch({ type: 'commitRequested', autoSave: false });
      await settle();
      if (machine.pending.length > 0) return false;
      const siteBuildId = state().sync.siteBuildId;
      if (!siteBuildId) return false;
      void dispatch({ type: 'publishStarted' });
      type PublishOutcome = Awaited<ReturnType<SiteBuildApi['publish']>>;
      const result: PublishOutcome = await api
        .publish(siteBuildId)
        .catch((): PublishOutcome => ({ ok: false, error: 'network' }));
      void dispatch(
        result.ok
          ? { type: 'publishFinished', ok: true, network: false, message: null }
          : {
              type: 'publishFinished',
              ok: false,
              network: result.error === 'network',
              message: result.message ?? null,
            },
      );
      return result.ok;
    },
    async onRemoteChange(event) {
      await dispatch({ type: 'remoteChanged', version: event.version, origin: event.origin ?? null });
    },
    async resume(entry) {
      await dispatch({ type: 'resumed', document: entry.document, baseVersion: entry.baseVersion, edits: entry.edits });
      await settle();
    },
    adopt(build) {
      void dispatch({ type: 'adopted', build });
    },
    async retryNow() {
      const before = machine;
      await dispatch({ type: 'retryRequested' });
      // Not offline, or a commit under way: nothing was asked for (the machine is unchanged).
      if (machine !== before) await settle();
    },
    hasPending: () => machine.pending.length > 0 || inCycle(machine),
    flushLocal() {
      if (persistTimer) persist();
    },
    syncState: () => machine.state,
    dispose() {
      if (persistTimer) persist();
      unsubscribe();
      void dispatch({ type: 'disposed' });
    },
  };
}
