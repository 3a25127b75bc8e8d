import { sql, type Kysely } from 'kysely';
import type { GeoSnapshot } from '../../../modules/geo';
import type { Database } from '../../types';
import type { SellerProfile } from './generator';
import { drawPerson, usernamePart } from './people';
import { PlacePicker } from './places';
import { Random, seedOf } from './random';

/** A seller the generated announcements are published under: the account and its profile. */
export interface Seller extends SellerProfile {
  id: string;
  username: string;
}

/** Accounts inserted per statement. */
const USERS_PER_STATEMENT = 5_000;

/** A seller's weight: most publish a little, a few a lot (a skewed spread around 1). */
export function sellerWeight(random: Random): number {
  return Math.exp((random.next() + random.next() + random.next() - 1.5) * 1.4);
}

/**
 * Creates `count` validated member accounts for bulk announcements, in multi-row inserts:
 * Algerian names, a wilaya by weight, a mobile phone, no password (they cannot sign in: they
 * only carry announcements). Usernames derive from the seed and the position, so running it
 * again with the same seed finds the same accounts instead of failing on the unique names.
 */
export async function createBulkSellers(
  db: Kysely<Database>,
  geo: GeoSnapshot,
  options: { count: number; seed: number; now: Date },
): Promise<Seller[]> {
  const places = new PlacePicker(geo);
  const sellers: Seller[] = [];
  for (let start = 0; start < options.count; start += USERS_PER_STATEMENT) {
    const chunk: (Omit<Seller, 'id'> & { email: string; displayName: string; gender: string; birthDate: string })[] =
      [];
    for (let i = start; i < Math.min(options.count, start + USERS_PER_STATEMENT); i += 1) {
      const random = new Random(seedOf(options.seed, 'seller', i));
      const person = drawPerson(random, options.now);
      // At most 30 characters (the registration rule): names cut, the position kept whole.
      const suffix = String(i + 1);
      const base = `${usernamePart(person.firstName)}_${usernamePart(person.lastName)}`.slice(0, 29 - suffix.length);
      const username = `${base}${suffix}`;
      chunk.push({
        username,
        email: `${username.replace('_', '.')}@souk.example`,
        displayName: person.displayName,
        gender: person.gender,
        birthDate: person.birthDate,
        regionId: places.region(random),
        phone: person.phone,
        weight: sellerWeight(random),
      });
    }
    const createdAt = options.now.toISOString();
    await sql`insert into users (username, email, display_name, gender, birth_date, region_id, phone, is_validated,
        created_at, updated_at)
      select username, email, display_name, gender, birth_date, region_id, phone, true, ${createdAt}::timestamptz,
        ${createdAt}::timestamptz
      from unnest(${chunk.map((s) => s.username)}::text[], ${chunk.map((s) => s.email)}::text[],
        ${chunk.map((s) => s.displayName)}::text[], ${chunk.map((s) => s.gender)}::text[],
        ${chunk.map((s) => s.birthDate)}::date[], ${chunk.map((s) => s.regionId)}::integer[],
        ${chunk.map((s) => s.phone)}::text[])
        as t(username, email, display_name, gender, birth_date, region_id, phone)
      on conflict do nothing`.execute(db);
    // Found by name, so accounts a previous run created are used as they are; a member who
    // happens to have one of these names (another address) is left alone.
    const found = await sql<{
      id: string;
      username: string;
      email: string;
      phone: string | null;
      region_id: number | null;
    }>`
      select id, username, email, phone, region_id from users
      where lower(username) = any(${chunk.map((s) => s.username)}::text[])`.execute(db);
    const expected = new Map(chunk.map((s) => [s.username, s.email]));
    const rows = found.rows.filter((row) => expected.get(row.username.toLowerCase()) === row.email?.toLowerCase());
    const byName = new Map(rows.map((row) => [row.username.toLowerCase(), row]));
    await sql`insert into user_roles (user_id, role)
      select id, 'USER' from unnest(${rows.map((r) => r.id)}::bigint[]) as t(id)
      on conflict do nothing`.execute(db);
    for (const seller of chunk) {
      const row = byName.get(seller.username);
      if (!row) continue;
      sellers.push({
        id: row.id,
        username: row.username,
        phone: row.phone,
        regionId: row.region_id,
        weight: seller.weight,
      });
    }
  }
  return sellers;
}
