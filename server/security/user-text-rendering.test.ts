import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteDocument } from '../../shared/site/document';
import { createAnnouncement } from '../modules/announcements/announcements.test-support';
import { block, documentOf, landVars, landWithEditor, OPS } from '../modules/sitebuild/sitebuild.test-support';
import { testEngines } from '../test/engines';
import { createUser } from '../test/factories';
import { startTestServer, type TestServer } from '../test/harness';
import { CLIENT_ENTRY } from '../web/server/manifest';
import { DATA_ELEMENT_ID } from '../web/server/page-data';
import { captureLogs } from './log-capture';

/**
 * Every stored text a member types goes through server rendering unchanged in meaning: the page
 * answers 200, shows the text escaped and whole, and its hydration data (and JSON-LD) still
 * parses and holds the text. The corpus holds what breaks string-assembled pages: replacement
 * patterns, `</script>`, comments, line and paragraph separators, bidirectional overrides.
 *
 * NUL and lone surrogates never reach storage: they are refused on input (shared/domain/text.ts,
 * server/security/client-errors.test.ts); the last test here shows a write carrying them is
 * refused and that the pages still render.
 */
const CORPUS = [
  "Prix $& $1 $` $' $$ $<n> fin",
  '</script><script>alert(1)</script>',
  '<!-- <script> --> </SCRIPT >',
  'ligne\u2028paragraphe\u2029fin',
  'bidi \u202eevil\u202c \u2066iso\u2069 fin',
  '"guillemets" & \'apostrophe\' <b>gras</b> &amp;',
  'سيارة للبيع 😀 \u200f\u200e',
  '{{x}} ${x} %s \\u0000 \\n',
];

/**
 * The stored text fields and where each shows: a field names the page (from the fixtures of one
 * corpus entry) it must appear on. A new field (messages, when they land) is one more row.
 */
interface Fixture {
  announcementPath: string;
  memberPath: string;
  storeHome: string;
  storePage: string;
  storeAnnouncementPath: string;
}
const FIELDS: { field: string; page: (fixture: Fixture) => string }[] = [
  { field: 'announcement title', page: (f) => f.announcementPath },
  { field: 'announcement title on search cards', page: () => '/s' },
  { field: 'announcement description', page: (f) => f.announcementPath },
  { field: 'comment', page: (f) => f.announcementPath },
  { field: 'member display name', page: (f) => f.memberPath },
  { field: 'store name', page: (f) => f.storeHome },
  { field: 'store description', page: (f) => f.storeHome },
  { field: 'store name in the directory', page: () => '/boutiques' },
  { field: 'site page title', page: (f) => f.storePage },
  { field: 'site block title', page: (f) => f.storePage },
  { field: 'site block subtitle', page: (f) => f.storePage },
  { field: 'announcement title on the store site', page: (f) => f.storeAnnouncementPath },
];

/** Text as React writes it in HTML. */
function escaped(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');
}

/** Every string inside a value, JSON texts inside it (urql's results) opened too. */
function stringsIn(value: unknown, into: string[] = []): string[] {
  if (typeof value === 'string') {
    into.push(value);
    if (/^[[{]/.test(value)) {
      try {
        stringsIn(JSON.parse(value), into);
      } catch {
        // Not JSON: kept as the string it is.
      }
    }
  } else if (Array.isArray(value)) {
    for (const item of value) stringsIn(item, into);
  } else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) stringsIn(item, into);
  }
  return into;
}

/** The page's hydration data, parsed: the one data element, closed where the server closed it. */
function pageData(html: string): unknown {
  const open = `<script type="application/json" id="${DATA_ELEMENT_ID}">`;
  const start = html.indexOf(open);
  expect(start, 'data element').toBeGreaterThan(-1);
  const end = html.indexOf('</script>', start);
  return JSON.parse(html.slice(start + open.length, end));
}

const MANIFEST = { [CLIENT_ENTRY]: { file: 'assets/entry-test.js', isEntry: true } };

describe.each(testEngines)('user text in server rendering (%s)', (engine) => {
  let server: TestServer;
  let webDir: string;
  const logs = captureLogs();
  const fixtures: Fixture[] = [];

  async function publish(land: { launchType: 'STORE'; id: string }, token: string, document: SiteDocument) {
    const access = await server.gql<any>(OPS.access, landVars(land), { token });
    const committed = await server.gql<any>(
      OPS.commit,
      { ...landVars(land), build: document, base: access.data.siteBuildAccess.version },
      { token },
    );
    expect(committed.errors).toBeUndefined();
    const published = await server.gql(
      OPS.publish,
      { ...landVars(land), build: committed.data.siteBuildCommit },
      { token },
    );
    expect(published.errors).toBeUndefined();
  }

  beforeAll(async () => {
    webDir = await mkdtemp(path.join(tmpdir(), 'souk-user-text-'));
    await mkdir(path.join(webDir, '.vite'));
    await writeFile(path.join(webDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    server = await startTestServer(engine, { env: { WEB_DIR: webDir }, logStream: logs.stream });
    const { db } = server.deps;
    for (const [index, text] of CORPUS.entries()) {
      const member = await createUser(server.deps);
      await db.updateTable('users').set({ display_name: text }).where('id', '=', member.id).execute();
      const announcement = await createAnnouncement(server.deps, {
        userId: member.id,
        title: text,
        description: `${text}\n\n${text}`,
      });
      await db
        .insertInto('announcement_comments')
        .values({
          announcement_id: announcement.id,
          user_id: member.id,
          parent_id: null,
          content: text,
          created_at: new Date(),
        })
        .execute();

      const { land, editor } = await landWithEditor(server);
      await publish(
        land as { launchType: 'STORE'; id: string },
        editor.token,
        documentOf('STORE', (document) => {
          const content = block('Content');
          content.attrs = {
            ...content.attrs,
            title: { fr: text, ar: text, en: text },
            subtitle: { fr: text, ar: text, en: text },
          };
          document.pages.push({
            id: 'corpus',
            title: { fr: text, ar: text, en: text },
            type: 'page',
            slug: 'corpus',
            visible: true,
            blocks: [content],
          });
        }),
      );
      const store = await db
        .updateTable('stores')
        .set({ name: text, description: text, slug: `corpus-${index}` })
        .where('id', '=', land.id)
        .returning(['id', 'slug'])
        .executeTakeFirstOrThrow();
      const storeAnnouncement = await createAnnouncement(server.deps, {
        userId: member.id,
        storeId: store.id,
        title: text,
      });
      const storeHome = `/store/${store.id}/${store.slug}/`;
      fixtures.push({
        announcementPath: `/${announcement.slug}-d${announcement.id}`,
        memberPath: `/membre/${member.id}`,
        storeHome,
        storePage: `${storeHome}corpus`,
        storeAnnouncementPath: `${storeHome}annonce/${storeAnnouncement.id}`,
      });
    }
  });
  afterAll(async () => {
    await server?.close();
    await rm(webDir, { recursive: true, force: true });
  });

  describe.each(CORPUS.map((text, index) => ({ text, index, label: JSON.stringify(text) })))(
    '$label',
    ({ text, index }) => {
      it.each(FIELDS)(
        '$field: renders 200, escaped and whole, with hydration data that parses and holds it',
        async ({ page }) => {
          const address = page(fixtures[index]!);
          for (const lang of ['', '?lang=ar']) {
            const response = await fetch(`${server.url}${address}${lang}`, { redirect: 'manual' });
            const html = await response.text();
            expect(response.status, `${address}${lang}`).toBe(200);
            expect(html).toContain(escaped(text));
            // No text reopened or closed an element of the page.
            expect(html).not.toContain('<script>alert(1)');
            expect(html.trimEnd().endsWith('</html>')).toBe(true);
            expect(
              stringsIn(pageData(html)).some((value) => value.includes(text)),
              'hydration data holds the text',
            ).toBe(true);
            // The announcement's JSON-LD parses too.
            const ld = /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(html);
            if (ld) expect(() => JSON.parse(ld[1]!)).not.toThrow();
          }
        },
      );
    },
  );

  it('refuses to store NUL and lone surrogates, and every page still renders', async () => {
    const { land, editor } = await landWithEditor(server);
    for (const bad of ['a\u0000b', 'a\ud800b', 'a\udc00b']) {
      const document = documentOf('STORE', (doc) => {
        doc.pages[0]!.title = { fr: bad, ar: 'x', en: 'x' };
      });
      const access = await server.gql<any>(OPS.access, landVars(land), { token: editor.token });
      const committed = await server.gql(
        OPS.commit,
        { ...landVars(land), build: document, base: access.data.siteBuildAccess.version },
        { token: editor.token },
      );
      expect(committed.errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: [{ field: 'build.pages.0.title.fr', rule: 'text' }],
      });
    }
    for (const fixture of fixtures) {
      expect((await fetch(`${server.url}${fixture.announcementPath}`)).status).toBe(200);
    }
    expect(logs.errors().map((line) => line.msg)).toEqual([]);
  });
});
