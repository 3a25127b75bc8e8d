import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { readGeoResources } from './geo.resources';
import { invalidateGeo } from './geo.service';
import { seedWhenChanged } from './reference';

/** Bump when the way resources become rows changes, so databases are rewritten once. */
const SEED_FORMAT = 'geo/1';

/**
 * Brings the 58 wilayas and 1,541 communes in line with `resources/geo/` (upsert by id).
 * Safe on every start: when the database already holds this version it reads one row.
 */
export async function seedGeo(db: Kysely<Database>): Promise<void> {
  const { regions, cities, fingerprint } = readGeoResources();
  const wrote = await seedWhenChanged(db, 'reference:geo', `${SEED_FORMAT}\n${fingerprint}`, async (trx) => {
    await trx
      .insertInto('regions')
      .values(regions.map((r) => ({ id: r.id, code: r.code, names: JSON.stringify(r.names), slug: r.slug })))
      .onConflict((oc) =>
        oc.column('id').doUpdateSet((eb) => ({
          code: eb.ref('excluded.code'),
          names: eb.ref('excluded.names'),
          slug: eb.ref('excluded.slug'),
        })),
      )
      .execute();
    // One statement for all communes: 1,541 rows × 5 parameters stays far below PostgreSQL's 65,535.
    await trx
      .insertInto('cities')
      .values(
        cities.map((c) => ({
          id: c.id,
          region_id: c.regionId,
          names: JSON.stringify(c.names),
          daira_names: JSON.stringify(c.dairaNames),
          slug: c.slug,
        })),
      )
      .onConflict((oc) =>
        oc.column('id').doUpdateSet((eb) => ({
          region_id: eb.ref('excluded.region_id'),
          names: eb.ref('excluded.names'),
          daira_names: eb.ref('excluded.daira_names'),
          slug: eb.ref('excluded.slug'),
        })),
      )
      .execute();
  });
  if (wrote) invalidateGeo(db);
}
