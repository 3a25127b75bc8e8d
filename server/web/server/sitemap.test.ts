import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAnnouncement } from '../../modules/announcements/announcements.test-support';
import { testEngines } from '../../test/engines';
import { createUser } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/harness';
import { announcementSitemapEntries, announcementSitemapPages } from './sitemap';

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

describe.each(testEngines)('robots.txt and sitemaps on %s', (engine) => {
  let server: TestServer;
  let active: { id: string; slug: string }[];
  let inactive: { id: string; slug: string }[];

  beforeAll(async () => {
    server = await startTestServer(engine);
    const owner = await createUser(server.deps);
    active = [
      await createAnnouncement(server.deps, { userId: owner.id, title: 'Peugeot 208 à vendre' }),
      await createAnnouncement(server.deps, { userId: owner.id, title: 'Appartement F3 & jardin', status: 'EDITED' }),
    ];
    inactive = [
      await createAnnouncement(server.deps, { userId: owner.id, title: 'Vélo en attente', status: 'PENDING' }),
      await createAnnouncement(server.deps, { userId: owner.id, title: 'Vélo expiré', status: 'EXPIRED' }),
    ];
  });
  afterAll(async () => {
    await server?.close();
  });

  const get = async (path: string) => {
    const response = await fetch(`${server.url}${path}`);
    return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
  };

  /** Parsed by the database's own XML parser: well-formed, and the values of an XPath. */
  async function xml(text: string, xpath: string): Promise<{ wellFormed: boolean; values: string[] }> {
    const { rows } = await sql<{ well_formed: boolean; values: string[] | null }>`
      select xml_is_well_formed_document(${text}) as well_formed,
        (select array_agg(v::text) from unnest(xpath(${xpath}, ${text}::xml,
          array[array['s', ${SITEMAP_NS}], array['x', 'http://www.w3.org/1999/xhtml']])) as v) as values`.execute(
      server.deps.db,
    );
    return { wellFormed: rows[0]!.well_formed, values: rows[0]!.values ?? [] };
  }

  it('serves robots.txt: everything allowed but private paths, and the sitemap', async () => {
    const robots = await get('/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.type).toMatch(/^text\/plain/);
    const lines = robots.text.split('\n');
    expect(lines.slice(0, 2)).toEqual(['User-agent: *', 'Allow: /']);
    for (const path of [
      '/auth/',
      '/profile-settings$',
      '/checkout$',
      '/checkout/',
      '/panel$',
      '/publish$',
      '/graphql',
    ]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).toContain('Sitemap: http://souk.test/sitemap.xml');
    // Public pages are never disallowed.
    expect(lines.filter((line) => /^Disallow: \/(s|membre|contact-us|legals)\b/.test(line))).toEqual([]);
  });

  it('lists the static, category and announcement sitemaps in a well-formed index', async () => {
    const index = await get('/sitemap.xml');
    expect(index.status).toBe(200);
    expect(index.type).toMatch(/^application\/xml/);
    const { wellFormed, values } = await xml(index.text, '/s:sitemapindex/s:sitemap/s:loc/text()');
    expect(wellFormed).toBe(true);
    expect(values).toEqual([
      'http://souk.test/sitemap-pages.xml',
      'http://souk.test/sitemap-categories.xml',
      'http://souk.test/sitemap-announcements-1.xml',
    ]);
  });

  it('lists active announcements only, each with its fr, ar and en versions', async () => {
    const page = await get('/sitemap-announcements-1.xml');
    expect(page.status).toBe(200);
    const locs = await xml(page.text, '/s:urlset/s:url/s:loc/text()');
    expect(locs.wellFormed).toBe(true);
    expect(locs.values).toEqual(active.map((a) => `http://souk.test/${a.slug}-d${a.id}`));
    for (const gone of inactive) expect(page.text).not.toContain(`-d${gone.id}<`);

    const first = `http://souk.test/${active[0]!.slug}-d${active[0]!.id}`;
    const alternates = await xml(page.text, `/s:urlset/s:url[s:loc="${first}"]/x:link/@hreflang`);
    expect(alternates.values).toEqual(['fr', 'ar', 'en', 'x-default']);
    const arabic = await xml(page.text, `/s:urlset/s:url[s:loc="${first}"]/x:link[@hreflang="ar"]/@href`);
    expect(arabic.values).toEqual([`${first}?lang=ar`]);
  });

  it('lists category search pages and the static pages with their alternates', async () => {
    const categories = await get('/sitemap-categories.xml');
    const locs = await xml(categories.text, '/s:urlset/s:url/s:loc/text()');
    expect(locs.wellFormed).toBe(true);
    expect(locs.values).toContain('http://souk.test/vehicules');
    expect(locs.values).toContain('http://souk.test/automobiles');

    const pages = await get('/sitemap-pages.xml');
    const pageLocs = await xml(pages.text, '/s:urlset/s:url/s:loc/text()');
    expect(pageLocs.values).toEqual(
      ['/', '/s', '/contact-us', '/legals', '/terms', '/conditions', '/cookies', '/privacy'].map(
        (path) => `http://souk.test${path}`,
      ),
    );
    const english = await xml(
      pages.text,
      '/s:urlset/s:url[s:loc="http://souk.test/terms"]/x:link[@hreflang="en"]/@href',
    );
    expect(english.values).toEqual(['http://souk.test/terms?lang=en']);
  });

  it('answers 404 for a file past the last one or without active announcements', async () => {
    expect((await get('/sitemap-announcements-2.xml')).status).toBe(404);
    expect((await get('/sitemap-announcements-0.xml')).status).toBe(404);
    expect((await get('/sitemap-announcements-x.xml')).status).toBe(404);
  });

  it('splits announcements into files by ranges of ids, skipping ranges with none active', async () => {
    const ids = [...active, ...inactive].map((a) => Number(a.id)).sort((a, b) => a - b);
    const size = 1;
    // With one id per file, the files are exactly those of the active ids.
    expect(await announcementSitemapPages(server.deps, size)).toEqual(active.map((a) => Number(a.id)));
    const second = await announcementSitemapEntries(server.deps, Number(active[1]!.id), size);
    expect(second.map((entry) => entry.path)).toEqual([`/${active[1]!.slug}-d${active[1]!.id}`]);
    expect(await announcementSitemapEntries(server.deps, ids.at(-1)! + 1, size)).toEqual([]);
  });
});
