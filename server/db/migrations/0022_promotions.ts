import { sql, type Kysely } from 'kysely';

/**
 * Promotions and tracking (issue 21): campaigns with their slot locations, categories and
 * visuals; the tracking pixel's events, append-only and partitioned by day (a day is rolled up,
 * then its partition can be dropped whole); and the daily figures rolled up from them.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('promotions')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('target_type', 'text', (col) => col.notNull())
    .addColumn('target_link', 'text')
    .addColumn('target_store_id', 'bigint', (col) => col.references('stores.id').onDelete('cascade'))
    .addColumn('target_announcement_id', 'bigint', (col) => col.references('announcements.id').onDelete('cascade'))
    .addColumn('is_adsense', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('is_placeholder', 'boolean', (col) => col.notNull().defaultTo(false))
    // Seconds a dialog (flash, interstitial) stays before it can be closed; null for banners.
    .addColumn('timeout', 'integer')
    .addColumn('starts_at', 'timestamptz', (col) => col.notNull())
    .addColumn('ends_at', 'timestamptz', (col) => col.notNull())
    .addColumn('paused', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('weight', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('daily_cap', 'integer')
    // Who asked for it: a store owner's request (null for the operators' own campaigns).
    .addColumn('requested_by_store_id', 'bigint', (col) => col.references('stores.id').onDelete('set null'))
    .addColumn('created_by', 'bigint', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await sql`create index promotions_running_idx on promotions (ends_at) where not paused`.execute(db);

  await db.schema
    .createTable('promotion_locations')
    .addColumn('promotion_id', 'bigint', (col) => col.notNull().references('promotions.id').onDelete('cascade'))
    .addColumn('location', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('promotion_locations_pk', ['location', 'promotion_id'])
    .execute();

  // No row: every category. A row: the campaign shows only where one of its categories is asked for.
  await db.schema
    .createTable('promotion_categories')
    .addColumn('promotion_id', 'bigint', (col) => col.notNull().references('promotions.id').onDelete('cascade'))
    .addColumn('category_id', 'integer', (col) => col.notNull().references('categories.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('promotion_categories_pk', ['promotion_id', 'category_id'])
    .execute();

  await db.schema
    .createTable('promotion_visuals')
    .addColumn('promotion_id', 'bigint', (col) => col.notNull().references('promotions.id').onDelete('cascade'))
    .addColumn('device', 'text', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull())
    // An uploaded picture (IMAGE), else the address of the ad network's frame or video.
    .addColumn('media_id', 'bigint', (col) => col.references('media.id').onDelete('set null'))
    .addColumn('url', 'text')
    .addColumn('width', 'integer', (col) => col.notNull())
    .addColumn('height', 'integer', (col) => col.notNull())
    .addColumn('background', 'text')
    .addPrimaryKeyConstraint('promotion_visuals_pk', ['promotion_id', 'device'])
    .execute();

  // internetServiceProviderGet: which mobile operator an address range belongs to (CIDR blocks).
  await db.schema
    .createTable('internet_service_provider_ranges')
    .addColumn('cidr', 'text', (col) => col.primaryKey())
    .addColumn('provider', 'text', (col) => col.notNull())
    .execute();

  // A picture kept by something other than an announcement (a promotion's visual): never an orphan.
  await db.schema.alterTable('media').addColumn('kept_by', 'text').execute();

  // The pixel's events. The key (day, event id) drops a repeated event (a retried pixel); the
  // day is the partition key, in Algeria's time.
  await sql`create table tracking_events (
      day date not null,
      event_id text not null,
      type text not null,
      at timestamptz not null,
      promotion_ids bigint[],
      announcement_id bigint,
      user_id bigint,
      track_id text not null,
      url text not null,
      slug text,
      referer text,
      locale text,
      extra jsonb,
      primary key (day, event_id)
    ) partition by range (day)`.execute(db);
  // Events of days without their own partition yet land here; the roll-up creates the coming days'.
  await sql`create table tracking_events_default partition of tracking_events default`.execute(db);

  await db.schema
    .createTable('promotion_daily')
    .addColumn('promotion_id', 'bigint', (col) => col.notNull().references('promotions.id').onDelete('cascade'))
    .addColumn('day', 'date', (col) => col.notNull())
    .addColumn('impressions', 'integer', (col) => col.notNull())
    .addColumn('clicks', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('promotion_daily_pk', ['promotion_id', 'day'])
    .execute();

  await db.schema
    .createTable('announcement_daily')
    .addColumn('announcement_id', 'bigint', (col) => col.notNull().references('announcements.id').onDelete('cascade'))
    .addColumn('day', 'date', (col) => col.notNull())
    .addColumn('impressions', 'integer', (col) => col.notNull())
    .addColumn('interests', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('announcement_daily_pk', ['announcement_id', 'day'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('announcement_daily').execute();
  await db.schema.dropTable('promotion_daily').execute();
  await sql`drop table tracking_events`.execute(db);
  await db.schema.alterTable('media').dropColumn('kept_by').execute();
  await db.schema.dropTable('internet_service_provider_ranges').execute();
  await db.schema.dropTable('promotion_visuals').execute();
  await db.schema.dropTable('promotion_categories').execute();
  await db.schema.dropTable('promotion_locations').execute();
  await db.schema.dropTable('promotions').execute();
}
