// The portal benchmark (`npm run bench`): server-rendered pages over HTTP (announcement, /s, a
// category, keywords) beside a bare `renderToString` of the same React tree with the same data
// already in hand, and the JavaScript each route ships, from a production build's manifest.
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { SourceMap, type SourceMapPayload } from 'node:module';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { SSRData } from 'urql';
import { paths as routes } from '../../server/web/app/routes';
import { measureVaried, percentile, type Measure } from './load';

/** Targets printed beside the figures (issue 4): they are goals to read against, not pass/fail. */
export const PORTAL_TARGETS = { p95TtfbMs: 100, announcementJsGzipKb: 120 };

const root = new URL('../..', import.meta.url).pathname;

/** The routes whose JavaScript is weighed, and the page component each one loads (registry.tsx). */
const WEIGHED_ROUTES = [
  { route: 'home', source: 'server/web/app/pages/HomePage.tsx' },
  { route: 'search', source: 'server/web/app/pages/SearchPage.tsx' },
  { route: 'announcement', source: 'server/web/app/pages/AnnouncementPage.tsx' },
  { route: 'login', source: 'server/web/app/pages/LoginPage.tsx' },
  { route: 'store site', source: 'server/web/app/pages/StoreSitePage.tsx' },
] as const;

/** What one route ships before it can hydrate: the entry, its page chunk and their static imports. */
export interface RouteWeight {
  route: string;
  files: number;
  minifiedBytes: number;
  gzipBytes: number;
}

/** What one package (or one folder of ours) adds to a route's scripts. */
export interface PackageWeight {
  name: string;
  /** Minified bytes attributed to it by the source maps. */
  bytes: number;
  /** Those bytes gzipped on their own: an estimate of its share of the download (shares do not add up exactly). */
  gzipBytes: number;
}

/** The routes whose scripts are broken down by package in the report. */
const BREAKDOWN_ROUTES = ['announcement', 'store site'];

/** A production build of the portal in a folder of its own, and what its routes weigh. */
export interface PortalBuild {
  webDir: string;
  routes: RouteWeight[];
  /** What the scripts of the routes in BREAKDOWN_ROUTES are made of, heaviest first. */
  parts: Record<string, PackageWeight[]>;
  remove: () => Promise<void>;
}

/** Runs `npm run build` (NODE_ENV=production, sourcemaps on) into `webDir`. */
function runBuild(webDir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', 'build'], {
      cwd: root,
      env: { ...process.env, WEB_DIR: webDir },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`npm run build exited with ${code}`))));
  });
}

/** The package a source of the bundle belongs to: `react-dom`, `@urql/core`, or our own folder (`server/web/app`). */
function packageOf(source: string): string {
  const modules = source.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const [scope = '', name = ''] = source.slice(modules + 'node_modules/'.length).split('/');
    return scope.startsWith('@') ? `${scope}/${name}` : scope;
  }
  const own = /(?:^|\/)((?:server|shared)\/[^/]+(?:\/[^/]+)?)\//.exec(source);
  if (own) return own[1]!;
  return source.startsWith('\0') || source === '' ? '(bundler runtime)' : source;
}

/**
 * Collects, package by package, the pieces of a minified file its source map says came from
 * that package (Node's own source map reader: each generated column belongs to the mapping at
 * or before it).
 */
function splitByPackage(code: string, map: SourceMapPayload, into: Map<string, string[]>): void {
  const reader = new SourceMap(map);
  code.split('\n').forEach((line, lineIndex) => {
    let column = 0;
    while (column < line.length) {
      const entry = reader.findEntry(lineIndex, column) as { originalSource?: string; generatedColumn?: number };
      const name = entry.originalSource ? packageOf(entry.originalSource) : '(unmapped)';
      // The piece runs to the next mapping: the first column whose entry differs.
      let next = column + 1;
      while (next < line.length) {
        const following = reader.findEntry(lineIndex, next) as { generatedColumn?: number };
        if (following.generatedColumn !== entry.generatedColumn) break;
        next += 1;
      }
      const pieces = into.get(name) ?? [];
      pieces.push(line.slice(column, next));
      into.set(name, pieces);
      column = next;
    }
  });
}

/** Builds the portal for production into a temporary folder and weighs each route's JavaScript. */
export async function buildPortal(): Promise<PortalBuild> {
  const webDir = await mkdtemp(path.join(tmpdir(), 'souk-bench-web-'));
  const remove = () => rm(webDir, { recursive: true, force: true });
  try {
    return { webDir, ...(await weighBuild(webDir)), remove };
  } catch (error) {
    await remove();
    throw error;
  }
}

/** Builds into `webDir` and weighs what each route links. */
async function weighBuild(webDir: string): Promise<Pick<PortalBuild, 'routes' | 'parts'>> {
  await runBuild(webDir);
  // The server's own reading of the manifest, so the figures are what pages really link.
  const { manifestReader } = await import('../../server/web/server/manifest');
  const manifest = manifestReader(webDir, false);
  const routes: RouteWeight[] = [];
  const partsByRoute: Record<string, PackageWeight[]> = {};
  for (const { route, source } of WEIGHED_ROUTES) {
    const assets = manifest.assetsFor(source, 'fr');
    const scripts = [assets.entry, ...assets.preload].filter((file): file is string => file?.endsWith('.js') ?? false);
    let minifiedBytes = 0;
    let gzipBytes = 0;
    const parts = new Map<string, string[]>();
    for (const script of scripts) {
      const file = path.join(webDir, script.replace(/^\/static\//, ''));
      const code = await readFile(file);
      minifiedBytes += code.length;
      gzipBytes += gzipSync(code, { level: 9 }).length;
      if (BREAKDOWN_ROUTES.includes(route)) {
        const map = await readFile(`${file}.map`, 'utf8').catch(() => null);
        // The bundler's own runtime chunk comes without a map.
        if (map) splitByPackage(code.toString('utf8'), JSON.parse(map) as SourceMapPayload, parts);
        else parts.set('(bundler runtime)', [...(parts.get('(bundler runtime)') ?? []), code.toString('utf8')]);
      }
    }
    routes.push({ route, files: scripts.length, minifiedBytes, gzipBytes });
    if (BREAKDOWN_ROUTES.includes(route)) {
      partsByRoute[route] = [...parts]
        .map(([name, pieces]) => {
          const joined = Buffer.from(pieces.join(''));
          return { name, bytes: joined.length, gzipBytes: gzipSync(joined, { level: 9 }).length };
        })
        .sort((a, b) => b.bytes - a.bytes);
    }
  }
  return { routes, parts: partsByRoute };
}

/** The addresses each page type is measured on, taken from the data the server holds. */
export interface PortalVariants {
  announcement: string[];
  search: string[];
  category: string[];
  keywords: string[];
  /** A store's home page whose build has 100 blocks, 4 of them data-bound lists (issue 5); absent when not set up. */
  storeHome?: string[];
}

async function graphql<T>(soukUrl: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await fetch(`${soukUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data: T; errors?: unknown[] };
  if (body.errors) throw new Error(`portal bench: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/**
 * Picks the measured addresses from the data: announcements from several pages of the latest
 * ones, the first leaf categories of the tree, and the commonest title words as keywords.
 */
export async function pickPortalVariants(soukUrl: string): Promise<PortalVariants> {
  const announcements: { id: string; slug: string; title: string }[] = [];
  for (const page of [1, 3, 8]) {
    const data = await graphql<{ search: { announcements: { data: { id: string; slug: string; title: string }[] } } }>(
      soukUrl,
      'query ($page: Int) { search(filter: { page: $page }) { announcements { data { id slug title } } } }',
      { page },
    );
    announcements.push(...data.search.announcements.data.slice(0, 10));
  }
  const tree = await graphql<{ categories: { slug: string; children: { slug: string }[] }[] }>(
    soukUrl,
    '{ categories { slug children { slug } } }',
  );
  const leaves = tree.categories.flatMap((category) => category.children.slice(0, 2).map((child) => child.slug));
  const words = new Map<string, number>();
  for (const { title } of announcements) {
    for (const word of title.toLowerCase().split(/[^a-z0-9]+/)) {
      if (word.length >= 4 && !/^\d+$/.test(word)) words.set(word, (words.get(word) ?? 0) + 1);
    }
  }
  const keywords = [...words]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 8)
    .map(([word]) => word);
  return {
    announcement: announcements.map((a) => routes.announcement(a)),
    search: [routes.search()],
    category: leaves.slice(0, 8).map((slug) => routes.searchCategory(slug)),
    keywords: keywords.map((word) => routes.searchKeywords(word)),
  };
}

/**
 * GETs the given paths in turn. A page is sent whole once rendered (one write), so over the
 * loopback the response time is the time to first byte plus a fraction of a millisecond
 * (checked below).
 */
function measurePages(
  name: string,
  soukUrl: string,
  paths: readonly string[],
  seconds: number,
  connections: number,
): Promise<Measure> {
  return measureVaried(
    name,
    { url: soukUrl, method: 'GET' },
    paths.map((path) => ({ path })),
    seconds,
    connections,
  );
}

/** Time to the response's headers and to its last byte, sequentially, to show how close they are. */
async function firstByteCheck(soukUrl: string, paths: readonly string[], count: number) {
  const firstByte: number[] = [];
  const whole: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const started = performance.now();
    const response = await fetch(`${soukUrl}${paths[index % paths.length]}`);
    firstByte.push(performance.now() - started);
    await response.arrayBuffer();
    whole.push(performance.now() - started);
  }
  firstByte.sort((a, b) => a - b);
  whole.sort((a, b) => a - b);
  return { p95FirstByteMs: percentile(firstByte, 95), p95WholeMs: percentile(whole, 95) };
}

/** What a page hands to the browser: the data block the bare render starts from. */
interface PagePayload {
  href: string;
  data: { site: { publicUrl: string; panelUrl: string }; urql: SSRData };
  serverBodyLength: number;
}

async function fetchPayload(soukUrl: string, href: string): Promise<PagePayload> {
  const html = await (await fetch(`${soukUrl}${href}`)).text();
  const found = /<script type="application\/json" id="__SOUK_DATA__">([\s\S]*?)<\/script>/.exec(html);
  if (!found) throw new Error(`portal bench: ${href} has no page data`);
  // The markup React rendered, without what the server adds around it (preloads, data, bootstrap).
  const body = html
    .replace(found[0], '')
    .replace(/<link rel="modulepreload"[^>]*>/g, '')
    .replace(/<script\b[^>]*><\/script>/g, '');
  return { href, data: JSON.parse(found[1]!) as PagePayload['data'], serverBodyLength: body.length };
}

/** Bare rendering: the same App, data already in the client's cache, no database, no HTTP. */
interface BareRenderer {
  render: (payload: PagePayload) => string;
}

/**
 * Loads React's server renderer and the portal's App in this process (production React: the
 * bench sets NODE_ENV before anything imports React) and preloads the measured pages' chunks.
 */
async function bareRenderer(webDir: string, hrefs: readonly string[]): Promise<BareRenderer> {
  const [{ renderToString }, { createElement }, { App }, { createPortalClient }, registry, { matchRoute }, manifest] =
    await Promise.all([
      import('react-dom/server'),
      import('react'),
      import('../../server/web/app/App'),
      import('../../server/web/app/graphql-client'),
      import('../../server/web/app/pages/registry'),
      import('../../server/web/app/routes'),
      import('../../server/web/server/manifest'),
    ]);
  const assets = manifest.manifestReader(webDir, false);
  for (const href of hrefs) {
    await registry.preloadPage(registry.PAGES[matchRoute(new URL(href, 'http://x').pathname).name]);
  }
  return {
    render: (payload) => {
      // As the browser does before hydrating: an urql client whose SSR cache holds the page's
      // results (`isClient`, no suspense), so every query answers synchronously from it.
      const { client } = createPortalClient({
        isServer: false,
        initialData: payload.data.urql,
        lang: 'fr',
      });
      const page = registry.PAGES[matchRoute(new URL(payload.href, 'http://x').pathname).name];
      return renderToString(
        createElement(App, {
          href: payload.href,
          locale: 'fr',
          client,
          site: payload.data.site,
          stylesheets: assets.assetsFor(page.source, 'fr').stylesheets,
        }),
      );
    },
  };
}

/** Renders the payloads in turn for `seconds` on this thread; renders per second and their times. */
function measureBare(name: string, renderer: BareRenderer, payloads: readonly PagePayload[], seconds: number): Measure {
  const times: number[] = [];
  const started = performance.now();
  const end = started + seconds * 1000;
  let index = 0;
  while (performance.now() < end) {
    const payload = payloads[index % payloads.length]!;
    index += 1;
    const begin = performance.now();
    renderer.render(payload);
    times.push(performance.now() - begin);
  }
  const elapsed = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  return {
    name,
    requestsPerSecond: times.length / elapsed,
    p50Ms: percentile(times, 50),
    p95Ms: percentile(times, 95),
    errors: 0,
  };
}

/** One page type's figures: the server under load and alone, and the bare render of the same pages. */
export interface PortalMeasures {
  page: string;
  variants: number;
  loaded: Measure;
  alone: Measure;
  bare: Measure;
  /** Length of the bare render against the server's HTML (without its added tags): about 1. */
  sameMarkup: number;
}

/**
 * Measures each page type: the server over HTTP with `connections` connections (throughput)
 * and with one (latency), then a bare renderToString of the same pages with their data.
 */
export async function runPortalBench(
  soukUrl: string,
  webDir: string,
  variants: PortalVariants,
  seconds: number,
  connections: number,
): Promise<{
  results: PortalMeasures[];
  firstByte: { p95FirstByteMs: number; p95WholeMs: number };
  /** The machine's 1-minute load average before and after: the figures mean little on a busy machine. */
  load: [number, number];
}> {
  const loadBefore = loadavg()[0]!;
  const groups: [string, string[]][] = [
    ['announcement', variants.announcement],
    ['search /s', variants.search],
    ['category', variants.category],
    ['keywords', variants.keywords],
    ['store home, 100 blocks', variants.storeHome ?? []],
  ];
  // Every address answers 200 before anything is timed, and its data is kept for the bare render.
  const payloads = new Map<string, PagePayload[]>();
  for (const [page, hrefs] of groups) {
    const kept: PagePayload[] = [];
    for (const href of hrefs) {
      const status = (await fetch(`${soukUrl}${href}`, { redirect: 'manual' })).status;
      if (status !== 200) {
        console.log(`[portal bench] ${href} answered ${status}: left out`);
        continue;
      }
      kept.push(await fetchPayload(soukUrl, href));
    }
    payloads.set(page, kept);
  }
  const renderer = await bareRenderer(
    webDir,
    [...payloads.values()].flat().map((payload) => payload.href),
  );

  const results: PortalMeasures[] = [];
  for (const [page] of groups) {
    const kept = payloads.get(page)!;
    if (kept.length === 0) continue;
    const hrefs = kept.map((payload) => payload.href);
    const rendered = renderer.render(kept[0]!);
    results.push({
      page,
      variants: kept.length,
      loaded: await measurePages(`${page} (${connections})`, soukUrl, hrefs, seconds, connections),
      alone: await measurePages(`${page} (1)`, soukUrl, hrefs, seconds, 1),
      bare: measureBare(`${page} (bare)`, renderer, kept, seconds),
      sameMarkup: rendered.length / kept[0]!.serverBodyLength,
    });
  }
  const firstByte = await firstByteCheck(soukUrl, variants.announcement, 100);
  return { results, firstByte, load: [loadBefore, loadavg()[0]!] };
}

const cell = (value: number, width: number, digits = 1) => value.toFixed(digits).padStart(width);
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** Prints the pages' figures beside their bare render, then the JavaScript per route. */
export function reportPortal(
  title: string,
  connections: number,
  measured: Awaited<ReturnType<typeof runPortalBench>>,
  build: PortalBuild,
): void {
  const { results, firstByte, load } = measured;
  console.log(`\n${title}`);
  console.log(
    `(load average ${load[0].toFixed(1)} before, ${load[1].toFixed(1)} after, on ${cpus().length} cores shared by the servers, the database and the load generator)`,
  );
  console.log(
    `${'page'.padEnd(24)} ${`server, ${connections} connections`.padEnd(31)} ${'server alone'.padEnd(14)} ${'bare renderToString'.padEnd(26)} server/bare`,
  );
  console.log(
    ''.padEnd(24),
    'req/s'.padStart(7),
    'p50'.padStart(6),
    'p95'.padStart(6),
    'errors'.padStart(7),
    ' ',
    'p50'.padStart(6),
    'p95'.padStart(6),
    ' ',
    'per s'.padStart(7),
    'p50'.padStart(6),
    'p95'.padStart(6),
    ' ',
    'req/s'.padStart(6),
    'p95'.padStart(6),
  );
  for (const { page, variants, loaded, alone, bare } of results) {
    console.log(
      `${page} (${variants})`.padEnd(24),
      cell(loaded.requestsPerSecond, 7, 0),
      cell(loaded.p50Ms, 6),
      cell(loaded.p95Ms, 6),
      String(loaded.errors + alone.errors).padStart(7),
      ' ',
      cell(alone.p50Ms, 6),
      cell(alone.p95Ms, 6),
      ' ',
      cell(bare.requestsPerSecond, 7, 0),
      cell(bare.p50Ms, 6, 2),
      cell(bare.p95Ms, 6, 2),
      ' ',
      cell(loaded.requestsPerSecond / bare.requestsPerSecond, 6, 2),
      cell(alone.p95Ms / bare.p95Ms, 6, 1),
    );
  }
  const worstAlone = Math.max(...results.map((r) => r.alone.p95Ms));
  console.log(
    `Times in ms: time to first byte. Target p95 TTFB < ${PORTAL_TARGETS.p95TtfbMs} ms: ` +
      `${worstAlone < PORTAL_TARGETS.p95TtfbMs ? 'met' : 'missed'} alone (worst p95 ${worstAlone.toFixed(1)} ms).`,
  );
  console.log(
    `Pages are sent whole once rendered: announcement p95 ${firstByte.p95FirstByteMs.toFixed(1)} ms to the first byte, ` +
      `${firstByte.p95WholeMs.toFixed(1)} ms to the last (fetch, one at a time).`,
  );
  console.log('bare: renderToString of the same App with the page data in the urql cache, in one thread (no database,');
  console.log(
    `no HTTP); server/bare: throughput ratio under load and p95 ratio alone. Bare markup length vs server: ${results
      .map((r) => `${r.page} ${r.sameMarkup.toFixed(2)}`)
      .join(', ')}.`,
  );

  console.log('\nJavaScript shipped per route (entry + page chunk + static imports, gzip -9)');
  console.log('route'.padEnd(14), 'files'.padStart(5), 'minified KB'.padStart(12), 'gzip KB'.padStart(8), '  target');
  for (const route of build.routes) {
    const target =
      route.route === 'announcement'
        ? `<= ${PORTAL_TARGETS.announcementJsGzipKb} KB: ${route.gzipBytes / 1024 <= PORTAL_TARGETS.announcementJsGzipKb ? 'met' : 'missed'}`
        : '';
    console.log(
      route.route.padEnd(14),
      String(route.files).padStart(5),
      kb(route.minifiedBytes).padStart(12),
      kb(route.gzipBytes).padStart(8),
      ` ${target}`,
    );
  }
  for (const [route, parts] of Object.entries(build.parts)) {
    const total = parts.reduce((sum, part) => sum + part.bytes, 0);
    console.log(`\nWhat the ${route} page ships, by package (from the source maps; gzip of each part alone)`);
    console.log('package'.padEnd(40), 'minified'.padStart(10), 'share'.padStart(8), 'gzip'.padStart(10));
    for (const part of parts.slice(0, 16)) {
      console.log(
        part.name.padEnd(40),
        `${kb(part.bytes)} KB`.padStart(10),
        `${((part.bytes / total) * 100).toFixed(1)} %`.padStart(8),
        `${kb(part.gzipBytes)} KB`.padStart(10),
      );
    }
  }
}
