import { sql, type Kysely } from 'kysely';

/**
 * The price orders of the search (issue 24): a large listing sorted by price walks this index
 * (forwards for "price: low to high", backwards for "high to low"), ties by id, and stops after
 * the page. Only announcements with a price are in a price order, hence the index's predicate.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index announcements_active_price_order_idx on announcements (price, id)
    where status in ('PUBLISHED', 'EDITED') and price > 0 and price_unit <> 'NO_PRICE'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index announcements_active_price_order_idx`.execute(db);
}
