import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createEditorStore } from '../state/store';
import { templateDocument } from '../state/test-support';
import { createSyncEngine, LOCAL_WRITE_MS } from './engine';
import { LocalQueue, landKey } from './local-queue';
import { MemorySiteBuilds, MemoryStorage } from './memory-api.test-support';

const KEY = landKey('STORE', '1');

function setup(server = new MemorySiteBuilds(templateDocument()), storage = new MemoryStorage(), origin?: string) {
  const store = createEditorStore({
    land: { id: '1', name: 'Boutique', slug: 'boutique' },
    launchType: 'STORE',
    plan: 'FULL',
    document: structuredClone(server.document),
    version: server.version,
    siteBuildId: `b${server.version}`,
  });
  const queue = new LocalQueue(storage);
  const engine = createSyncEngine({
    store,
    api: server,
    queue,
    landKey: KEY,
    debounceMs: 1000,
    retryMs: [500, 2000],
    ...(origin ? { origin } : {}),
  });
  return { store, engine, server, queue, storage, s: () => store.getState() };
}

const title = (doc: { headers: { attrs: Record<string, unknown> }[] }) =>
  (doc.headers[0]!.attrs.title as { fr: string }).fr;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('sync engine', () => {
  it('keeps every edit in the local queue within LOCAL_WRITE_MS and autosaves after a quiet moment, marked autoSave', async () => {
    const { s, server, queue } = setup();
    s().dispatch({ type: 'block/setAttr', blockId: 'header', path: ['title', 'fr'], value: 'Bienvenue' });
    expect(s().sync.status).toBe('notSaved');
    // Written off the edit's own frame, soon after it.
    expect(queue.restore(KEY)).toBeNull();
    await vi.advanceTimersByTimeAsync(LOCAL_WRITE_MS);
    expect(title(queue.restore(KEY)!.document)).toBe('Bienvenue');
    await vi.advanceTimersByTimeAsync(999 - LOCAL_WRITE_MS);
    expect(server.commits).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.commits).toEqual([expect.objectContaining({ version: 2, autoSave: true })]);
    expect(s().sync).toMatchObject({ status: 'saved', version: 2, siteBuildId: 'b2', pendingCount: 0 });
    expect(queue.restore(KEY)).toBeNull();
  });

  it('saves explicitly (not autoSave), then publishes that build', async () => {
    const { s, engine, server } = setup();
    s().dispatch({ type: 'theme/set', theme: { dark: true } });
    expect(await engine.publish()).toBe(true);
    expect(server.commits).toEqual([expect.objectContaining({ version: 2, autoSave: false })]);
    expect(server.published).toBe('b2');
    expect(s().sync.status).toBe('published');
  });

  it('sends one commit at a time; an edit made during a commit follows in the next', async () => {
    const { s, server } = setup();
    server.latencyMs = 300;
    s().dispatch({ type: 'theme/set', theme: { dark: true } });
    await vi.advanceTimersByTimeAsync(1100);
    expect(s().sync.status).toBe('autoSaving');
    s().dispatch({ type: 'theme/set', theme: { color: 'black' } });
    await vi.advanceTimersByTimeAsync(300);
    expect(server.commits.map((commit) => commit.version)).toEqual([2]);
    expect(s().sync).toMatchObject({ status: 'notSaved', pendingCount: 1 });
    await vi.advanceTimersByTimeAsync(1300);
    expect(server.commits.map((commit) => commit.version)).toEqual([2, 3]);
    expect(server.document.theme).toMatchObject({ dark: true, color: 'black' });
    expect(s().sync.status).toBe('saved');
  });

  it('on a conflict replays my edits on the other editor’s version: both changes are kept', async () => {
    const { s, engine, server } = setup();
    server.commitAsOther((doc) => {
      doc.theme.color = 'black';
    });
    s().dispatch({ type: 'block/setAttr', blockId: 'header', path: ['title', 'fr'], value: 'Le mien' });
    await engine.save();
    await vi.advanceTimersByTimeAsync(0);
    expect(server.version).toBe(3);
    expect(server.document.theme.color).toBe('black');
    expect(title(server.document)).toBe('Le mien');
    expect(s().document).toEqual(server.document);
    expect(s().sync.conflict).toMatchObject({ theirVersion: 2, replayed: 1, failed: [] });
    expect(title(s().sync.conflict!.mine)).toBe('Le mien');
  });

  it('reports my edits that no longer apply, and keeps my whole version at hand', async () => {
    const { s, engine, server } = setup();
    server.commitAsOther((doc) => {
      doc.footers = [];
    });
    s().dispatch({ type: 'block/setAttr', blockId: 'footer', path: ['backgroundColorOpacity'], value: 50 });
    await engine.save();
    expect(s().sync.conflict!.failed).toEqual([expect.objectContaining({ type: 'block/setAttr', blockId: 'footer' })]);
    expect(s().sync.conflict!.mine.footers).toHaveLength(1);
  });

  it('keeps the queue while offline, says so, and sends it when the server is back', async () => {
    const { s, engine, server, queue } = setup();
    server.online = false;
    s().dispatch({ type: 'theme/set', theme: { dark: true } });
    await vi.advanceTimersByTimeAsync(1000);
    expect(s().sync.status).toBe('offline');
    s().dispatch({ type: 'theme/set', theme: { color: 'black' } });
    // The window closing writes at once what was not written yet.
    engine.flushLocal();
    expect(queue.restore(KEY)!.edits).toHaveLength(2);
    server.online = true;
    await vi.advanceTimersByTimeAsync(500);
    expect(s().sync.status).toBe('saved');
    expect(server.document.theme).toMatchObject({ dark: true, color: 'black' });
    expect(queue.restore(KEY)).toBeNull();
  });

  it('after a restart, resumes the queue a crashed session left, rebasing it if the site moved on', async () => {
    const storage = new MemoryStorage();
    const server = new MemorySiteBuilds(templateDocument());
    const first = setup(server, storage);
    server.online = false;
    first.s().dispatch({ type: 'block/setAttr', blockId: 'header', path: ['title', 'fr'], value: 'Avant la panne' });
    first.engine.dispose();
    // Meanwhile another editor commits; then the studio starts again with the server back.
    server.online = true;
    server.commitAsOther((doc) => {
      doc.theme.dark = true;
    });
    const second = setup(server, storage);
    const pending = second.queue.restore(KEY)!;
    expect(pending.baseVersion).toBe(1);
    await second.engine.resume(pending);
    expect(title(server.document)).toBe('Avant la panne');
    expect(server.document.theme.dark).toBe(true);
    expect(second.s().sync).toMatchObject({ status: 'saved', version: 3, conflict: { theirVersion: 2, replayed: 1 } });
    expect(second.queue.restore(KEY)).toBeNull();
  });

  it('takes another editor’s commit at once when nothing is pending, and ignores its own', async () => {
    const { s, engine, server } = setup();
    server.commitAsOther((doc) => {
      doc.theme.dark = true;
    });
    await engine.onRemoteChange({ version: 2 });
    expect(s().document.theme.dark).toBe(true);
    expect(s().sync.version).toBe(2);
    await engine.onRemoteChange({ version: 2 });
    expect(s().sync.version).toBe(2);
  });

  it('a refused commit keeps the edits and says why', async () => {
    const { s, engine, server, queue } = setup();
    server.refuse = 'SITEBUILD/INVALID_DOCUMENT';
    s().dispatch({ type: 'theme/set', theme: { dark: true } });
    await engine.save();
    expect(s().sync).toMatchObject({ status: 'error', error: 'SITEBUILD/INVALID_DOCUMENT', pendingCount: 1 });
    await vi.advanceTimersByTimeAsync(LOCAL_WRITE_MS);
    expect(queue.restore(KEY)).not.toBeNull();
  });

  it('waits longer after each failed attempt while offline, and tries at once when told the network is back', async () => {
    const { s, engine, server } = setup();
    server.online = false;
    s().dispatch({ type: 'theme/set', theme: { dark: true } });
    await vi.advanceTimersByTimeAsync(1000);
    await vi.advanceTimersByTimeAsync(500);
    await vi.advanceTimersByTimeAsync(2000);
    const at = server.attempts.map((attempt) => attempt.at);
    expect(at.slice(1).map((time, index) => time - at[index]!)).toEqual([500, 2000]);
    await vi.advanceTimersByTimeAsync(2000);
    expect(server.attempts).toHaveLength(4);
    server.online = true;
    await engine.retryNow();
    expect(server.attempts).toHaveLength(5);
    expect(s().sync.status).toBe('saved');
  });
});

describe('sync engine and undo', () => {
  const home = { kind: 'page', pageId: 'home' } as const;

  it('an edit undone before it was sent is taken back: nothing left to send', async () => {
    const { s, server, queue } = setup();
    s().dispatch({ type: 'block/add', id: 'x', blockType: 'Text', to: home, index: 0 });
    expect(s().sync.pendingCount).toBe(1);
    s().undo();
    expect(s().sync).toMatchObject({ status: 'saved', pendingCount: 0 });
    expect(queue.restore(KEY)).toBeNull();
    await vi.advanceTimersByTimeAsync(5000);
    expect(server.attempts).toHaveLength(0);
    // Redone, it is an edit to send again.
    s().redo();
    await vi.advanceTimersByTimeAsync(1000);
    expect(server.document.pages[0]!.blocks[0]!.id).toBe('x');
  });

  it('an undo of a saved edit is sent like any edit', async () => {
    const { s, engine, server } = setup();
    const start = structuredClone(server.document);
    s().dispatch({ type: 'block/add', id: 'x', blockType: 'Text', to: home, index: 0 });
    await engine.save();
    s().undo();
    await engine.save();
    expect(server.version).toBe(3);
    expect(server.document).toEqual(start);
  });

  it('on a conflict, my undo of a saved block never removes the block the other editor put in its place', async () => {
    const { s, engine, server } = setup();
    s().dispatch({ type: 'block/add', id: 'x', blockType: 'Text', to: home, index: 0 });
    await engine.save();
    server.commitAsOther((doc) => {
      doc.pages[0]!.blocks.unshift({ id: 'theirs', type: 'Text', attrs: {} });
    });
    s().undo();
    await engine.save();
    const blocks = server.document.pages[0]!.blocks.map((block) => block.id);
    expect(blocks.slice(0, 2)).toEqual(['theirs', 'x']);
    expect(s().document).toEqual(server.document);
    expect(s().sync.conflict).toMatchObject({ theirVersion: 3, replayed: 0, dropped: 1 });
    expect(s().sync.status).toBe('saved');
  });

  it('on a conflict, my undo of something they did not touch is replayed on their version', async () => {
    const { s, engine, server } = setup();
    s().dispatch({ type: 'block/add', id: 'x', blockType: 'Text', to: home, index: 0 });
    await engine.save();
    server.commitAsOther((doc) => {
      doc.theme.color = 'black';
    });
    s().undo();
    await engine.save();
    expect(server.document.pages[0]!.blocks.map((block) => block.id)).not.toContain('x');
    expect(server.document.theme.color).toBe('black');
    expect(s().sync.conflict).toMatchObject({ replayed: 1, dropped: 0 });
  });
});

describe('sync engine and other editors', () => {
  it('with edits of mine pending, another editor’s commit makes my next commit replay them on theirs first', async () => {
    const { s, engine, server } = setup();
    s().dispatch({ type: 'block/setAttr', blockId: 'header', path: ['title', 'fr'], value: 'Le mien' });
    server.commitAsOther((doc) => {
      doc.theme.dark = true;
    });
    await engine.onRemoteChange({ version: 2, kind: 'COMMITTED', authorId: 'other' });
    expect(s().document.theme.dark).toBe(false);
    await engine.save();
    expect(server.attempts).toEqual([expect.objectContaining({ baseVersion: 2 })]);
    expect(server.document.theme.dark).toBe(true);
    expect(title(server.document)).toBe('Le mien');
    expect(s().sync).toMatchObject({ status: 'saved', version: 3 });
  });

  it('ignores the events of this window’s own commits, takes those of the same member’s other windows', async () => {
    const { s, engine, server } = setup(undefined, undefined, 'window-1');
    server.commitAsOther((doc) => {
      doc.theme.dark = true;
    });
    await engine.onRemoteChange({ version: 2, kind: 'COMMITTED', authorId: 'me', origin: 'window-1' });
    expect(s().sync.version).toBe(1);
    await engine.onRemoteChange({ version: 2, kind: 'COMMITTED', authorId: 'me', origin: 'window-2' });
    expect(s().sync.version).toBe(2);
    expect(s().document.theme.dark).toBe(true);
  });

  it('taking another editor’s version keeps my history of what they did not touch', async () => {
    const { s, engine, server } = setup();
    s().dispatch({ type: 'theme/set', theme: { dark: true } });
    await engine.save();
    server.commitAsOther((doc) => {
      doc.pages[1]!.blocks = [];
    });
    await engine.onRemoteChange({ version: 3 });
    expect(s().document.pages[1]!.blocks).toEqual([]);
    expect(s().undo()).toBe(true);
    await engine.save();
    expect(server.document.theme.dark).toBe(false);
    expect(server.document.pages[1]!.blocks).toEqual([]);
  });

  it('adopting a whole build (a blueprint) replaces the document and drops what was pending', async () => {
    const { s, engine, server, queue } = setup();
    server.online = false;
    s().dispatch({ type: 'theme/set', theme: { dark: true } });
    await vi.advanceTimersByTimeAsync(1000);
    const blueprint = templateDocument();
    blueprint.theme.color = 'black';
    engine.adopt({ document: blueprint, version: 5, siteBuildId: 'b5' });
    expect(s().document).toEqual(blueprint);
    expect(s().sync).toMatchObject({ version: 5, siteBuildId: 'b5', status: 'saved', pendingCount: 0 });
    expect(queue.restore(KEY)).toBeNull();
    server.online = true;
    await vi.advanceTimersByTimeAsync(5000);
    expect(server.commits).toHaveLength(0);
    expect(engine.hasPending()).toBe(false);
  });
});
