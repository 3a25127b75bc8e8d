import type { Kysely } from 'kysely';
import type { Database } from '../types';

/** Upserts the reference data shipped under `resources/`; safe to run on every start. */
export async function seedReferenceData(_db: Kysely<Database>): Promise<void> {
  // Filled by the geo and catalog domains.
}
