import { sql, type Kysely } from 'kysely';

/**
 * Stores, markets (lands), their members and service params, followers, and the site builds
 * owners compose (stores-and-site-builder.md §3). A land is a store or a market: `land_type`
 * plus `land_id` name one, so service params and sites serve both kinds with one table.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('stores')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('slug', 'text', (col) => col.notNull())
    .addColumn('description', 'text')
    .addColumn('image_url', 'text')
    // The spec shows no status values: ours are ACTIVE, DISABLED and EXPIRED (shared/domain/stores.ts).
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('ACTIVE')
        .check(sql`status in ('ACTIVE', 'DISABLED', 'EXPIRED')`),
    )
    .addColumn('is_official', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('is_verified', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('view_as_store', 'boolean', (col) => col.notNull().defaultTo(true))
    // The host of the standalone store-domain mode, lower-case, without port.
    .addColumn('domain', 'text', (col) => col.unique())
    .addColumn('google_tag_manager_id', 'text')
    .addColumn('meta_pixel_id', 'text')
    // Kept by follow and unfollow in the same transaction as the follower row.
    .addColumn('follower_count', 'integer', (col) => col.notNull().defaultTo(0))
    // The name and description as the directory's keywords compare them (normalizeSearchText:
    // lower case, unaccented, Arabic folded), written with them.
    .addColumn('search_text', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index stores_name_idx on stores (lower(name))`.execute(db);
  // The directory: active stores in its order (official first, most followed, then id).
  await sql`create index stores_directory_idx on stores (is_official desc, follower_count desc, id)
    where status = 'ACTIVE'`.execute(db);
  // Keywords anywhere in the name or description (like '%word%'), through trigrams.
  await sql`create index stores_search_text_idx on stores using gin (search_text gin_trgm_ops)`.execute(db);

  await db.schema
    .createTable('store_members')
    .addColumn('store_id', 'bigint', (col) => col.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('user_id', 'bigint', (col) => col.notNull().references('users.id').onDelete('cascade'))
    // OWNER or MEMBER: both are announcers of the store's announcements; owners manage members.
    .addColumn('role', 'text', (col) => col.notNull().defaultTo('MEMBER'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('store_members_pkey', ['store_id', 'user_id'])
    .execute();
  await db.schema.createIndex('store_members_user_idx').on('store_members').column('user_id').execute();

  await db.schema
    .createTable('store_categories')
    .addColumn('store_id', 'bigint', (col) => col.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('category_id', 'integer', (col) => col.notNull().references('categories.id').onDelete('cascade'))
    .addColumn('rank', 'integer', (col) => col.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('store_categories_pkey', ['store_id', 'category_id'])
    .execute();

  await db.schema
    .createTable('store_locations')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('store_id', 'bigint', (col) => col.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('is_main', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('title', 'text')
    .addColumn('address', 'text')
    .addColumn('lat', 'double precision')
    .addColumn('lng', 'double precision')
    .addColumn('city_id', 'integer', (col) => col.references('cities.id'))
    .addColumn('region_id', 'integer', (col) => col.references('regions.id'))
    // Opening hours as the owner writes them ("Sam–Jeu 9h–18h").
    .addColumn('worktime', 'text')
    .addColumn('phones', sql`text[]`, (col) => col.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('emails', sql`text[]`, (col) => col.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('faxes', sql`text[]`, (col) => col.notNull().defaultTo(sql`'{}'::text[]`))
    // [{ name: 'facebook', url: 'https://…' }]
    .addColumn('socials', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .execute();
  await sql`create unique index store_locations_main_idx on store_locations (store_id) where is_main`.execute(db);
  await db.schema.createIndex('store_locations_store_idx').on('store_locations').column('store_id').execute();

  await db.schema
    .createTable('store_followers')
    .addColumn('store_id', 'bigint', (col) => col.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('user_id', 'bigint', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('store_followers_pkey', ['store_id', 'user_id'])
    .execute();
  await db.schema.createIndex('store_followers_user_idx').on('store_followers').column('user_id').execute();

  // Announcements of a store, newest first: the store's page, its card and its counts.
  await sql`create index announcements_store_idx on announcements (store_id, refreshed_at desc)
    where store_id is not null and status in ('PUBLISHED', 'EDITED')`.execute(db);

  await db.schema
    .createTable('markets')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('slug', 'text', (col) => col.notNull())
    .addColumn('description', 'text')
    .addColumn('metakeywords', 'text')
    .addColumn('logo_url', 'text')
    .addColumn('domain', 'text', (col) => col.unique())
    .addColumn('google_tag_manager_id', 'text')
    .addColumn('meta_pixel_id', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('market_members')
    .addColumn('market_id', 'bigint', (col) => col.notNull().references('markets.id').onDelete('cascade'))
    .addColumn('user_id', 'bigint', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role', 'text', (col) => col.notNull().defaultTo('MEMBER'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('market_members_pkey', ['market_id', 'user_id'])
    .execute();
  await db.schema.createIndex('market_members_user_idx').on('market_members').column('user_id').execute();

  // The stores a market gathers: its StoreBrowser and StoreCarousel blocks and its announcements.
  await db.schema
    .createTable('market_stores')
    .addColumn('market_id', 'bigint', (col) => col.notNull().references('markets.id').onDelete('cascade'))
    .addColumn('store_id', 'bigint', (col) => col.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('rank', 'integer', (col) => col.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('market_stores_pkey', ['market_id', 'store_id'])
    .execute();
  await db.schema.createIndex('market_stores_store_idx').on('market_stores').column('store_id').execute();

  // Service params of a land ({code, value}): the site-builder plan among them.
  await db.schema
    .createTable('land_service_params')
    .addColumn('land_type', 'text', (col) => col.notNull().check(sql`land_type in ('STORE', 'MARKET')`))
    .addColumn('land_id', 'bigint', (col) => col.notNull())
    .addColumn('code', 'text', (col) => col.notNull())
    .addColumn('value', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('land_service_params_pkey', ['land_type', 'land_id', 'code'])
    .execute();

  // Every build ever committed or saved as a blueprint, kept whole: history is a list of rows.
  await db.schema
    .createTable('site_builds')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('land_type', 'text', (col) => col.notNull().check(sql`land_type in ('STORE', 'MARKET')`))
    .addColumn('land_id', 'bigint', (col) => col.notNull())
    .addColumn('document', 'jsonb', (col) => col.notNull())
    .addColumn('schema_version', 'integer', (col) => col.notNull())
    // The site's version this commit made (1, 2, …); null for a blueprint, which is outside the history.
    .addColumn('version', 'integer')
    .addColumn('saved', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('auto_save', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('template_id', 'text')
    .addColumn('screenshot_url', 'text')
    .addColumn('author_id', 'bigint', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('published_at', 'timestamptz')
    .execute();
  await sql`create index site_builds_history_idx on site_builds (land_type, land_id, id desc) where not saved`.execute(
    db,
  );
  await sql`create index site_builds_saved_idx on site_builds (land_type, land_id, id desc) where saved`.execute(db);

  // One row per land with a site: the working build (head), the published one, and the version
  // commits are checked against (`... where version = $base`), so no edit overwrites another.
  await db.schema
    .createTable('sites')
    .addColumn('land_type', 'text', (col) => col.notNull().check(sql`land_type in ('STORE', 'MARKET')`))
    .addColumn('land_id', 'bigint', (col) => col.notNull())
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('head_build_id', 'bigint', (col) => col.references('site_builds.id'))
    .addColumn('published_build_id', 'bigint', (col) => col.references('site_builds.id'))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('sites_pkey', ['land_type', 'land_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'sites',
    'site_builds',
    'land_service_params',
    'market_stores',
    'market_members',
    'markets',
    'store_followers',
    'store_locations',
    'store_categories',
    'store_members',
  ]) {
    await db.schema.dropTable(table).execute();
  }
  await sql`drop index announcements_store_idx`.execute(db);
  await db.schema.dropTable('stores').execute();
}
