import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as accessToken from '../../modules/auth/access-token';
import { verifyAccessToken } from '../../modules/auth/access-token';
import { ACCESS_COOKIE } from '../../modules/auth/session-cookies';
import { createAnnouncement } from '../../modules/announcements/announcements.test-support';
import { userWithToken } from '../../modules/reactions/reactions.test-support';
import { documentOf, landVars, landWithEditor, OPS } from '../../modules/sitebuild/sitebuild.test-support';
import type * as viewers from '../../modules/users/viewer';
import { loadViewer } from '../../modules/users/viewer';
import { testEngines } from '../../test/engines';
import { startTestServer, type TestServer } from '../../test/harness';
import { CLIENT_ENTRY, SITE_STYLESHEET_ENTRY } from './manifest';

// Counted, not changed: every caller (the GraphQL context, the session hook) gets the real ones.
vi.mock('../../modules/users/viewer', async (importOriginal) => {
  const actual = await importOriginal<typeof viewers>();
  return { ...actual, loadViewer: vi.fn(actual.loadViewer) };
});
vi.mock('../../modules/auth/access-token', async (importOriginal) => {
  const actual = await importOriginal<typeof accessToken>();
  return { ...actual, verifyAccessToken: vi.fn(actual.verifyAccessToken) };
});

const MANIFEST = {
  [CLIENT_ENTRY]: { file: 'assets/entry-test.js', isEntry: true },
  [SITE_STYLESHEET_ENTRY]: { file: 'assets/sites-test.css', isEntry: true },
};

/**
 * A server-rendered page runs several GraphQL documents in-process (the top bar's `Me`, the
 * page's own queries); they share one request context, so a page verifies the caller's token
 * and loads the viewer once, however many operations it has.
 */
describe.each(testEngines)('one request context per rendered page (%s)', (engine) => {
  let server: TestServer;
  let webDir: string;
  let member: { id: string; token: string };
  let storeHome: string;
  let marketHome: string;

  beforeAll(async () => {
    webDir = await mkdtemp(path.join(tmpdir(), 'souk-page-context-test-'));
    await mkdir(path.join(webDir, '.vite'));
    await writeFile(path.join(webDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    server = await startTestServer(engine, { env: { WEB_DIR: webDir } });
    member = await userWithToken(server);
    await createAnnouncement(server.deps, { userId: member.id, title: 'Vélo de route' });

    const publish = async (launchType: 'STORE' | 'MARKET') => {
      const { land, editor } = await landWithEditor(server, { launchType });
      const access = await server.gql<any>(OPS.access, landVars(land), { token: editor.token });
      const committed = await server.gql<any>(
        OPS.commit,
        { ...landVars(land), build: documentOf(launchType), base: access.data.siteBuildAccess.version },
        { token: editor.token },
      );
      expect(committed.errors).toBeUndefined();
      const published = await server.gql(
        OPS.publish,
        { ...landVars(land), build: committed.data.siteBuildCommit },
        { token: editor.token },
      );
      expect(published.errors).toBeUndefined();
      const table = launchType === 'STORE' ? 'stores' : 'markets';
      const { slug } = await server.deps.db
        .selectFrom(table)
        .select('slug')
        .where('id', '=', land.id)
        .executeTakeFirstOrThrow();
      return `/${launchType === 'STORE' ? 'store' : 'landing'}/${land.id}/${slug}/`;
    };
    storeHome = await publish('STORE');
    marketHome = await publish('MARKET');
  });
  afterAll(async () => {
    await server?.close();
    await rm(webDir, { recursive: true, force: true });
  });
  beforeEach(() => {
    vi.mocked(loadViewer).mockClear();
    vi.mocked(verifyAccessToken).mockClear();
  });

  /** Fetches a page and counts the viewer loads and token verifications it cost. */
  async function countsFor(address: string, headers: Record<string, string>) {
    vi.mocked(loadViewer).mockClear();
    vi.mocked(verifyAccessToken).mockClear();
    const response = await fetch(`${server.url}${address}`, { redirect: 'manual', headers });
    const html = await response.text();
    expect(response.status, address).toBe(200);
    // The page was rendered for the member: its `Me` result (handed to hydration) names them.
    expect(html).toContain(`\\"id\\":\\"${member.id}\\"`);
    return {
      viewerLoads: vi.mocked(loadViewer).mock.calls.length,
      verifications: vi.mocked(verifyAccessToken).mock.calls.length,
    };
  }

  const pages = () => [
    ['search', '/s'],
    ['store site', storeHome],
    ['market site', marketHome],
  ];

  it('verifies the session cookie once (the session hook) and loads the viewer once per page', async () => {
    for (const [name, address] of pages()) {
      const counts = await countsFor(address!, { cookie: `${ACCESS_COOKIE}=${member.token}` });
      // The session hook verifies it as the request arrives; the page's context uses its claims.
      expect(counts, name).toEqual({ viewerLoads: 1, verifications: 1 });
    }
  });

  it('verifies a bearer token once and loads the viewer once per page', async () => {
    for (const [name, address] of pages()) {
      const counts = await countsFor(address!, { authorization: `Bearer ${member.token}` });
      expect(counts, name).toEqual({ viewerLoads: 1, verifications: 1 });
    }
  });
});
