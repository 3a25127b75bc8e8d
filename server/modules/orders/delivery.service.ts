import { parse } from 'csv-parse/sync';
import type { Kysely } from 'kysely';
import {
  DELIVERY_DURATION_UNITS,
  DELIVERY_MODES,
  RATE_IMPORT_MAX_LINES,
  type DeliveryDurationUnit,
  type DeliveryMode,
  type RateProblem,
} from '../../../shared/domain/orders';
import type { Database } from '../../db/types';

/** A provider's rate to a wilaya, when it is active and serves it that way. */
export function deliveryRate(db: Kysely<Database>, providerId: string, regionId: number, mode: DeliveryMode) {
  return db
    .selectFrom('delivery_rates as r')
    .innerJoin('delivery_providers as p', 'p.id', 'r.provider_id')
    .selectAll('r')
    .where('r.provider_id', '=', providerId)
    .where('r.region_id', '=', regionId)
    .where('r.mode', '=', mode)
    .where('p.is_active', '=', true)
    .executeTakeFirst();
}

/** What the delivery step lists: the active providers serving a wilaya, cheapest first, then fastest. */
export async function deliveryOptions(db: Kysely<Database>, regionId: number, mode: DeliveryMode | null) {
  let query = db
    .selectFrom('delivery_rates as r')
    .innerJoin('delivery_providers as p', 'p.id', 'r.provider_id')
    .select(['r.provider_id', 'r.mode', 'r.price', 'r.delay_min', 'r.delay_max', 'r.delay_unit'])
    .where('r.region_id', '=', regionId)
    .where('p.is_active', '=', true);
  if (mode) query = query.where('r.mode', '=', mode);
  const rows = await query.orderBy('r.price').orderBy('r.delay_max').orderBy('p.name').execute();
  return rows.map((row) => ({
    providerId: row.provider_id,
    mode: row.mode,
    price: Number(row.price),
    delayMin: row.delay_min,
    delayMax: row.delay_max,
    delayUnit: row.delay_unit,
  }));
}

export type DeliveryOptionModel = Awaited<ReturnType<typeof deliveryOptions>>[number];

/** Providers by id, for the fields that show them. */
export function providersByIds(db: Kysely<Database>, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('delivery_providers').select(['id', 'name', 'slug', 'user_id']).where('id', 'in', ids).execute();
}

export type DeliveryProviderModel = Awaited<ReturnType<typeof providersByIds>>[number];

/** The providers a user's account works (a DeliveryProvider account). */
/** Every provider with the size of its grid, for the operators' import screen. */
export function allProviders(db: Kysely<Database>) {
  return db
    .selectFrom('delivery_providers as p')
    .select(['p.id', 'p.name', 'p.slug', 'p.user_id'])
    .select((eb) =>
      eb
        .selectFrom('delivery_rates as r')
        .select((inner) => inner.fn.countAll<string>().as('n'))
        .whereRef('r.provider_id', '=', 'p.id')
        .as('rate_count'),
    )
    .orderBy('p.name')
    .execute();
}

export function providersOf(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('delivery_providers')
    .select(['id', 'name', 'slug', 'user_id'])
    .where('user_id', '=', userId)
    .orderBy('name')
    .execute();
}

/** A line of a provider's price grid as operators import it. */
export interface RateLine {
  regionId: number;
  mode: DeliveryMode;
  price: number;
  delayMin: number;
  delayMax: number;
  delayUnit: DeliveryDurationUnit;
}

/**
 * Reads a price grid in CSV: a header line `wilaya,mode,price,delay_min,delay_max,unit` (any
 * order), then one line per wilaya (code 1 to 58) and mode (HOME or PICKUP), whole dinars, a
 * delay and its unit (MINUTES, HOURS, DAYS, MONTHS). Returns the lines, or the refused lines with
 * why (all of them: nothing is imported until the whole file is right).
 */
export function readRatesCsv(text: string): { lines: RateLine[]; errors: { line: number; problem: RateProblem }[] } {
  const errors: { line: number; problem: RateProblem }[] = [];
  let records: Record<string, string>[];
  try {
    records = parse(text, {
      columns: (header: string[]) => header.map((name) => name.trim().toLowerCase()),
      skip_empty_lines: true,
      trim: true,
    });
  } catch {
    return { lines: [], errors: [{ line: 0, problem: 'unreadable' }] };
  }
  if (records.length > RATE_IMPORT_MAX_LINES) return { lines: [], errors: [{ line: 0, problem: 'tooMany' }] };
  const lines: RateLine[] = [];
  const seen = new Set<string>();
  records.forEach((record, index) => {
    const line = index + 2;
    const regionId = Number(record.wilaya);
    const mode = record.mode?.toUpperCase();
    const price = Number(record.price);
    const delayMin = Number(record.delay_min);
    const delayMax = Number(record.delay_max);
    const delayUnit = record.unit?.toUpperCase();
    // A wilaya code from 1 to 58; HOME or PICKUP; whole dinars up to a million; whole delays, min ≤ max.
    const problem: RateProblem | null =
      !Number.isInteger(regionId) || regionId < 1 || regionId > 58
        ? 'wilaya'
        : !(DELIVERY_MODES as readonly string[]).includes(mode ?? '')
          ? 'mode'
          : !Number.isInteger(price) || price < 0 || price > 1_000_000
            ? 'price'
            : !Number.isInteger(delayMin) || !Number.isInteger(delayMax) || delayMin < 0 || delayMax < delayMin
              ? 'delay'
              : !(DELIVERY_DURATION_UNITS as readonly string[]).includes(delayUnit ?? '')
                ? 'unit'
                : seen.has(`${regionId}:${mode}`)
                  ? 'duplicate'
                  : null;
    if (problem) {
      errors.push({ line, problem });
      return;
    }
    seen.add(`${regionId}:${mode}`);
    lines.push({
      regionId,
      mode: mode as DeliveryMode,
      price,
      delayMin,
      delayMax,
      delayUnit: delayUnit as DeliveryDurationUnit,
    });
  });
  return { lines: errors.length > 0 ? [] : lines, errors };
}

/** Replaces a provider's whole grid with the imported lines, in one transaction (a wilaya left out is no longer served). */
export async function replaceRates(
  db: Kysely<Database>,
  providerId: string,
  lines: readonly RateLine[],
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('delivery_rates').where('provider_id', '=', providerId).execute();
    if (lines.length === 0) return;
    await trx
      .insertInto('delivery_rates')
      .values(
        lines.map((line) => ({
          provider_id: providerId,
          region_id: line.regionId,
          mode: line.mode,
          price: line.price,
          delay_min: line.delayMin,
          delay_max: line.delayMax,
          delay_unit: line.delayUnit,
        })),
      )
      .execute();
  });
}
