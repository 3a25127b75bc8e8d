import type { Kysely } from 'kysely';
import { seedCatalog } from '../../modules/catalog';
import { seedGeo } from '../../modules/geo';
import type { Database } from '../types';

/** Upserts the reference data shipped under `resources/`; safe to run on every start. */
export async function seedReferenceData(db: Kysely<Database>): Promise<void> {
  await seedGeo(db);
  await seedCatalog(db);
}
