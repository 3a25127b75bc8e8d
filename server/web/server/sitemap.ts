import escapeHtml from 'escape-html';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { sql } from 'kysely';
import { ACTIVE_STATUSES } from '../../../shared/domain/announcements';
import { DEFAULT_LOCALE, LOCALES } from '../../../shared/i18n';
import type { Deps } from '../../deps';
import { LEGAL_PAGES, paths } from '../app/routes';

/**
 * Announcements per sitemap file. Search engines accept up to 50,000 addresses (and 50 MB) per
 * file; each of ours carries three language alternates, so files are kept at 10,000 addresses
 * (about 6 MB) to stay quick to build and to fetch.
 */
export const ANNOUNCEMENTS_PER_SITEMAP = 10_000;

/** The pages of the portal that are not announcements or categories, worth indexing. */
const STATIC_PAGES = [paths.home(), paths.search(), paths.contact(), ...LEGAL_PAGES.map((page) => paths.legal(page))];

/**
 * Paths robots should leave alone: sign-in and account pages, the cart, the member panel's
 * pages, the messenger, the API. `$` ends an exact path so that an announcement whose slug
 * merely starts with the same word stays crawlable.
 */
const DISALLOWED = [
  '/auth$',
  '/auth/',
  '/login$',
  '/login-anonymous$',
  '/login-external$',
  '/register$',
  '/profile-settings$',
  '/checkout$',
  '/checkout/',
  '/messages/',
  '/publish$',
  '/pro$',
  '/order-store$',
  '/panel$',
  '/my$',
  '/app/',
  '/show-delivery/',
  '/show-delivery-list$',
  '/show-promotion$',
  '/edit-announcement/',
  '/edit-announcement-admin/',
  '/graphql',
  '/graphiql',
  '/dev/',
  '/*?*auth_token=',
  '/*?*redirectTo=',
];

/** The text of `/robots.txt`: everything allowed but private paths, and where the sitemap is. */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

/** One address of a sitemap: a portal path and, optionally, when it last changed. */
export interface SitemapEntry {
  path: string;
  lastModified?: Date;
}

/** A path in a language: French (the default) without `lang`, the others with it (spec §1). */
function inLanguage(publicUrl: string, path: string, lang: string): string {
  return lang === DEFAULT_LOCALE ? `${publicUrl}${path}` : `${publicUrl}${path}?lang=${lang}`;
}

/**
 * A `<urlset>` whose every address lists its French, Arabic and English versions
 * (`xhtml:link` alternates, plus `x-default`), as search engines read language versions.
 */
export function urlSetXml(publicUrl: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const alternates = [...LOCALES, 'x-default'].map((lang) => {
      const href = inLanguage(publicUrl, entry.path, lang === 'x-default' ? DEFAULT_LOCALE : lang);
      return `<xhtml:link rel="alternate" hreflang="${lang}" href="${escapeHtml(href)}"/>`;
    });
    const lastModified = entry.lastModified ? `<lastmod>${entry.lastModified.toISOString()}</lastmod>` : '';
    return `<url><loc>${escapeHtml(inLanguage(publicUrl, entry.path, DEFAULT_LOCALE))}</loc>${lastModified}${alternates.join('')}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** A `<sitemapindex>` of sitemap files (paths on this site). */
export function sitemapIndexXml(publicUrl: string, files: readonly string[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...files.map((file) => `<sitemap><loc>${escapeHtml(`${publicUrl}${file}`)}</loc></sitemap>`),
    '</sitemapindex>',
    '',
  ].join('\n');
}

/** The address of the n-th announcements sitemap (from 1). */
export const announcementSitemapPath = (page: number) => `/sitemap-announcements-${page}.xml`;

/**
 * The announcement sitemaps that have at least one active announcement. File n holds the ids
 * from (n-1)·size+1 to n·size: a file is a range of the primary key (keyset, no OFFSET), so
 * building any file reads only its own rows whatever the table's size, and an announcement
 * stays in the same file for its whole life.
 */
export async function announcementSitemapPages(
  deps: Pick<Deps, 'db'>,
  size = ANNOUNCEMENTS_PER_SITEMAP,
): Promise<number[]> {
  const rows = await sql<{ page: number }>`
    select n + 1 as page
    from generate_series(0, (select coalesce(max(id), 0) from announcements) / ${size}) as n
    where exists (
      select 1 from announcements
      where id > n * ${size} and id <= (n + 1) * ${size} and status in (${sql.join([...ACTIVE_STATUSES])})
    )
    order by n`.execute(deps.db);
  return rows.rows.map((row) => Number(row.page));
}

/** The active announcements of the n-th sitemap file, by id; empty past the last one. */
export async function announcementSitemapEntries(
  deps: Pick<Deps, 'db'>,
  page: number,
  size = ANNOUNCEMENTS_PER_SITEMAP,
): Promise<SitemapEntry[]> {
  const rows = await deps.db
    .selectFrom('announcements')
    .select(['id', 'slug', 'refreshed_at', 'updated_at'])
    .where('id', '>', String((page - 1) * size))
    .where('id', '<=', String(page * size))
    .where('status', 'in', [...ACTIVE_STATUSES])
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    path: paths.announcement(row),
    lastModified: row.updated_at > row.refreshed_at ? row.updated_at : row.refreshed_at,
  }));
}

/** The search page of every active category. */
export async function categorySitemapEntries(deps: Pick<Deps, 'db'>): Promise<SitemapEntry[]> {
  const rows = await deps.db
    .selectFrom('categories')
    .select('slug')
    .where('active', '=', true)
    .orderBy('parent_id', 'desc')
    .orderBy('rank')
    .execute();
  return rows.map((row) => ({ path: paths.searchCategory(row.slug) }));
}

/** Sends XML that crawlers may keep for an hour. */
function sendXml(reply: FastifyReply, xml: string) {
  return reply
    .header('content-type', 'application/xml; charset=utf-8')
    .header('cache-control', 'public, max-age=3600')
    .send(xml);
}

/**
 * `/robots.txt` and the sitemaps: `/sitemap.xml` is an index of `/sitemap-pages.xml` (home,
 * search, contact and legal pages), `/sitemap-categories.xml` (category search pages) and the
 * `/sitemap-announcements-{n}.xml` files of active announcements.
 */
export const sitemapPlugin: FastifyPluginAsync<{ deps: Deps }> = (app, { deps }) => {
  const { publicUrl } = deps.config;

  app.get('/robots.txt', async (_request, reply) =>
    reply
      .header('content-type', 'text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robotsTxt(publicUrl)),
  );

  app.get('/sitemap.xml', async (_request, reply) => {
    const pages = await announcementSitemapPages(deps);
    const files = ['/sitemap-pages.xml', '/sitemap-categories.xml', ...pages.map(announcementSitemapPath)];
    return sendXml(reply, sitemapIndexXml(publicUrl, files));
  });

  app.get('/sitemap-pages.xml', async (_request, reply) =>
    sendXml(
      reply,
      urlSetXml(
        publicUrl,
        STATIC_PAGES.map((path) => ({ path })),
      ),
    ),
  );

  app.get('/sitemap-categories.xml', async (_request, reply) =>
    sendXml(reply, urlSetXml(publicUrl, await categorySitemapEntries(deps))),
  );

  app.get<{ Params: { file: string } }>('/sitemap-announcements-:file', async (request, reply) => {
    const match = /^([1-9]\d{0,6})\.xml$/.exec(request.params.file);
    const entries = match ? await announcementSitemapEntries(deps, Number(match[1])) : [];
    // A file without any active announcement is not listed in the index: it does not exist.
    if (entries.length === 0) return reply.status(404).header('content-type', 'text/plain').send('Not found');
    return sendXml(reply, urlSetXml(publicUrl, entries));
  });
  return Promise.resolve();
};
