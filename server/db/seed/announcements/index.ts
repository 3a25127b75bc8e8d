import { sql, type Kysely, type Transaction } from 'kysely';
import type { Deps } from '../../../deps';
import { loadCatalog } from '../../../modules/catalog';
import { loadGeo } from '../../../modules/geo';
import { compactSearchCounts } from '../../../modules/search';
import { rebuildSearchWords } from '../../../modules/search';
import type { Database } from '../../types';
import { createAnnouncementGenerator, type GeneratedAnnouncement } from './generator';
import { preparePicturePool } from './pictures';
import { createBulkSellers, type Seller } from './sellers';
import { writeAnnouncementBatch } from './writer';

export { createAnnouncementGenerator, publishableCategories, deliveryTypesOf } from './generator';
export type { GeneratedAnnouncement, GeneratedPhone, SellerProfile, AnnouncementGenerator } from './generator';
export type { Seller } from './sellers';

/** Announcements per seller when the bulk path creates its own sellers. */
export const ANNOUNCEMENTS_PER_SELLER = 50;

/** Options of `seedAnnouncements`. */
export interface SeedAnnouncementsOptions {
  /** How many announcements to generate. */
  count: number;
  /** Same seed, same announcements (default 1). */
  seed?: number;
  /** The moment dates are spread before (default `deps.now()`). */
  now?: Date;
  /** Accounts to publish under; by default `count / 50` (at least one) generated accounts. */
  sellers?: readonly Seller[];
  /** Announcements per insert statement (default 5 000). */
  batchSize?: number;
  /** Distinct pictures in the shared pool (default 150; 0 for announcements without pictures). */
  pictures?: number;
  /**
   * Drop the secondary indexes of the filled tables during the load and build them after, in
   * the same transaction (default: from 100 000 announcements, where it is several times faster).
   */
  deferIndexes?: boolean;
  /** Go through every publishable category first, so each has announcements (default true). */
  coverAllCategories?: boolean;
  /** Called after each batch with the announcements written so far. */
  onProgress?: (written: number, total: number) => void;
  /** Called inside the transaction with each batch and its ids (the demo hangs comments on them). */
  onBatch?: (
    trx: Transaction<Database>,
    batch: readonly GeneratedAnnouncement[],
    ids: readonly string[],
  ) => Promise<void>;
  /** Called inside the transaction after the last batch (the demo records that it is loaded). */
  beforeCommit?: (trx: Transaction<Database>) => Promise<void>;
}

/** What `seedAnnouncements` did. */
export interface SeedAnnouncementsResult {
  count: number;
  sellers: readonly Seller[];
  /** Milliseconds spent in each phase. */
  timings: { sellers: number; announcements: number; indexes: number; pictures: number; vocabulary: number };
}

/** A secondary index (not the key or a unique constraint) as `pg_get_indexdef` writes it. */
interface IndexDefinition {
  name: string;
  definition: string;
}

/** Drops the indexes of `tables` that back no constraint and returns how to build them again. */
async function dropSecondaryIndexes(trx: Kysely<Database>, tables: readonly string[]): Promise<IndexDefinition[]> {
  const { rows } = await sql<IndexDefinition>`
    select index_class.relname as name, pg_get_indexdef(i.indexrelid) as definition
    from pg_index i
    join pg_class index_class on index_class.oid = i.indexrelid
    join pg_class table_class on table_class.oid = i.indrelid
    join pg_namespace n on n.oid = table_class.relnamespace
    where n.nspname = current_schema()
      and table_class.relname = any(${tables}::text[])
      and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)
    order by index_class.relname`.execute(trx);
  for (const index of rows) await sql`drop index ${sql.id(index.name)}`.execute(trx);
  return rows;
}

/**
 * Generates `count` realistic announcements (see `createAnnouncementGenerator`) and writes them
 * in batches in one transaction, with their pictures (media rows pointing at a shared pool of
 * generated pictures) and phones, then brings the search vocabulary up to date and analyses the
 * tables. Works on PostgreSQL and PGlite; a million takes minutes on PostgreSQL.
 * Same seed and `now`, same rows (on the same machine: picture bytes depend on its fonts).
 */
export async function seedAnnouncements(
  deps: Deps,
  options: SeedAnnouncementsOptions,
): Promise<SeedAnnouncementsResult> {
  const { count } = options;
  const seed = options.seed ?? 1;
  const now = options.now ?? deps.now();
  const batchSize = Math.max(1, options.batchSize ?? 5_000);
  const deferIndexes = options.deferIndexes ?? count >= 100_000;
  const timings = { sellers: 0, announcements: 0, indexes: 0, pictures: 0, vocabulary: 0 };
  if (count <= 0) return { count: 0, sellers: options.sellers ?? [], timings };
  const [catalog, geo] = await Promise.all([loadCatalog(deps), loadGeo(deps)]);

  let sellers = options.sellers ?? [];
  if (sellers.length === 0) {
    const started = Date.now();
    const sellerCount = Math.max(1, Math.ceil(count / ANNOUNCEMENTS_PER_SELLER));
    sellers = await deps.db
      .transaction()
      .execute((trx) => createBulkSellers(trx, geo, { count: sellerCount, seed, now }));
    timings.sellers = Date.now() - started;
    if (sellers.length === 0) throw new Error('no seller account could be created');
  }
  const generator = createAnnouncementGenerator({
    seed,
    now,
    catalog,
    geo,
    sellers,
    coverAllCategories: options.coverAllCategories,
  });
  const pool = await preparePicturePool(
    deps,
    catalog,
    generator.categories,
    count === 0 ? 0 : (options.pictures ?? 150),
  );
  const sellerIds = sellers.map((s) => s.id);

  await deps.db.transaction().execute(async (trx) => {
    // Index builds over a million rows take longer than the server's statement timeout.
    await sql`set local statement_timeout = 0`.execute(trx);
    const dropped = deferIndexes
      ? await dropSecondaryIndexes(trx, ['announcements', 'media', 'announcement_phones'])
      : [];
    let started = Date.now();
    // The next batch is generated while the database writes the previous one: on PostgreSQL the
    // two run on different cores. Writes stay in order, one at a time, on the transaction.
    let writing: Promise<void> = Promise.resolve();
    let failure: { error: unknown } | null = null;
    let written = 0;
    for (let generated = 0; generated < count;) {
      const batch: GeneratedAnnouncement[] = [];
      while (batch.length < batchSize && generated < count) {
        batch.push(generator.next());
        generated += 1;
        // Let the driver move the previous batch's bytes meanwhile.
        if (generated % 250 === 0) await new Promise((resolve) => setImmediate(resolve));
      }
      await writing;
      if (failure) break;
      writing = (async () => {
        const ids = await writeAnnouncementBatch(trx, batch, sellerIds, pool.size > 0 ? pool : null);
        if (options.onBatch) await options.onBatch(trx, batch, ids);
        written += batch.length;
        options.onProgress?.(written, count);
      })().catch((error: unknown) => {
        // Kept, not thrown here: nobody awaits this promise until the next batch is ready.
        failure = { error };
      });
    }
    await writing;
    if (failure) throw (failure as { error: unknown }).error;
    timings.announcements = Date.now() - started;
    if (dropped.length > 0) {
      started = Date.now();
      // Index builds sort in memory when allowed to; the default is sized for a small server.
      await sql`set local maintenance_work_mem = '512MB'`.execute(trx);
      for (const index of dropped) await sql.raw(index.definition).execute(trx);
      timings.indexes = Date.now() - started;
    }
    await options.beforeCommit?.(trx);
  });

  let started = Date.now();
  if (pool.size > 0) await pool.store(deps);
  timings.pictures = Date.now() - started;
  started = Date.now();
  // One connection without a statement timeout: over a million announcements the vocabulary
  // takes longer than a server's timeout allows.
  await deps.db.connection().execute(async (connection) => {
    await sql`set statement_timeout = 0`.execute(connection);
    try {
      await rebuildSearchWords(connection);
      // The triggers left a +1 row per announcement and place: folded, the counters are read in one row each.
      await compactSearchCounts(connection);
      // Fresh statistics, or the planner guesses the sizes of tables that just grew a millionfold;
      // and a visibility map, without which every index-only scan of the search reads the table.
      await sql`vacuum (analyze) announcements, media, announcement_phones, users, search_words, search_counts`.execute(
        connection,
      );
    } finally {
      await sql`reset statement_timeout`.execute(connection);
    }
  });
  timings.vocabulary = Date.now() - started;
  return { count, sellers, timings };
}
