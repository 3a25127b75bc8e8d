import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { ErrorCode } from '../../shared/domain/errors';
import { IDEMPOTENCY_KEY, isValidIdempotencyKey, type IdempotencyScope } from '../../shared/domain/idempotency';
import type { Database } from '../db/types';
import type { Deps } from '../deps';
import { AppError, text } from './errors';

/** `idempotency_keys` (migration 0013). */
export interface IdempotencyKeysTable {
  scope: IdempotencyScope;
  owner_id: string;
  key: string;
  request_hash: string;
  result_id: string | null;
  created_at: Date;
}

export interface IdempotencyTables {
  idempotency_keys: IdempotencyKeysTable;
}

/** A creation request under an idempotency key. */
export interface IdempotentRequest {
  scope: IdempotencyScope;
  /** The member the key belongs to: keys of different members never meet. */
  ownerId: string;
  /** The client's key; null or absent when the client sent none (then nothing is remembered). */
  key: string | null | undefined;
  /** What was asked (the operation's input): a retry must ask the same. */
  request: unknown;
}

/** JSON with object keys sorted, so two equal requests hash the same whatever their key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** The fingerprint of a request, kept beside its key. */
export function requestHash(request: unknown): string {
  return createHash('sha256').update(canonical(request)).digest('base64url');
}

/**
 * Creates something at most once per idempotency key, inside the caller's transaction `trx`:
 * the first request with a key runs `create` (which returns the new thing's id) and remembers the
 * id with the key; a retry with the same key and the same request gets that id back without
 * creating anything (`replayed: true`). The same key with a different request is refused with
 * IDEMPOTENCY/KEY_REUSED; a malformed key with IDEMPOTENCY/INVALID_KEY. Without a key, `create`
 * just runs.
 *
 * Parallel retries: the key's row is inserted first, in the caller's transaction. A second
 * request with the same key waits on that insert (primary key) until the first commits, then
 * reads its result; if the first rolls back, the second creates. Keys older than
 * IDEMPOTENCY_KEY.ttlSeconds are forgotten (and purged by `purgeIdempotencyKeys`).
 */
export async function createOnce(
  deps: Deps,
  trx: Kysely<Database>,
  request: IdempotentRequest,
  create: () => Promise<string>,
): Promise<{ id: string; replayed: boolean }> {
  const { key } = request;
  if (key === null || key === undefined) return { id: await create(), replayed: false };
  if (!isValidIdempotencyKey(key)) {
    const bounds = { minLength: IDEMPOTENCY_KEY.minLength, maxLength: IDEMPOTENCY_KEY.maxLength };
    throw new AppError(ErrorCode.IDEMPOTENCY_INVALID_KEY, text('errors.idempotencyInvalidKey', bounds), bounds);
  }
  const now = deps.now();
  const hash = requestHash(request.request);
  const row = { scope: request.scope, owner_id: request.ownerId, key };
  // An expired key is free again, even before the purge has run.
  await trx
    .deleteFrom('idempotency_keys')
    .where('scope', '=', row.scope)
    .where('owner_id', '=', row.owner_id)
    .where('key', '=', row.key)
    .where('created_at', '<=', new Date(now.getTime() - IDEMPOTENCY_KEY.ttlSeconds * 1000))
    .execute();
  const claimed = await trx
    .insertInto('idempotency_keys')
    .values({ ...row, request_hash: hash, result_id: null, created_at: now })
    .onConflict((oc) => oc.columns(['scope', 'owner_id', 'key']).doNothing())
    .returning('key')
    .executeTakeFirst();
  if (claimed) {
    const id = await create();
    await trx
      .updateTable('idempotency_keys')
      .set({ result_id: id })
      .where('scope', '=', row.scope)
      .where('owner_id', '=', row.owner_id)
      .where('key', '=', row.key)
      .execute();
    return { id, replayed: false };
  }
  const first = await trx
    .selectFrom('idempotency_keys')
    .select(['request_hash', 'result_id'])
    .where('scope', '=', row.scope)
    .where('owner_id', '=', row.owner_id)
    .where('key', '=', row.key)
    .executeTakeFirstOrThrow();
  if (first.request_hash !== hash) {
    throw new AppError(ErrorCode.IDEMPOTENCY_KEY_REUSED, text('errors.idempotencyKeyReused'));
  }
  // Set in the transaction that claimed the key, so a committed row always carries it.
  if (first.result_id === null) throw new Error(`idempotency key of ${row.scope} committed without a result`);
  return { id: first.result_id, replayed: true };
}

/** Forgets keys past their lifetime (housekeeping, run periodically). Returns how many. */
export async function purgeIdempotencyKeys(deps: Deps): Promise<number> {
  const cut = new Date(deps.now().getTime() - IDEMPOTENCY_KEY.ttlSeconds * 1000);
  const result = await deps.db.deleteFrom('idempotency_keys').where('created_at', '<=', cut).executeTakeFirst();
  return Number(result.numDeletedRows);
}
