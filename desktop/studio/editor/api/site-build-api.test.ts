/* eslint-disable @typescript-eslint/no-restricted-imports -- the studio's site-build API is tested against the real server (its test harness and factories). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createLand } from '../../../../server/modules/sitebuild/sitebuild.test-support';
import { createUser } from '../../../../server/test/factories';
import { startTestServer, type TestServer } from '../../../../server/test/harness';
import type { SiteDocument } from '../../../../shared/site/document';
import { SITE_LIMITS } from '../../../../shared/site/limits';
import type { LaunchType } from '../../../../shared/site/launch';
import type { SitePlan } from '../../../../shared/site/plans';
import { createStudioClient, StudioSession, type StudioConnection } from '../../kernel';
import { memoryTokenStore } from '../../platform/memory-tokens.test-support';
import { LandSiteBuilds, type SiteBuildChange } from './site-build-api';

/** A copy of the document with the home page's first title changed (an edit any plan may make). */
const retitled = (document: SiteDocument, fr: string): SiteDocument => {
  const copy = structuredClone(document);
  copy.theme.color = fr.length % 2 ? 'blue' : 'green';
  copy.pages[0]!.title.fr = fr;
  return copy;
};

const until = async (check: () => boolean, ms = 5000) => {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > ms) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe('the studio’s site-build API against the real server', () => {
  let server: TestServer;
  const connections: StudioConnection[] = [];
  beforeAll(async () => {
    server = await startTestServer('pglite');
  });
  afterAll(async () => {
    connections.forEach((connection) => connection.dispose());
    await server?.close();
  });

  /** An editor (can_edit_sitebuild, listed in the land) signed in through the gateway. */
  async function editor(baseUrl = server.url) {
    const user = await createUser(server.deps, { permissions: ['can_edit_sitebuild'] });
    const session = new StudioSession(memoryTokenStore(), server.url);
    await session.signIn(user.username!, user.password);
    const connection = createStudioClient(
      baseUrl === server.url ? session : new StudioSession(memoryTokenStore(), baseUrl),
      { webSocketImpl: WebSocket },
    );
    connections.push(connection);
    return { user, session, connection };
  }

  /** A land with a plan and two editors, each with the site-build API of the land. */
  async function land(launchType: LaunchType = 'STORE', plan: SitePlan = 'FULL') {
    const mine = await editor();
    const theirs = await editor();
    const ref = await createLand(server.deps, { launchType, plan, memberIds: [mine.user.id, theirs.user.id] });
    return {
      ref,
      mine: { ...mine, api: new LandSiteBuilds(mine.connection.client, launchType, ref.id) },
      theirs: { ...theirs, api: new LandSiteBuilds(theirs.connection.client, launchType, ref.id) },
    };
  }

  it('loads the working build (made from the template on the first look), the land and the plan', async () => {
    const { mine } = await land('STORE', 'BASIC');
    const loaded = await mine.api.load();
    expect(loaded.plan).toBe('BASIC');
    expect(loaded.land.name).toMatch(/^Boutique /);
    expect(loaded.build.version).toBe(1);
    expect(loaded.build.siteBuildId).toBeTruthy();
    expect(loaded.build.document.pages.length).toBeGreaterThan(0);
    expect(await mine.api.loadCurrent()).toEqual(loaded.build);

    const market = await land('MARKET', 'FULL');
    const opened = await market.mine.api.load();
    expect(opened.plan).toBe('FULL');
    expect(opened.land.name).toMatch(/^Marché /);
  });

  it('commits on the base version (autoSave marked in the history) and publishes', async () => {
    const { mine } = await land();
    const { build } = await mine.api.load();
    const committed = await mine.api.commit(retitled(build.document, 'Accueil revu'), build.version, true);
    expect(committed).toEqual({ ok: true, id: expect.any(String), version: build.version + 1 });
    const current = await mine.api.loadCurrent();
    expect(current.version).toBe(build.version + 1);
    expect(current.document.pages[0]!.title.fr).toBe('Accueil revu');

    const history = await mine.api.history(1);
    expect(history.pageCount).toBe(1);
    expect(history.entries[0]).toMatchObject({ version: build.version + 1, autoSave: true, publishedAt: null });
    expect((await mine.api.buildDocument(history.entries[1]!.id)).pages[0]!.title.fr).toBe(
      build.document.pages[0]!.title.fr,
    );

    if (!committed.ok) throw new Error('not committed');
    expect(await mine.api.publish(committed.id)).toEqual({ ok: true });
    expect((await mine.api.load()).publishedAt).not.toBeNull();
  });

  it('maps a stale base version to a conflict naming the current version, and writes nothing', async () => {
    const { mine, theirs } = await land();
    const { build } = await mine.api.load();
    expect((await theirs.api.commit(retitled(build.document, 'Leur titre'), build.version, false)).ok).toBe(true);
    const outcome = await mine.api.commit(retitled(build.document, 'Mon titre'), build.version, true);
    expect(outcome).toEqual({ ok: false, conflict: { currentVersion: build.version + 1 } });
    const current = await mine.api.loadCurrent();
    expect(current.version).toBe(build.version + 1);
    expect(current.document.pages[0]!.title.fr).toBe('Leur titre');
  });

  it('refuses a build over the size limit as SITEBUILD/TOO_LARGE (never a network failure to retry), and saves the largest that fits', async () => {
    const { mine } = await land();
    const { build } = await mine.api.load();
    /** The build with Content blocks of long texts (each text within its own limit) up to about `bytes`. */
    const grown = (bytes: number): SiteDocument => {
      const document = structuredClone(build.document);
      const text = 'م'.repeat(2400); // 4,800 bytes in UTF-8, under the 5,000 characters of a text
      const content = (index: number) => ({
        id: `big${index}`,
        type: 'Content' as const,
        attrs: { title: { fr: text, ar: text, en: text }, subtitle: { fr: text, ar: text, en: text } },
      });
      const size = () => new TextEncoder().encode(JSON.stringify(document)).length;
      const page = document.pages[0]!;
      while (size() < bytes) page.blocks.push(content(page.blocks.length));
      while (size() > bytes) page.blocks.pop();
      return document;
    };
    const over = grown(SITE_LIMITS.maxDocumentBytes + 40_000);
    expect(await mine.api.commit(over, build.version, true)).toEqual({
      ok: false,
      error: 'refused',
      message: 'SITEBUILD/TOO_LARGE',
    });
    // The largest build the limit allows fits the HTTP body limit too: the two limits agree.
    const fits = grown(SITE_LIMITS.maxDocumentBytes - 100);
    expect(await mine.api.commit(fits, build.version, true)).toMatchObject({ ok: true });
  });

  it('tells a refusal (the plan) from a network failure', async () => {
    const { mine } = await land('STORE', 'BASIC');
    const { build } = await mine.api.load();
    const withPage = structuredClone(build.document);
    withPage.pages.push({
      ...structuredClone(withPage.pages[0]!),
      id: 'extra',
      slug: 'extra',
      type: 'page',
      title: { fr: 'Extra', ar: 'إضافي', en: 'Extra' },
      blocks: [],
    });
    expect(await mine.api.commit(withPage, build.version, false)).toEqual({
      ok: false,
      error: 'refused',
      message: 'SITEBUILD/PLAN_FORBIDS',
    });

    // Nothing listens on port 9 of this machine.
    const offline = await editor('http://127.0.0.1:9');
    const api = new LandSiteBuilds(offline.connection.client, 'STORE', '1');
    expect(await api.commit(build.document, build.version, true)).toEqual({ ok: false, error: 'network' });
    expect(await api.publish(build.siteBuildId!)).toEqual({ ok: false, error: 'network', message: 'network' });
    await expect(api.loadCurrent()).rejects.toThrow('network');
  });

  /** Opens the connection's socket (the change notices) and waits until it is connected. */
  async function socketUp(connection: StudioConnection, api: LandSiteBuilds) {
    let up = false;
    const off = connection.ws.on('connected', () => (up = true));
    const stop = api.subscribeChanges(() => undefined);
    await until(() => up);
    off();
    return stop;
  }

  it('saves over the socket once it is connected, not over HTTP', async () => {
    const { mine } = await land();
    const { build } = await mine.api.load();
    const stop = await socketUp(mine.connection, mine.api);
    const posts: string[] = [];
    const httpFetch = globalThis.fetch;
    globalThis.fetch = (input, init) => {
      posts.push(String(input instanceof Request ? input.url : input));
      return httpFetch(input, init);
    };
    try {
      const outcome = await mine.api.commit(retitled(build.document, 'Par la socket'), build.version, true);
      expect(outcome).toEqual({ ok: true, id: expect.any(String), version: build.version + 1 });
      // A stale base over the socket is the same conflict as over HTTP.
      expect(await mine.api.commit(build.document, build.version, true)).toEqual({
        ok: false,
        conflict: { currentVersion: build.version + 1 },
      });
      expect(posts).toEqual([]);
    } finally {
      globalThis.fetch = httpFetch;
      stop();
    }
    expect((await mine.api.loadCurrent()).document.pages[0]!.title.fr).toBe('Par la socket');
  });

  it('a save whose socket closes before the answer is a network failure, to be retried', async () => {
    const { mine } = await land();
    const { build } = await mine.api.load();
    const stop = await socketUp(mine.connection, mine.api);
    const { ws } = mine.connection;
    const subscribe = ws.subscribe.bind(ws);
    // The socket drops right after the save went on it.
    ws.subscribe = (payload, sink) => {
      const cancel = subscribe(payload, sink);
      if (payload.query.includes('siteBuildCommit')) ws.terminate();
      return cancel;
    };
    try {
      expect(await mine.api.commit(retitled(build.document, 'Perdu'), build.version, true)).toEqual({
        ok: false,
        error: 'network',
      });
    } finally {
      ws.subscribe = subscribe;
      stop();
    }
  });

  it('saves, lists, selects and deletes blueprints', async () => {
    const { mine } = await land();
    const { build } = await mine.api.load();
    await mine.api.saveBlueprint(retitled(build.document, 'Modèle'));
    const saved = await mine.api.blueprints(1);
    expect(saved.entries).toHaveLength(1);
    const selected = await mine.api.selectBlueprint(saved.entries[0]!.id);
    expect(selected.version).toBe(build.version + 1);
    expect(selected.document.pages[0]!.title.fr).toBe('Modèle');
    await mine.api.deleteBlueprint(saved.entries[0]!.id);
    expect((await mine.api.blueprints(1)).entries).toEqual([]);
  });

  it('hears another editor’s commit and publication over graphql-ws', async () => {
    const { mine, theirs } = await land();
    const { build } = await mine.api.load();
    const events: SiteBuildChange[] = [];
    const stop = mine.api.subscribeChanges((event) => events.push(event));
    try {
      // The subscription starts asynchronously: commit until the first notice proves it listens.
      let version = build.version;
      for (let attempt = 0; attempt < 50 && events.length === 0; attempt += 1) {
        const outcome = await theirs.api.commit(retitled(build.document, `Essai ${attempt}`), version, true);
        if (outcome.ok) version = outcome.version;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await until(() => events.some((event) => event.version === version));
      events.length = 0;
      const outcome = await theirs.api.commit(retitled(build.document, 'Dernier'), version, false);
      if (!outcome.ok) throw new Error('not committed');
      await theirs.api.publish(outcome.id);
      await until(() => events.length >= 2);
      expect(events).toEqual([
        // Each names the window that made it (theirs), so mine takes it and theirs knows its own.
        {
          kind: 'COMMITTED',
          version: version + 1,
          siteBuildId: outcome.id,
          authorId: theirs.user.id,
          origin: theirs.api.origin,
        },
        {
          kind: 'PUBLISHED',
          version: version + 1,
          siteBuildId: outcome.id,
          authorId: theirs.user.id,
          origin: theirs.api.origin,
        },
      ]);
      expect(theirs.api.origin).not.toBe(mine.api.origin);
    } finally {
      stop();
    }
  });
});
