// The search benchmark (`npm run bench` with BENCH_DATABASE_URL): GraphQL `search` over HTTP
// beside the very statements the search service runs, replayed straight through `pg`, for
// each query shape, on PostgreSQL at a million announcements.
import pg from 'pg';
import pino from 'pino';
import { standaloneDeps } from '../../server/standalone-deps';
import { sql, type CompiledQuery } from 'kysely';
import { benchConfig } from './bench-config';
import { openDatabase, type DatabaseHandle } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { seedReferenceData } from '../../server/db/seed/reference';
import type { Deps } from '../../server/deps';
import { compactSearchCounts } from '../../server/modules/search/search-counts';
import { rebuildSearchWords } from '../../server/modules/search/search-words';
import { search, type SearchInput } from '../../server/modules/search/search.service';
import { loadCatalog } from '../../server/modules/catalog/catalog.service';
import { normalizeSearchText } from '../../shared/domain/search';
import { measureStatements, measureVariedPosts, type Measure } from './load';

/** A query shape: several variants of it (different words, categories, places), taken in turn. */
export interface SearchShape {
  name: string;
  variants: SearchInput[];
}

/** A shape with the statements the service ran for each variant, cold (nothing cached) and warm. */
export interface PreparedShape extends SearchShape {
  cold: CompiledQuery[][];
  warm: CompiledQuery[][];
}

/** The GraphQL selection the portal's search page asks for (cards without pictures: see README). */
export const SEARCH_DOCUMENT = `query Search($q: String, $filter: SearchFilter) {
  search(q: $q, filter: $filter) {
    keywords
    estimated
    active {
      category { id slug name }
      count
      filter { regions { id name count } cities { id name count } }
    }
    suggested { category { id slug name } count }
    announcements {
      data { id title slug price pricePreview priceUnit hasDelivery createdAt }
      paginatorInfo { currentPage lastPage hasMorePages total }
    }
  }
}`;

const log = (message: string) => console.log(`[search bench] ${message}`);

function depsOf(database: DatabaseHandle): Deps {
  const config = benchConfig();
  return standaloneDeps(database, config, pino({ level: 'warn' }));
}

/**
 * Makes sure the database holds `target` announcements (loading the missing ones with the bulk
 * generator), that the vocabulary and counters are built and folded, and that statistics exist.
 */
async function ensureData(deps: Deps, target: number): Promise<number> {
  const { db } = deps;
  const count = async () =>
    Number((await sql<{ n: string }>`select count(*) as n from announcements`.execute(db)).rows[0]!.n);
  const present = await count();
  if (present < target) {
    log(`${present.toLocaleString('en')} announcements, loading ${(target - present).toLocaleString('en')} more`);
    const started = Date.now();
    const { seedAnnouncements } = await import('../../server/db/seed/announcements/index');
    await seedAnnouncements(deps, {
      count: target - present,
      seed: present + 1,
      onProgress: (written, total) => {
        if (written === total || written % 100_000 === 0) log(`loaded ${written.toLocaleString('en')} / ${total}`);
      },
    });
    log(`loaded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }
  await db.connection().execute(async (connection) => {
    await sql`set statement_timeout = 0`.execute(connection);
    const words = (await sql<{ n: string }>`select count(*) as n from search_words`.execute(connection)).rows[0]!.n;
    if (Number(words) === 0) {
      log('building the search vocabulary');
      await rebuildSearchWords(connection);
    }
    const { rows } = await sql<{ rows: string; keys: string }>`
      select count(*) as rows, count(distinct (category_id, region_id, city_id)) as keys from search_counts`.execute(
      connection,
    );
    if (Number(rows[0]!.rows) > Number(rows[0]!.keys) * 1.1) {
      log(`folding the search counters (${Number(rows[0]!.rows).toLocaleString('en')} rows)`);
      await compactSearchCounts(connection);
      await sql`vacuum analyze search_counts`.execute(connection);
    }
    // A bulk load leaves the visibility map empty: until a vacuum, every index-only scan (the
    // listings' walks along the covering indexes) fetches each row from the table anyway.
    const visibility = await sql<{ pages: number; visible: number; analysed: Date | null }>`
      select c.relpages as pages, c.relallvisible as visible, coalesce(s.last_analyze, s.last_autoanalyze) as analysed
      from pg_class c join pg_stat_user_tables s on s.relid = c.oid where c.relname = 'announcements'`.execute(
      connection,
    );
    const table = visibility.rows[0];
    if (table && table.visible < table.pages * 0.9) {
      log('vacuuming announcements (visibility map)');
      await sql`vacuum (analyze) announcements`.execute(connection);
    } else if (!table?.analysed) {
      await sql`analyze announcements, search_words`.execute(connection);
    }
    await sql`reset statement_timeout`.execute(connection);
  });
  return count();
}

/** Picks realistic variants of each shape from the data itself (brands it knows, its big categories...). */
async function pickShapes(deps: Deps): Promise<SearchShape[]> {
  const { db } = deps;
  const catalog = await loadCatalog(deps);
  const active = Number(
    (
      await sql<{ n: string }>`select count(*) as n from announcements where status in ('PUBLISHED', 'EDITED')`.execute(
        db,
      )
    ).rows[0]!.n,
  );
  const brandWords = (codename: string) =>
    catalog
      .datasets(catalog.specificationsByCodename.get(codename)?.id ?? -1)
      .map((dataset) => normalizeSearchText(dataset.labels.fr))
      .filter((word) => /^[a-z]{4,}$/.test(word));
  const known = async (words: string[], min: number) =>
    (
      await sql<{ word: string; ndoc: number }>`select word, ndoc from search_words
        where word = any(${words}::text[]) and ndoc >= ${min} order by ndoc desc`.execute(db)
    ).rows.map((row) => row.word);

  const carBrands = await known(brandWords('marque'), Math.round(Math.max(50, active * 0.002)));
  const phoneBrands = await known(brandWords('marque_telephone'), Math.round(Math.max(50, active * 0.001)));
  const keywords = [...carBrands.slice(0, 5), ...phoneBrands.slice(0, 5)];

  const pairs = (
    await sql<{ category_id: number; region_id: number; n: number }>`
      select category_id, region_id, sum(active_count)::int as n from search_counts
      where city_id = 0 and region_id > 0 group by 1, 2 order by n desc limit 40`.execute(db)
  ).rows.map((row) => ({ slug: catalog.categoriesById.get(row.category_id)!.slug, region: row.region_id, n: row.n }));

  // Rare: a few hundred announcements in a million at most (small communes' names, rare models).
  const rare = (
    await sql<{ word: string }>`select word from search_words
      where ndoc between 2 and ${Math.round(Math.max(20, active * 0.0003))} and word ~ '^[a-z]{5,}$'
      order by md5(word) limit 20`.execute(db)
  ).rows.map((row) => row.word);

  const deep = pairs.filter((pair) => pair.n >= 151 * 48).slice(0, 8);
  return [
    { name: 'keyword only', variants: keywords.map((q) => ({ q })) },
    {
      name: 'category + wilaya',
      variants: pairs
        .slice(0, 10)
        .map((pair) => ({ filter: { categorySlug: pair.slug, regionIds: [String(pair.region)] } })),
    },
    {
      name: 'keyword + category + price range',
      variants: [
        ...phoneBrands.slice(0, 5).map((q) => ({
          q,
          filter: { categorySlug: 'smartphones', priceRange: { min: 20_000, max: 80_000 } },
        })),
        ...carBrands.slice(0, 5).map((q) => ({
          q,
          filter: { categorySlug: 'automobiles', priceRange: { min: 100, max: 300 }, priceUnit: 'MILLION' },
        })),
      ],
    },
    {
      name: 'rare keyword by date',
      variants: rare.map((q) => ({ q, filter: { orderByField: 'REFRESHED_AT' } })),
    },
    {
      name: 'deep page (150) of category + wilaya',
      variants: deep.map((pair) => ({
        filter: { categorySlug: pair.slug, regionIds: [String(pair.region)], page: 150 },
      })),
    },
  ].filter((shape) => shape.variants.length > 0);
}

/** Runs a variant in-process as the server would, every part resolved, and returns the statements it ran. */
async function traceOf(deps: Deps, input: SearchInput): Promise<CompiledQuery[]> {
  const trace: CompiledQuery[] = [];
  const result = await search(deps, input, { trace });
  const active = await result.active();
  await Promise.all([result.announcements(), result.suggested(), active?.filter()]);
  return trace;
}

/**
 * Prepares the search benchmark: data, shapes and their statements. The statements are traced
 * twice per variant: cold (the first search of a filter) and warm (its estimated counts then
 * come from the search's short cache, as they do for the server under load).
 */
export async function prepareSearchBench(
  url: string,
  target: number,
): Promise<{ shapes: PreparedShape[]; announcements: number; close: () => Promise<void> }> {
  const database = await openDatabase({ url, statementTimeoutMs: 60_000 });
  const deps = depsOf(database);
  await migrateToLatest(database.db);
  await seedReferenceData(database.db);
  const announcements = await ensureData(deps, target);
  const shapes: PreparedShape[] = [];
  for (const shape of await pickShapes(deps)) {
    const cold: CompiledQuery[][] = [];
    const warm: CompiledQuery[][] = [];
    for (const variant of shape.variants) {
      cold.push(await traceOf(deps, variant));
      warm.push(await traceOf(deps, variant));
    }
    shapes.push({ ...shape, cold, warm });
  }
  return { shapes, announcements, close: () => database.close() };
}

/** One shape's figures: under load (throughput) and alone (latency), the API beside its SQL. */
export interface SearchMeasures {
  shape: string;
  /** `connections` concurrent clients: throughput, and latency with queueing. */
  loaded: { api: Measure; sql: Measure };
  /** One client: the latency of a request by itself, warm and cold (nothing cached). */
  alone: { api: Measure; sql: Measure; cold: Measure };
}

/**
 * Measures every shape: GraphQL over HTTP with autocannon (variants in turn) and the statements
 * the service ran for them replayed through pg, first with `connections` clients (throughput),
 * then with one (latency), plus the cold statements alone (a first search, nothing cached).
 */
export async function runSearchBench(
  soukUrl: string,
  databaseUrl: string,
  shapes: readonly PreparedShape[],
  seconds: number,
  connections: number,
): Promise<SearchMeasures[]> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: connections });
  try {
    const results: SearchMeasures[] = [];
    for (const shape of shapes) {
      const bodies = shape.variants.map((variables) => JSON.stringify({ query: SEARCH_DOCUMENT, variables }));
      // Every variant answers without errors before anything is timed.
      for (const body of bodies) {
        const response = await fetch(`${soukUrl}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
        });
        const json = (await response.json()) as { errors?: unknown[] };
        if (json.errors) throw new Error(`${shape.name}: ${JSON.stringify(json.errors)}`);
      }
      const url = `${soukUrl}/graphql`;
      results.push({
        shape: shape.name,
        loaded: {
          api: await measureVariedPosts(`${shape.name} (API)`, url, bodies, seconds, connections),
          sql: await measureStatements(`${shape.name} (SQL)`, pool, shape.warm, seconds, connections),
        },
        alone: {
          api: await measureVariedPosts(`${shape.name} (API, 1)`, url, bodies, seconds, 1),
          sql: await measureStatements(`${shape.name} (SQL, 1)`, pool, shape.warm, seconds, 1),
          cold: await measureStatements(`${shape.name} (SQL cold, 1)`, pool, shape.cold, seconds, 1),
        },
      });
    }
    return results;
  } finally {
    await pool.end();
  }
}

const cell = (value: number, width: number, digits = 1) => value.toFixed(digits).padStart(width);

/** Prints the search figures: the API beside the SQL it runs, under load and alone. */
export function reportSearch(title: string, connections: number, results: readonly SearchMeasures[]): void {
  console.log(`\n${title}`);
  console.log(
    `${'shape'.padEnd(38)} ${`under load (${connections} connections)`.padEnd(58)} ${'alone (1 connection)'}`,
  );
  console.log(
    ''.padEnd(38),
    'API req/s'.padStart(9),
    'p50'.padStart(6),
    'p95'.padStart(6),
    'SQL req/s'.padStart(9),
    'p50'.padStart(6),
    'p95'.padStart(6),
    'API/SQL'.padStart(8),
    ' ',
    'API p50'.padStart(7),
    'p95'.padStart(6),
    'SQL p50'.padStart(7),
    'p95'.padStart(6),
    'cold p50'.padStart(8),
    'p95'.padStart(6),
    'errors'.padStart(6),
  );
  for (const { shape, loaded, alone } of results) {
    const errors = [loaded.api, loaded.sql, alone.api, alone.sql, alone.cold].reduce((n, m) => n + m.errors, 0);
    console.log(
      shape.padEnd(38),
      cell(loaded.api.requestsPerSecond, 9, 0),
      cell(loaded.api.p50Ms, 6),
      cell(loaded.api.p95Ms, 6),
      cell(loaded.sql.requestsPerSecond, 9, 0),
      cell(loaded.sql.p50Ms, 6),
      cell(loaded.sql.p95Ms, 6),
      cell(loaded.api.requestsPerSecond / loaded.sql.requestsPerSecond, 8, 2),
      ' ',
      cell(alone.api.p50Ms, 7),
      cell(alone.api.p95Ms, 6),
      cell(alone.sql.p50Ms, 7),
      cell(alone.sql.p95Ms, 6),
      cell(alone.cold.p50Ms, 8),
      cell(alone.cold.p95Ms, 6),
      String(errors).padStart(6),
    );
  }
  console.log('Latencies in ms. API: GraphQL `search` over HTTP. SQL: the statements the service ran for the same');
  console.log('requests, replayed through pg. cold: those of a first search, before its estimated counts are cached.');
}
