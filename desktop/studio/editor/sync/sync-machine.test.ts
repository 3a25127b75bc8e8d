import { describe, expect, it } from 'vitest';
import type { DocumentEdit } from '../state/store';
import { templateDocument } from '../state/test-support';
import type { ActionContext, EditorAction } from '../state/types';
import {
  initialSyncMachine,
  syncReducer,
  type PendingEdit,
  type SyncEffect,
  type SyncEvent,
  type SyncMachine,
} from './sync-machine';

const ACTION_CONTEXT: ActionContext = { launchType: 'STORE', plan: 'FULL' };
const dark: EditorAction = { type: 'theme/set', theme: { dark: true } };
const black: EditorAction = { type: 'theme/set', theme: { color: 'black' } };
const onFooter: EditorAction = {
  type: 'block/setAttr',
  blockId: 'footer',
  path: ['backgroundColorOpacity'],
  value: 50,
};
const edit = (action: EditorAction): DocumentEdit => ({ kind: 'action', action });

/** A machine at version 1 (debounce 1000 ms, retries 500 then 2000 ms), with what a test sets. */
function machine(patch: Partial<SyncMachine> = {}): SyncMachine {
  return { ...initialSyncMachine({ version: 1, siteBuildId: 'b1', debounceMs: 1000, retryMs: [500, 2000] }), ...patch };
}

/** Edits pending with seq 1, 2… */
const pending = (...actions: EditorAction[]): PendingEdit[] =>
  actions.map((action, index) => ({ seq: index + 1, edit: edit(action) }));

const step = (from: SyncMachine, event: SyncEvent) => syncReducer(from, event);
const types = (effects: SyncEffect[]) => effects.map((effect) => effect.type);
const syncPatch = (effects: SyncEffect[]) =>
  Object.assign({}, ...effects.flatMap((effect) => (effect.type === 'setSync' ? [effect.patch] : []))) as Record<
    string,
    unknown
  >;

const committed = (epoch = 0) =>
  ({ type: 'commitAnswered', epoch, outcome: { ok: true, id: 'b2', version: 2 }, at: 42 }) as const;
const conflicted = {
  type: 'commitAnswered',
  epoch: 0,
  outcome: { ok: false, conflict: { currentVersion: 2 } },
  at: 1,
} as const;
const unreachable = { type: 'commitAnswered', epoch: 0, outcome: { ok: false, error: 'network' }, at: 1 } as const;

/** Another editor's version 2 of the template (its footers removed), as loaded for a rebase or take. */
function theirs(purpose: 'rebase' | 'take', change: (doc: ReturnType<typeof templateDocument>) => void = () => {}) {
  const document = templateDocument();
  change(document);
  return {
    type: 'theirsLoaded',
    purpose,
    theirs: { document, version: 2, siteBuildId: 'b2' },
    mine: templateDocument(),
    actionContext: ACTION_CONTEXT,
  } as const;
}

describe('sync machine: idle', () => {
  it('an edit waits for a quiet moment: debouncing, not saved, written to the local queue soon', () => {
    const { machine: next, effects } = step(machine(), { type: 'edited', edit: edit(dark) });
    expect(next).toMatchObject({ state: 'debouncing', status: 'notSaved', autoSave: true });
    expect(next.pending).toEqual([{ seq: 1, edit: edit(dark) }]);
    expect(effects).toEqual([
      { type: 'persistSoon' },
      { type: 'setSync', patch: { pendingCount: 1, status: 'notSaved' } },
      { type: 'schedule', delay: 1000 },
    ]);
  });

  it('a commit asked for with nothing pending does nothing but stop the timer', () => {
    const { machine: next, effects } = step(machine(), { type: 'commitRequested', autoSave: false });
    expect(next.state).toBe('idle');
    expect(effects).toEqual([{ type: 'cancelTimer' }]);
  });

  it('another editor’s newer version with nothing pending is read, to be taken', () => {
    const { machine: next, effects } = step(machine({ staleBase: true }), { type: 'remoteChanged', version: 2 });
    expect(next).toMatchObject({ state: 'idle', staleBase: false });
    expect(effects).toEqual([{ type: 'loadTheirs', purpose: 'take' }]);
  });

  it('ignores this window’s own commits and versions it already has', () => {
    const mine = machine({ origin: 'window-1' });
    expect(step(mine, { type: 'remoteChanged', version: 2, origin: 'window-1' }).machine).toBe(mine);
    expect(step(mine, { type: 'remoteChanged', version: 1, origin: 'window-2' }).machine).toBe(mine);
    expect(step(mine, { type: 'remoteChanged', version: 2, origin: 'window-2' }).machine).not.toBe(mine);
  });

  it('their version read with nothing pending becomes the document, history kept', () => {
    const loaded = theirs('take', (doc) => (doc.theme.dark = true));
    const { machine: next, effects } = step(machine(), loaded);
    expect(next).toMatchObject({ state: 'idle', version: 2, siteBuildId: 'b2', status: 'saved' });
    expect(effects).toEqual([
      { type: 'replaceDocument', document: loaded.theirs.document, history: 'rebase' },
      { type: 'setSync', patch: { version: 2, siteBuildId: 'b2', status: 'saved' } },
    ]);
  });

  it('their version read while edits of mine became pending marks the base stale instead', () => {
    const { machine: next, effects } = step(machine({ state: 'debouncing', pending: pending(dark) }), theirs('take'));
    expect(next).toMatchObject({ state: 'debouncing', staleBase: true, version: 1 });
    expect(effects).toEqual([]);
  });

  it('a resumed queue replaces the document and is sent at once, automatically', () => {
    const document = templateDocument();
    const { machine: next, effects } = step(machine(), {
      type: 'resumed',
      document,
      baseVersion: 1,
      edits: [edit(dark), edit(black)],
    });
    expect(next).toMatchObject({ state: 'committing', status: 'autoSaving', inFlightSeq: 2, seq: 2 });
    expect(types(effects)).toEqual(['replaceDocument', 'setSync', 'persist', 'cancelTimer', 'setSync', 'sendCommit']);
    expect(effects.at(-1)).toEqual({ type: 'sendCommit', baseVersion: 1, autoSave: true, epoch: 0 });
  });

  it('publishing says so, then published; unreachable goes offline, refused goes to error', () => {
    const started = step(machine(), { type: 'publishStarted' }).machine;
    expect(started).toMatchObject({ state: 'idle', status: 'publishing' });
    const ok = step(started, { type: 'publishFinished', ok: true, network: false, message: null });
    expect(ok.machine).toMatchObject({ state: 'idle', status: 'published' });
    const away = step(started, { type: 'publishFinished', ok: false, network: true, message: null });
    expect(away.machine).toMatchObject({ state: 'offline', status: 'offline' });
    const refused = step(started, { type: 'publishFinished', ok: false, network: false, message: 'FORBIDDEN' });
    expect(refused.machine).toMatchObject({ state: 'error', status: 'error' });
    expect(syncPatch(refused.effects)).toEqual({ status: 'error', error: 'FORBIDDEN' });
  });

  it('disposed, it stops its timer and takes no more edits or commits', () => {
    const { machine: gone, effects } = step(machine({ state: 'debouncing', pending: pending(dark) }), {
      type: 'disposed',
    });
    expect(gone).toMatchObject({ state: 'idle', disposed: true });
    expect(effects).toEqual([{ type: 'cancelTimer' }]);
    expect(step(gone, { type: 'edited', edit: edit(black) }).effects).toEqual([]);
    expect(step(gone, { type: 'commitRequested', autoSave: false }).effects).toEqual([]);
  });
});

describe('sync machine: debouncing', () => {
  const waiting = () => machine({ state: 'debouncing', status: 'notSaved', pending: pending(dark), seq: 1 });

  it('another edit starts the quiet moment again', () => {
    const { machine: next, effects } = step(waiting(), { type: 'edited', edit: edit(black) });
    expect(next).toMatchObject({ state: 'debouncing', seq: 2 });
    expect(next.pending).toHaveLength(2);
    expect(effects).toContainEqual({ type: 'schedule', delay: 1000 });
  });

  it('the quiet moment over, an automatic commit is sent on the base version', () => {
    const { machine: next, effects } = step(waiting(), { type: 'timerFired' });
    expect(next).toMatchObject({ state: 'committing', status: 'autoSaving', inFlightSeq: 1 });
    expect(effects).toEqual([
      { type: 'cancelTimer' },
      { type: 'setSync', patch: { status: 'autoSaving', error: null } },
      { type: 'sendCommit', baseVersion: 1, autoSave: true, epoch: 0 },
    ]);
  });

  it('an explicit save commits at once, not marked autoSave', () => {
    const { machine: next, effects } = step(waiting(), { type: 'commitRequested', autoSave: false });
    expect(next).toMatchObject({ state: 'committing', status: 'saving', autoSave: false });
    expect(effects.at(-1)).toEqual({ type: 'sendCommit', baseVersion: 1, autoSave: false, epoch: 0 });
  });

  it('with a stale base, the commit first reads their version (rebasing)', () => {
    const { machine: next, effects } = step(machine({ ...waiting(), staleBase: true }), { type: 'timerFired' });
    expect(next).toMatchObject({ state: 'rebasing', rebaseThen: 'commit' });
    expect(effects.at(-1)).toEqual({ type: 'loadTheirs', purpose: 'rebase' });
  });

  it('another editor’s commit while mine are pending marks the base stale (no refused commit first)', () => {
    const { machine: next, effects } = step(waiting(), { type: 'remoteChanged', version: 2, origin: 'window-2' });
    expect(next).toMatchObject({ state: 'debouncing', staleBase: true });
    expect(effects).toEqual([]);
  });

  it('an undo of every pending edit takes them back: nothing to send, saved', () => {
    const undo: DocumentEdit = {
      kind: 'patches',
      direction: 'undo',
      historyId: 7,
      actions: [dark],
      patches: [],
      expect: [],
    };
    const { machine: next, effects } = step(waiting(), { type: 'edited', edit: undo });
    expect(next).toMatchObject({ state: 'idle', status: 'saved', pending: [], takenBack: [7] });
    expect(effects).toEqual([
      { type: 'persistSoon' },
      { type: 'cancelTimer' },
      { type: 'setSync', patch: { pendingCount: 0, status: 'saved' } },
    ]);
  });

  it('taken back with a stale base, their version is read to be taken', () => {
    const from = machine({ ...waiting(), staleBase: true });
    const action = (from.pending[0]!.edit as { action: EditorAction }).action;
    const undo: DocumentEdit = {
      kind: 'patches',
      direction: 'undo',
      historyId: 7,
      actions: [action],
      patches: [],
      expect: [],
    };
    const { machine: next, effects } = step(from, { type: 'edited', edit: undo });
    expect(next).toMatchObject({ state: 'idle', staleBase: false });
    expect(effects.at(-1)).toEqual({ type: 'loadTheirs', purpose: 'take' });
  });

  it('the redo of a step taken back queues its actions again', () => {
    const from = machine({ takenBack: [7], seq: 3 });
    const redo: DocumentEdit = {
      kind: 'patches',
      direction: 'redo',
      historyId: 7,
      actions: [dark, black],
      patches: [],
      expect: [],
    };
    const { machine: next } = step(from, { type: 'edited', edit: redo });
    expect(next).toMatchObject({ state: 'debouncing', takenBack: [], seq: 5 });
    expect(next.pending).toEqual([
      { seq: 4, edit: edit(dark) },
      { seq: 5, edit: edit(black) },
    ]);
  });

  it('adopting a whole build drops what was pending and starts a new epoch', () => {
    const build = { document: templateDocument(), version: 5, siteBuildId: 'b5' };
    const { machine: next, effects } = step(waiting(), { type: 'adopted', build });
    expect(next).toMatchObject({ state: 'idle', status: 'saved', version: 5, epoch: 1, pending: [] });
    expect(types(effects)).toEqual(['cancelTimer', 'replaceDocument', 'setSync', 'persist']);
    expect(syncPatch(effects)).toMatchObject({ conflict: null, error: null, pendingCount: 0 });
  });
});

describe('sync machine: committing', () => {
  const sending = (patch: Partial<SyncMachine> = {}) =>
    machine({ state: 'committing', status: 'autoSaving', pending: pending(dark), seq: 1, inFlightSeq: 1, ...patch });

  it('an edit meanwhile only counts as pending: it goes in the next commit', () => {
    const { machine: next, effects } = step(sending(), { type: 'edited', edit: edit(black) });
    expect(next).toMatchObject({ state: 'committing', status: 'autoSaving' });
    expect(effects).toEqual([{ type: 'persistSoon' }, { type: 'setSync', patch: { pendingCount: 2 } }]);
  });

  it('an undo of the edit on its way is not taken back: it is an edit to send', () => {
    const undo: DocumentEdit = {
      kind: 'patches',
      direction: 'undo',
      historyId: 7,
      actions: [dark],
      patches: [],
      expect: [],
    };
    const { machine: next } = step(sending(), { type: 'edited', edit: undo });
    expect(next.pending).toHaveLength(2);
    expect(next.takenBack).toEqual([]);
  });

  it('a commit asked for meanwhile waits for this one (an explicit one stays explicit)', () => {
    const { machine: next, effects } = step(sending(), { type: 'commitRequested', autoSave: false });
    expect(next).toMatchObject({ state: 'committing', again: false });
    expect(effects).toEqual([]);
  });

  it('accepted with nothing more: saved, the local queue cleared', () => {
    const { machine: next, effects } = step(sending(), committed());
    expect(next).toMatchObject({
      state: 'idle',
      status: 'saved',
      version: 2,
      siteBuildId: 'b2',
      pending: [],
      attempts: 0,
    });
    expect(effects).toEqual([
      {
        type: 'setSync',
        patch: { version: 2, siteBuildId: 'b2', pendingCount: 0, lastSavedAt: 42, status: 'saved' },
      },
      { type: 'persist' },
    ]);
  });

  it('accepted with edits made meanwhile: those wait for the next quiet moment', () => {
    const { machine: next, effects } = step(sending({ pending: pending(dark, black), seq: 2 }), committed());
    expect(next).toMatchObject({ state: 'debouncing', status: 'notSaved', pending: [{ seq: 2, edit: edit(black) }] });
    expect(effects.at(-1)).toEqual({ type: 'schedule', delay: 1000 });
  });

  it('accepted with a commit asked for meanwhile: that one is sent at once', () => {
    const { machine: next, effects } = step(
      sending({ pending: pending(dark, black), seq: 2, again: false }),
      committed(),
    );
    expect(next).toMatchObject({ state: 'committing', status: 'saving', again: null, inFlightSeq: 2 });
    expect(effects.at(-1)).toEqual({ type: 'sendCommit', baseVersion: 2, autoSave: false, epoch: 0 });
  });

  it('a conflict reads their version to replay mine on it (rebasing)', () => {
    const { machine: next, effects } = step(sending(), conflicted);
    expect(next).toMatchObject({ state: 'rebasing', rebaseThen: 'again', inFlightSeq: -1 });
    expect(effects).toEqual([{ type: 'loadTheirs', purpose: 'rebase' }]);
  });

  it('an unreachable server: offline, a retry after the first wait', () => {
    const { machine: next, effects } = step(sending(), unreachable);
    expect(next).toMatchObject({ state: 'offline', status: 'offline', attempts: 1, pending: pending(dark) });
    expect(effects).toEqual([
      { type: 'setSync', patch: { status: 'offline' } },
      { type: 'schedule', delay: 500 },
    ]);
  });

  it('refused: error, the edits kept, the reason told', () => {
    const refused = {
      type: 'commitAnswered',
      epoch: 0,
      outcome: { ok: false, error: 'refused', message: 'SITEBUILD/INVALID_DOCUMENT' },
      at: 1,
    } as const;
    const { machine: next, effects } = step(sending(), refused);
    expect(next).toMatchObject({ state: 'error', status: 'error', pending: pending(dark) });
    expect(effects).toEqual([{ type: 'setSync', patch: { status: 'error', error: 'SITEBUILD/INVALID_DOCUMENT' } }]);
  });

  it('the answer to a commit of a build adopted since is ignored', () => {
    const from = sending({ epoch: 1, pending: [], status: 'saved' });
    const { machine: next, effects } = step(from, committed(0));
    expect(next).toMatchObject({ state: 'idle', status: 'saved', version: 1 });
    expect(effects).toEqual([]);
  });

  it('adopting a build while a commit is on its way waits for its answer', () => {
    const build = { document: templateDocument(), version: 5, siteBuildId: 'b5' };
    expect(step(sending(), { type: 'adopted', build }).machine).toMatchObject({ state: 'committing', epoch: 1 });
  });

  it('their version read (a take) during a commit marks the base stale', () => {
    expect(step(sending(), theirs('take')).machine).toMatchObject({ state: 'committing', staleBase: true, version: 1 });
  });
});

describe('sync machine: rebasing', () => {
  const title = (doc: { headers: { attrs: Record<string, unknown> }[] }) =>
    (doc.headers[0]!.attrs.title as { fr: string }).fr;
  const mineTitle: EditorAction = { type: 'block/setAttr', blockId: 'header', path: ['title', 'fr'], value: 'Le mien' };

  it('before a commit: mine replayed on their version, then committed on it', () => {
    const from = machine({
      state: 'rebasing',
      rebaseThen: 'commit',
      status: 'autoSaving',
      staleBase: true,
      pending: pending(mineTitle),
      seq: 1,
    });
    const { machine: next, effects } = step(
      from,
      theirs('rebase', (doc) => (doc.theme.dark = true)),
    );
    expect(next).toMatchObject({
      state: 'committing',
      staleBase: false,
      version: 2,
      status: 'conflict',
      inFlightSeq: 1,
    });
    const replaced = effects.find((effect) => effect.type === 'replaceDocument');
    expect(replaced).toMatchObject({ history: 'rebase' });
    const document = (replaced as { document: ReturnType<typeof templateDocument> }).document;
    expect(document.theme.dark).toBe(true);
    expect(title(document)).toBe('Le mien');
    expect(syncPatch(effects).conflict).toMatchObject({ theirVersion: 2, replayed: 1, failed: [], dropped: 0 });
    expect(types(effects)).toEqual(['replaceDocument', 'setSync', 'persist', 'sendCommit']);
    expect(effects.at(-1)).toEqual({ type: 'sendCommit', baseVersion: 2, autoSave: true, epoch: 0 });
  });

  it('before a commit, nothing of mine still applying: their version is saved, nothing sent', () => {
    const from = machine({
      state: 'rebasing',
      rebaseThen: 'commit',
      status: 'saving',
      pending: pending(onFooter),
      seq: 1,
    });
    const { machine: next, effects } = step(
      from,
      theirs('rebase', (doc) => (doc.footers = [])),
    );
    expect(next).toMatchObject({ state: 'idle', status: 'saved', pending: [], version: 2 });
    expect(syncPatch(effects).conflict).toMatchObject({ replayed: 0, failed: [onFooter] });
    expect(types(effects)).not.toContain('sendCommit');
  });

  it('after a conflict: mine replayed, then a new commit with the same autoSave', () => {
    const from = machine({
      state: 'rebasing',
      rebaseThen: 'again',
      status: 'saving',
      autoSave: false,
      pending: pending(mineTitle),
      seq: 1,
    });
    const { machine: next, effects } = step(from, theirs('rebase'));
    expect(next).toMatchObject({ state: 'committing', status: 'saving', version: 2, again: null });
    expect(effects.at(-1)).toEqual({ type: 'sendCommit', baseVersion: 2, autoSave: false, epoch: 0 });
  });

  it('their version no newer than mine: nothing replaced, the commit goes on', () => {
    const from = machine({
      state: 'rebasing',
      rebaseThen: 'commit',
      status: 'autoSaving',
      version: 2,
      pending: pending(dark),
      seq: 1,
    });
    const { machine: next, effects } = step(from, theirs('rebase'));
    expect(next).toMatchObject({ state: 'committing', version: 2 });
    expect(effects).toEqual([{ type: 'sendCommit', baseVersion: 2, autoSave: true, epoch: 0 }]);
  });

  it('their version unreadable: offline, retried later', () => {
    const from = machine({
      state: 'rebasing',
      rebaseThen: 'again',
      status: 'autoSaving',
      pending: pending(dark),
      seq: 1,
    });
    const { machine: next, effects } = step(from, { type: 'loadFailed', purpose: 'rebase' });
    expect(next).toMatchObject({ state: 'offline', status: 'offline', attempts: 1 });
    expect(effects).toEqual([
      { type: 'setSync', patch: { status: 'offline' } },
      { type: 'schedule', delay: 500 },
    ]);
  });

  it('a take that failed changes nothing', () => {
    const from = machine();
    expect(step(from, { type: 'loadFailed', purpose: 'take' }).machine).toBe(from);
  });
});

describe('sync machine: offline', () => {
  const away = (patch: Partial<SyncMachine> = {}) =>
    machine({ state: 'offline', status: 'offline', pending: pending(dark), seq: 1, attempts: 1, ...patch });

  it('edits meanwhile wait with the others (no quiet moment: the retry sends them)', () => {
    const { machine: next, effects } = step(away(), { type: 'edited', edit: edit(black) });
    expect(next).toMatchObject({ state: 'offline', status: 'offline' });
    expect(effects).toEqual([{ type: 'persistSoon' }, { type: 'setSync', patch: { pendingCount: 2 } }]);
  });

  it('the retry timer sends the commit again', () => {
    const { machine: next, effects } = step(away(), { type: 'timerFired' });
    expect(next).toMatchObject({ state: 'committing', status: 'autoSaving' });
    expect(effects.at(-1)).toMatchObject({ type: 'sendCommit' });
  });

  it('each failure waits longer, the last wait repeating', () => {
    const second = step(away({ state: 'committing', status: 'autoSaving', inFlightSeq: 1 }), unreachable);
    expect(second.machine.attempts).toBe(2);
    expect(second.effects).toContainEqual({ type: 'schedule', delay: 2000 });
    const third = step({ ...second.machine, state: 'committing', inFlightSeq: 1 }, unreachable);
    expect(third.effects).toContainEqual({ type: 'schedule', delay: 2000 });
  });

  it('told the network is back, it tries at once, the waits starting over', () => {
    const { machine: next, effects } = step(away({ attempts: 3 }), { type: 'retryRequested' });
    expect(next).toMatchObject({ state: 'committing', attempts: 0 });
    expect(effects.at(-1)).toMatchObject({ type: 'sendCommit', autoSave: true });
  });

  it('told the network is back while not offline, it does nothing', () => {
    const idle = machine();
    expect(step(idle, { type: 'retryRequested' }).machine).toBe(idle);
  });

  it('every pending edit undone: back to saved, the retry cancelled', () => {
    const from = away();
    const undo: DocumentEdit = {
      kind: 'patches',
      direction: 'undo',
      historyId: 3,
      actions: [dark],
      patches: [],
      expect: [],
    };
    from.pending = [{ seq: 1, edit: { kind: 'action', action: dark } }];
    const { machine: next, effects } = step(from, { type: 'edited', edit: undo });
    expect(next).toMatchObject({ state: 'idle', status: 'saved' });
    expect(effects).toContainEqual({ type: 'cancelTimer' });
  });
});

describe('sync machine: error', () => {
  const refused = () => machine({ state: 'error', status: 'error', pending: pending(dark), seq: 1 });

  it('a new edit tries again after a quiet moment', () => {
    const { machine: next, effects } = step(refused(), { type: 'edited', edit: edit(black) });
    expect(next).toMatchObject({ state: 'debouncing', status: 'notSaved' });
    expect(effects).toContainEqual({ type: 'schedule', delay: 1000 });
  });

  it('an explicit save tries again at once', () => {
    const { machine: next } = step(refused(), { type: 'commitRequested', autoSave: false });
    expect(next).toMatchObject({ state: 'committing', status: 'saving' });
  });
});
