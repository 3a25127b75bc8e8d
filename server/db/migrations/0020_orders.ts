import { sql, type Kysely } from 'kysely';

/**
 * Orders (issue 20): delivery providers and their price grid per wilaya, a checkout (one buyer's
 * submission under an idempotency key) and its orders (one per seller) with their lines and the
 * history of every move.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('delivery_providers')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    // The DeliveryProvider account that works its parcels (none: operators only).
    .addColumn('user_id', 'bigint', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('slug', 'text', (col) => col.notNull().unique())
    .addColumn('is_active', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('delivery_rates')
    .addColumn('provider_id', 'bigint', (col) => col.notNull().references('delivery_providers.id').onDelete('cascade'))
    .addColumn('region_id', 'integer', (col) => col.notNull().references('regions.id'))
    .addColumn('mode', 'text', (col) => col.notNull())
    .addColumn('price', 'bigint', (col) => col.notNull().check(sql`price >= 0`))
    .addColumn('delay_min', 'integer', (col) => col.notNull())
    .addColumn('delay_max', 'integer', (col) => col.notNull())
    .addColumn('delay_unit', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('delivery_rates_pk', ['provider_id', 'region_id', 'mode'])
    .execute();
  await sql`create index delivery_rates_region_idx on delivery_rates (region_id, mode)`.execute(db);

  await db.schema
    .createTable('checkouts')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('buyer_id', 'bigint', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('orders')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('checkout_id', 'bigint', (col) => col.notNull().references('checkouts.id').onDelete('cascade'))
    .addColumn('buyer_id', 'bigint', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('seller_id', 'bigint', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('store_id', 'bigint', (col) => col.references('stores.id').onDelete('set null'))
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('contact_name', 'text', (col) => col.notNull())
    .addColumn('phones', 'jsonb', (col) => col.notNull())
    .addColumn('email', 'text')
    .addColumn('region_id', 'integer', (col) => col.notNull().references('regions.id'))
    .addColumn('city_id', 'integer', (col) => col.notNull().references('cities.id'))
    .addColumn('address', 'text', (col) => col.notNull())
    .addColumn('delivery_mode', 'text', (col) => col.notNull())
    .addColumn('provider_id', 'bigint', (col) => col.notNull().references('delivery_providers.id'))
    .addColumn('delivery_price', 'bigint', (col) => col.notNull())
    .addColumn('delay_min', 'integer', (col) => col.notNull())
    .addColumn('delay_max', 'integer', (col) => col.notNull())
    .addColumn('delay_unit', 'text', (col) => col.notNull())
    .addColumn('subtotal', 'bigint', (col) => col.notNull())
    .addColumn('total', 'bigint', (col) => col.notNull())
    .addColumn('payment_method', 'text', (col) => col.notNull())
    .addColumn('tracking_number', 'text')
    .addColumn('reason', 'text')
    // Where the buyer ordered from: the portal, or a store's site (the spec's purchased_from).
    .addColumn('purchased_from', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull())
    .execute();
  // The lists: a buyer's orders, a seller's (a store's or a member's) by date and by state, a provider's parcels.
  await sql`create index orders_buyer_idx on orders (buyer_id, id desc)`.execute(db);
  await sql`create index orders_store_idx on orders (store_id, id desc) where store_id is not null`.execute(db);
  await sql`create index orders_store_status_idx on orders (store_id, status, id desc) where store_id is not null`.execute(
    db,
  );
  await sql`create index orders_seller_idx on orders (seller_id, id desc) where store_id is null`.execute(db);
  await sql`create index orders_provider_idx on orders (provider_id, status, id desc)`.execute(db);
  await sql`create index orders_checkout_idx on orders (checkout_id)`.execute(db);

  await db.schema
    .createTable('order_items')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('order_id', 'bigint', (col) => col.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('announcement_id', 'bigint', (col) => col.references('announcements.id').onDelete('set null'))
    .addColumn('variant_id', 'bigint', (col) => col.references('announcement_variants.id').onDelete('set null'))
    // What was bought, as it was: the announcement may change or go.
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('quantity', 'integer', (col) => col.notNull().check(sql`quantity > 0`))
    .addColumn('unit_price', 'bigint', (col) => col.notNull())
    .execute();
  await sql`create index order_items_order_idx on order_items (order_id)`.execute(db);

  await db.schema
    .createTable('order_events')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('order_id', 'bigint', (col) => col.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('actor_id', 'bigint', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('actor', 'text', (col) => col.notNull())
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('from_status', 'text')
    .addColumn('to_status', 'text', (col) => col.notNull())
    .addColumn('reason', 'text')
    .addColumn('tracking_number', 'text')
    .addColumn('at', 'timestamptz', (col) => col.notNull())
    .execute();
  await sql`create index order_events_order_idx on order_events (order_id, id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['order_events', 'order_items', 'orders', 'checkouts', 'delivery_rates', 'delivery_providers']) {
    await db.schema.dropTable(table).execute();
  }
}
