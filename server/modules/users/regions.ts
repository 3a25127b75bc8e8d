import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/types';

/**
 * True when `regionId` names a region (wilaya) of the geo domain's `regions` table. Written
 * in SQL so the users domain does not depend on the geo domain's table types.
 */
export async function regionExists(db: Kysely<Database>, regionId: string): Promise<boolean> {
  if (!/^\d{1,4}$/.test(regionId)) return false;
  const { rows } = await sql<{ found: number }>`select 1 as found from regions where id = ${Number(regionId)}`.execute(
    db,
  );
  return rows.length > 0;
}
