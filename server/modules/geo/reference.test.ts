import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/types';
import { parseReferenceId, snapshotCache } from './reference';

describe('reference data helpers', () => {
  it('reads numeric ids, and makes ids too large to exist match nothing', () => {
    expect(parseReferenceId('16', 'id')).toBe(16);
    expect(parseReferenceId(' 7 ', 'id')).toBe(7);
    expect(parseReferenceId('99999999999', 'id')).toBe(-1);
    for (const bad of ['', 'alger', '-3', '1.5', '16-alger', '1e3']) {
      expect(() => parseReferenceId(bad, 'regionId')).toThrow(/regionId must be a numeric id/);
    }
  });

  it('builds a snapshot once per database, again after invalidate, and retries a failed load', async () => {
    let loads = 0;
    let fail = true;
    const cache = snapshotCache(() => {
      loads += 1;
      return fail ? Promise.reject(new Error('database down')) : Promise.resolve({ loads });
    });
    const db = {} as Kysely<Database>;
    const other = {} as Kysely<Database>;
    await expect(cache.get(db)).rejects.toThrow('database down');
    fail = false;
    expect(await cache.get(db)).toEqual({ loads: 2 });
    expect(await cache.get(db)).toEqual({ loads: 2 });
    expect(await cache.get(other)).toEqual({ loads: 3 });
    cache.invalidate(db);
    expect(await cache.get(db)).toEqual({ loads: 4 });
  });
});
