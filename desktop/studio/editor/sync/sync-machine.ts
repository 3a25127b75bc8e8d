import type { SiteDocument } from '../../../../shared/site/document';
import type { DocumentEdit, EditorSyncState, SyncStatus } from '../state/store';
import type { ActionContext } from '../state/types';
import { replayEdits } from './replay';
import type { CommitOutcome, CurrentBuild } from './types';

/**
 * The autosave's flow (GUIDE §5: long-lived flows are explicit state machines): a pure reducer
 * over what the sync knows, and the effects it asks for as data. The engine (engine.ts) runs the
 * effects (timers, the server, the store, the local queue) and feeds their outcomes back as events.
 *
 * - idle: nothing to send, or nothing scheduled (a publish that could not reach the server leaves
 *   `offline`, a refused one `error`).
 * - debouncing: edits wait for a quiet moment (a timer, then a commit).
 * - committing: one commit is on its way; edits made meanwhile go in the next one.
 * - rebasing: another editor's version is being read, to replay my edits on it (before a commit
 *   when their change was announced, after a commit refused as a conflict).
 * - offline: the server could not be reached; a retry is scheduled, waiting longer each time.
 * - error: the server refused the edits (rights, validation); they stay until the next edit or save.
 */
export type SyncState = 'idle' | 'debouncing' | 'committing' | 'rebasing' | 'offline' | 'error';

/** An edit waiting for the server, numbered so a commit knows which ones it carried. */
export interface PendingEdit {
  seq: number;
  edit: DocumentEdit;
}

export interface SyncMachine {
  state: SyncState;
  /** The notice the editor shows (the store's sync.status, written through `setSync` effects). */
  status: SyncStatus;
  /** The site version the document is based on (the next commit's baseVersion). */
  version: number;
  siteBuildId: string | null;
  pending: readonly PendingEdit[];
  seq: number;
  /** The last edit the commit in flight carries (edits after it may still be taken back by undo); -1 when none. */
  inFlightSeq: number;
  /** History steps whose undo took their actions out of the queue (their redo puts them back). */
  takenBack: readonly number[];
  /** Whether the commit scheduled or under way is an automatic one. */
  autoSave: boolean;
  /** A commit asked for while one was under way (its autoSave), sent once that one is done. */
  again: boolean | null;
  /** What the rebase under way leads to: the commit it precedes, or a new commit after a conflict. */
  rebaseThen: 'commit' | 'again';
  /** Failed attempts in a row while offline (the retry waits grow with them). */
  attempts: number;
  /** Another editor committed while edits of mine were pending: the next commit replays them on theirs first. */
  staleBase: boolean;
  /** Goes up when the owner adopts another build: answers to commits of the old one are ignored. */
  epoch: number;
  disposed: boolean;
  /** Quiet time after the last edit before an automatic save. */
  debounceMs: number;
  /** Waits between attempts while the server cannot be reached (the last one repeats). */
  retryMs: readonly number[];
  /** This window's origin: siteBuildChanged events carrying it are of this window's own changes. */
  origin: string | null;
}

export type LoadPurpose = 'rebase' | 'take';

export type SyncEvent =
  /** The owner changed the document (an action, an undo or a redo). */
  | { type: 'edited'; edit: DocumentEdit }
  /** A commit asked for: an explicit save (autoSave false), a resumed queue, a retry. */
  | { type: 'commitRequested'; autoSave: boolean }
  /** The debounce or retry timer ran out. */
  | { type: 'timerFired' }
  /** The server answered the commit sent in `epoch` (a thrown call counts as a network failure). */
  | { type: 'commitAnswered'; epoch: number; outcome: CommitOutcome; at: number }
  /** The current build was read; `mine` and `actionContext` are the editor's document and rules at that moment. */
  | {
      type: 'theirsLoaded';
      purpose: LoadPurpose;
      theirs: CurrentBuild;
      mine: SiteDocument;
      actionContext: ActionContext;
    }
  | { type: 'loadFailed'; purpose: LoadPurpose }
  /** siteBuildChanged: someone committed or published a version. */
  | { type: 'remoteChanged'; version: number; origin?: string | null }
  /** A previous session's local queue taken up (then sent). */
  | { type: 'resumed'; document: SiteDocument; baseVersion: number; edits: readonly DocumentEdit[] }
  /** A whole build chosen by the owner replaces the document; what was pending goes with the old one. */
  | { type: 'adopted'; build: CurrentBuild }
  /** The network is back (the window says so): try at once while offline. */
  | { type: 'retryRequested' }
  | { type: 'publishStarted' }
  | { type: 'publishFinished'; ok: boolean; network: boolean; message: string | null }
  | { type: 'disposed' };

export type SyncEffect =
  /** (Re)starts the one timer of the sync; it answers `timerFired`. */
  | { type: 'schedule'; delay: number }
  | { type: 'cancelTimer' }
  /** Commits the store's document on baseVersion; answers `commitAnswered` with the epoch. */
  | { type: 'sendCommit'; baseVersion: number; autoSave: boolean; epoch: number }
  /** Reads the land's current build; answers `theirsLoaded` or `loadFailed`. */
  | { type: 'loadTheirs'; purpose: LoadPurpose }
  /** Replaces the store's document: `rebase` keeps the history (checked on undo), `reset` starts it again. */
  | { type: 'replaceDocument'; document: SiteDocument; history: 'rebase' | 'reset' }
  | { type: 'setSync'; patch: Partial<EditorSyncState> }
  /** Writes the local queue now (cleared when nothing is pending). */
  | { type: 'persist' }
  /** Writes the local queue within LOCAL_WRITE_MS (a burst of edits once). */
  | { type: 'persistSoon' };

export interface Transition {
  machine: SyncMachine;
  effects: SyncEffect[];
}

export interface SyncMachineInit {
  version: number;
  siteBuildId: string | null;
  debounceMs: number;
  retryMs: readonly number[];
  origin?: string | null;
}

export function initialSyncMachine(init: SyncMachineInit): SyncMachine {
  return {
    state: 'idle',
    status: 'saved',
    version: init.version,
    siteBuildId: init.siteBuildId,
    pending: [],
    seq: 0,
    inFlightSeq: -1,
    takenBack: [],
    autoSave: true,
    again: null,
    rebaseThen: 'commit',
    attempts: 0,
    staleBase: false,
    epoch: 0,
    disposed: false,
    debounceMs: init.debounceMs,
    retryMs: init.retryMs,
    origin: init.origin ?? null,
  };
}

/** True while a commit is under way (sent, or the rebase before or after it). */
export const inCycle = (machine: SyncMachine): boolean =>
  machine.state === 'committing' || machine.state === 'rebasing';

/** The edits waiting for the server, in order. */
export const pendingEdits = (machine: SyncMachine): DocumentEdit[] => machine.pending.map((item) => item.edit);

/** One step of the sync: the next machine and the effects to run, in order. Pure. */
export function syncReducer(machine: SyncMachine, event: SyncEvent): Transition {
  const step = new Step(machine);
  step.handle(event);
  return { machine: step.m, effects: step.effects };
}

/** A transition under construction: the machine as it becomes and the effects asked for. */
class Step {
  m: SyncMachine;
  readonly effects: SyncEffect[] = [];

  constructor(machine: SyncMachine) {
    this.m = machine;
  }

  private set(patch: Partial<SyncMachine>) {
    this.m = { ...this.m, ...patch };
  }

  private effect(effect: SyncEffect) {
    this.effects.push(effect);
  }

  /** Changes what the store shows (and what the machine knows of it). */
  private sync(patch: Partial<EditorSyncState>) {
    const known: Partial<SyncMachine> = {};
    if (patch.status !== undefined) known.status = patch.status;
    if (patch.version !== undefined) known.version = patch.version;
    if (patch.siteBuildId !== undefined) known.siteBuildId = patch.siteBuildId;
    this.set(known);
    this.effect({ type: 'setSync', patch });
  }

  handle(event: SyncEvent): void {
    switch (event.type) {
      case 'edited':
        return this.edited(event.edit);
      case 'commitRequested':
        return this.commit(event.autoSave);
      case 'timerFired':
        return this.commit(this.m.autoSave);
      case 'commitAnswered':
        return this.answered(event);
      case 'theirsLoaded':
        return event.purpose === 'rebase' ? this.rebased(event) : this.takeTheirs(event.theirs);
      case 'loadFailed':
        // Taking their version failed: the next commit meets the conflict and resolves it then.
        if (event.purpose === 'rebase' && this.m.state === 'rebasing') {
          this.retryLater();
          this.endCycle();
        }
        return;
      case 'remoteChanged':
        return this.remoteChanged(event);
      case 'resumed':
        return this.resumed(event);
      case 'adopted':
        return this.adopted(event.build);
      case 'retryRequested':
        if (this.m.status !== 'offline' || inCycle(this.m)) return;
        this.set({ attempts: 0 });
        return this.commit(true);
      case 'publishStarted':
        this.sync({ status: 'publishing' });
        if (this.m.state === 'offline' || this.m.state === 'error') this.set({ state: 'idle' });
        return;
      case 'publishFinished':
        if (event.ok) return this.sync({ status: 'published' });
        this.sync({ status: event.network ? 'offline' : 'error', error: event.message });
        this.set({ state: event.network ? 'offline' : 'error' });
        return;
      case 'disposed':
        this.set({ disposed: true, state: inCycle(this.m) ? this.m.state : 'idle' });
        this.effect({ type: 'cancelTimer' });
        return;
    }
  }

  private schedule(delay: number, autoSave: boolean) {
    if (this.m.disposed) return;
    this.set({ autoSave });
    this.effect({ type: 'schedule', delay });
  }

  /**
   * An undo of a step whose actions are the last ones pending, none of them sent yet: they are
   * taken out of the queue (replaying an action then its undo on another version could only go
   * wrong). Otherwise the undo is an edit like the others.
   */
  private takeBack(edit: Extract<DocumentEdit, { kind: 'patches' }>): boolean {
    const { pending, inFlightSeq } = this.m;
    const count = edit.actions.length;
    if (count === 0 || pending.length < count) return false;
    const tail = pending.slice(pending.length - count);
    const matches = tail.every(
      (item, index) =>
        item.seq > inFlightSeq && item.edit.kind === 'action' && item.edit.action === edit.actions[index],
    );
    if (!matches) return false;
    this.set({ pending: pending.slice(0, pending.length - count) });
    return true;
  }

  private record(edit: DocumentEdit) {
    if (edit.kind === 'patches' && edit.direction === 'undo' && this.takeBack(edit)) {
      this.set({ takenBack: [...this.m.takenBack, edit.historyId] });
    } else if (edit.kind === 'patches' && edit.direction === 'redo' && this.m.takenBack.includes(edit.historyId)) {
      // The redo of a step taken back: its actions again, as they were first queued.
      let seq = this.m.seq;
      const again = edit.actions.map((action): PendingEdit => ({ seq: (seq += 1), edit: { kind: 'action', action } }));
      this.set({
        takenBack: this.m.takenBack.filter((id) => id !== edit.historyId),
        pending: [...this.m.pending, ...again],
        seq,
      });
    } else {
      const seq = this.m.seq + 1;
      this.set({ pending: [...this.m.pending, { seq, edit }], seq });
    }
  }

  private edited(edit: DocumentEdit) {
    if (this.m.disposed) return;
    this.record(edit);
    this.effect({ type: 'persistSoon' });
    const cycle = inCycle(this.m);
    const busy = cycle || this.m.status === 'offline';
    if (this.m.pending.length === 0 && !cycle) {
      // Back to what the server has (everything pending was undone): nothing to send.
      this.effect({ type: 'cancelTimer' });
      this.sync({ pendingCount: 0, status: 'saved' });
      this.set({ state: 'idle' });
      if (this.m.staleBase) this.startTakingTheirs();
      return;
    }
    this.sync({ pendingCount: this.m.pending.length, ...(busy ? {} : { status: 'notSaved' as const }) });
    if (!busy) {
      this.schedule(this.m.debounceMs, true);
      this.set({ state: 'debouncing' });
    }
  }

  private commit(autoSave: boolean) {
    if (this.m.disposed) return;
    if (inCycle(this.m)) {
      // One commit at a time: a change made meanwhile goes in the next one.
      this.set({ again: (this.m.again ?? true) && autoSave });
      return;
    }
    this.effect({ type: 'cancelTimer' });
    if (this.m.pending.length === 0) {
      if (this.m.status === 'notSaved') this.sync({ status: 'saved' });
      if (this.m.state === 'debouncing') this.set({ state: 'idle' });
      return;
    }
    this.startCycle(autoSave);
  }

  private startCycle(autoSave: boolean) {
    this.set({ autoSave });
    this.sync({ status: autoSave ? 'autoSaving' : 'saving', error: null });
    if (this.m.staleBase) {
      this.set({ state: 'rebasing', rebaseThen: 'commit' });
      this.effect({ type: 'loadTheirs', purpose: 'rebase' });
    } else {
      this.send();
    }
  }

  private send() {
    const last = this.m.pending[this.m.pending.length - 1]!;
    this.set({ state: 'committing', inFlightSeq: last.seq });
    this.effect({ type: 'sendCommit', baseVersion: this.m.version, autoSave: this.m.autoSave, epoch: this.m.epoch });
  }

  private answered(event: Extract<SyncEvent, { type: 'commitAnswered' }>) {
    if (this.m.state !== 'committing') return;
    const sentSeq = this.m.inFlightSeq;
    this.set({ inFlightSeq: -1 });
    if (event.epoch !== this.m.epoch) return this.endCycle();
    const { outcome } = event;
    if (outcome.ok) {
      const pending = this.m.pending.filter((item) => item.seq > sentSeq);
      this.set({ attempts: 0, pending });
      this.sync({
        version: outcome.version,
        siteBuildId: outcome.id,
        pendingCount: pending.length,
        lastSavedAt: event.at,
        status: pending.length === 0 ? 'saved' : 'notSaved',
      });
      this.effect({ type: 'persist' });
    } else if ('conflict' in outcome) {
      this.set({ state: 'rebasing', rebaseThen: 'again' });
      this.effect({ type: 'loadTheirs', purpose: 'rebase' });
      return;
    } else if (outcome.error === 'network') {
      this.retryLater();
    } else {
      // Refused (rights, validation): the edits stay in the queue and the notice says why.
      this.sync({ status: 'error', error: outcome.message ?? 'refused' });
    }
    this.endCycle();
  }

  private retryLater() {
    const { retryMs, attempts } = this.m;
    this.sync({ status: 'offline' });
    this.schedule(retryMs[Math.min(attempts, retryMs.length - 1)]!, this.m.autoSave);
    this.set({ attempts: attempts + 1 });
  }

  /** Their version with my pending edits replayed on it becomes the document, based on their version. */
  private rebased(event: Extract<SyncEvent, { type: 'theirsLoaded' }>) {
    if (this.m.state !== 'rebasing') return;
    const { theirs } = event;
    this.set({ staleBase: false });
    if (theirs.version > this.m.version) {
      const result = replayEdits(theirs.document, pendingEdits(this.m), event.actionContext);
      const applied = new Set(result.applied);
      const pending = this.m.pending.filter((item) => applied.has(item.edit));
      this.set({ pending });
      // Not an undo step: my history stays, each step checked against the new document when undone.
      this.effect({ type: 'replaceDocument', document: result.document, history: 'rebase' });
      this.sync({
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
          mine: event.mine,
        },
      });
      this.effect({ type: 'persist' });
    }
    if (this.m.rebaseThen === 'again') {
      this.set({ again: this.m.autoSave });
      this.endCycle();
    } else if (this.m.pending.length === 0) {
      this.endCycle();
    } else {
      this.send();
    }
  }

  /** The commit under way is done: the one asked for meanwhile follows, or a quiet moment, or nothing. */
  private endCycle() {
    const next = this.m.again;
    const { pending, status } = this.m;
    this.set({ again: null, state: status === 'offline' ? 'offline' : status === 'error' ? 'error' : 'idle' });
    if (next !== null && pending.length > 0 && status !== 'offline' && status !== 'error') {
      if (!this.m.disposed) {
        this.effect({ type: 'cancelTimer' });
        this.startCycle(next);
      }
    } else if (pending.length > 0 && status === 'notSaved') {
      this.schedule(this.m.debounceMs, true);
      if (!this.m.disposed) this.set({ state: 'debouncing' });
    } else if (pending.length === 0 && (status === 'autoSaving' || status === 'saving')) {
      this.sync({ status: 'saved', pendingCount: 0 });
    }
  }

  private startTakingTheirs() {
    this.set({ staleBase: false });
    this.effect({ type: 'loadTheirs', purpose: 'take' });
  }

  /** Nothing of mine pending: another editor's newer version becomes the document (my history stays, checked). */
  private takeTheirs(theirs: CurrentBuild) {
    if (this.m.disposed) return;
    if (this.m.pending.length > 0 || inCycle(this.m)) {
      this.set({ staleBase: true });
      return;
    }
    if (theirs.version <= this.m.version) return;
    this.effect({ type: 'replaceDocument', document: theirs.document, history: 'rebase' });
    this.sync({ version: theirs.version, siteBuildId: theirs.siteBuildId, status: 'saved' });
    if (this.m.state === 'offline' || this.m.state === 'error') this.set({ state: 'idle' });
  }

  private remoteChanged(event: Extract<SyncEvent, { type: 'remoteChanged' }>) {
    if (this.m.disposed) return;
    // Not "by the same member": that member's other windows must take the change too.
    if (this.m.origin && event.origin === this.m.origin) return;
    if (event.version <= this.m.version) return;
    if (this.m.pending.length > 0 || inCycle(this.m)) {
      // Mine are pending: the next commit replays them on their version (no refused commit first).
      this.set({ staleBase: true });
      return;
    }
    this.startTakingTheirs();
  }

  private resumed(event: Extract<SyncEvent, { type: 'resumed' }>) {
    this.effect({ type: 'replaceDocument', document: event.document, history: 'reset' });
    let seq = this.m.seq;
    const pending = event.edits.map((edit): PendingEdit => ({ seq: (seq += 1), edit }));
    this.set({ pending, seq });
    this.sync({ version: event.baseVersion, pendingCount: pending.length, status: 'notSaved' });
    this.effect({ type: 'persist' });
    this.commit(true);
  }

  private adopted(build: CurrentBuild) {
    this.set({
      epoch: this.m.epoch + 1,
      pending: [],
      takenBack: [],
      staleBase: false,
      // A commit under way still ends with its answer (ignored: it was of the old build).
      state: inCycle(this.m) ? this.m.state : 'idle',
    });
    this.effect({ type: 'cancelTimer' });
    this.effect({ type: 'replaceDocument', document: build.document, history: 'reset' });
    this.sync({
      version: build.version,
      siteBuildId: build.siteBuildId,
      pendingCount: 0,
      status: 'saved',
      conflict: null,
      error: null,
    });
    this.effect({ type: 'persist' });
  }
}
