import { createHash } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { ErrorCode } from '../../../shared/domain/errors';
import type { Database } from '../../db/types';
import { AppError } from '../../core/errors';

/**
 * A per-database cache of an in-memory snapshot of reference data (regions, categories...):
 * built on first use, shared by every request of the server, dropped by `invalidate` when
 * the seeders change the data. Keyed by the Kysely instance, so each server (and each test
 * server) has its own.
 */
export interface SnapshotCache<T> {
  get(db: Kysely<Database>): Promise<T>;
  invalidate(db: Kysely<Database>): void;
}

/** Creates a snapshot cache around a loader. A failed load is not kept: the next call retries. */
export function snapshotCache<T>(load: (db: Kysely<Database>) => Promise<T>): SnapshotCache<T> {
  const snapshots = new WeakMap<Kysely<Database>, Promise<T>>();
  return {
    get(db) {
      let snapshot = snapshots.get(db);
      if (!snapshot) {
        const loading = load(db);
        snapshot = loading;
        snapshots.set(db, loading);
        loading.catch(() => {
          if (snapshots.get(db) === loading) snapshots.delete(db);
        });
      }
      return snapshot;
    },
    invalidate(db) {
      snapshots.delete(db);
    },
  };
}

/**
 * Runs `write` in one transaction unless the database already holds this exact version of
 * the resources (same fingerprint under `key` in app_meta), so seeding on every start costs
 * one query when nothing changed. Returns whether it wrote.
 */
export async function seedWhenChanged(
  db: Kysely<Database>,
  key: string,
  fingerprint: string,
  write: (trx: Transaction<Database>) => Promise<void>,
): Promise<boolean> {
  const digest = createHash('sha256').update(fingerprint).digest('hex');
  const stored = await db.selectFrom('app_meta').select('value').where('key', '=', key).executeTakeFirst();
  if (stored?.value === digest) return false;
  await db.transaction().execute(async (trx) => {
    await write(trx);
    await trx
      .insertInto('app_meta')
      .values({ key, value: digest })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: digest }))
      .execute();
  });
  return true;
}

/** Largest value of an `integer` column: a larger id cannot exist. */
const MAX_INTEGER_ID = 2_147_483_647;

/**
 * Reads a GraphQL ID argument that names a reference row (region, city, category...).
 * Anything but digits is the caller's mistake (BAD_USER_INPUT); a number too large to be
 * an id simply matches nothing (-1).
 */
export function parseReferenceId(value: string, argument: string): number {
  const trimmed = value.trim();
  if (!/^\d{1,20}$/.test(trimmed)) {
    throw new AppError(ErrorCode.BAD_USER_INPUT, `${argument} must be a numeric id`, { argument });
  }
  const id = Number(trimmed);
  return id <= MAX_INTEGER_ID ? id : -1;
}

/**
 * Checks that exactly one of two lookup arguments (`id`, `slug`) was given; lookups by either
 * are allowed, by both or neither is ambiguous.
 */
export function requireOneOf(args: Record<string, unknown>, names: [string, string]): void {
  const given = names.filter((name) => args[name] !== undefined && args[name] !== null);
  if (given.length !== 1) {
    throw new AppError(ErrorCode.BAD_USER_INPUT, `Give exactly one of ${names.join(' or ')}`, {
      arguments: names,
    });
  }
}
