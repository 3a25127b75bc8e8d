import { sql, type Kysely } from 'kysely';

const STATUSES = `'PENDING','PUBLISHED','EDITED','EXPIRED','DELETED','ARCHIVED','VALIDATED_QUEUED','LOCKED','DISABLED_STORE','DISABLED','EXPIRED_STORE'`;

/**
 * Announcements and everything hanging off them: pictures, phones, variants, the changelog,
 * views, likes, bookmarks, comments and their reactions, reports and phone reveals.
 * Search columns and indexes come in the next migration.
 */
export async function up(db: Kysely<any>): Promise<void> {
  // When the member was last seen making a request (the search's `connected` filter: sellers online now).
  await db.schema.alterTable('users').addColumn('last_seen_at', 'timestamptz').execute();

  await db.schema
    .createTable('announcements')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    // The public reference people quote on the phone ("SK00012345"): derived from the id, so never stale.
    .addColumn('reference', 'text', (col) => col.generatedAlwaysAs(sql`'SK' || lpad(id::text, 8, '0')`).stored())
    .addColumn('user_id', 'bigint', (col) => col.notNull().references('users.id').onDelete('cascade'))
    // Stores land in a later issue; the column is here so "from a store" is a property of the row.
    .addColumn('store_id', 'bigint')
    .addColumn('category_id', 'integer', (col) => col.notNull().references('categories.id'))
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('slug', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    // Money in whole dinars; price_unit only says how the price is shown (MILLION = 10 000 DA).
    .addColumn('price', 'bigint')
    .addColumn('old_price', 'bigint')
    .addColumn('price_type', 'text')
    .addColumn('price_unit', 'text', (col) => col.notNull().defaultTo('UNIT'))
    .addColumn('exchange_type', 'text', (col) => col.notNull().defaultTo('NOT_EXCHANGEABLE'))
    .addColumn('has_delivery', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('delivery_type', 'text')
    .addColumn('payment_method', 'text')
    .addColumn('quantity', 'integer')
    .addColumn('street_name', 'text')
    .addColumn('order_external_url', 'text')
    .addColumn('has_email', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('has_phone', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('is_comment_enabled', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('no_adsense', 'boolean', (col) => col.notNull().defaultTo(false))
    // Specification values by codename: a string, or a list of strings for MULTI_SELECT.
    .addColumn('specs', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    // Communes and their wilayas, denormalised for filtering (a commune implies its wilaya).
    .addColumn('city_ids', sql`integer[]`, (col) => col.notNull().defaultTo(sql`'{}'::integer[]`))
    .addColumn('region_ids', sql`integer[]`, (col) => col.notNull().defaultTo(sql`'{}'::integer[]`))
    .addColumn('default_media_id', 'bigint')
    .addColumn('media_count', 'integer', (col) => col.notNull().defaultTo(0))
    // Words the search matches besides title and description (spec labels, category names), normalised.
    .addColumn('search_text', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('PENDING')
        .check(sql.raw(`status in (${STATUSES})`)),
    )
    .addColumn('view_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('like_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('comment_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('refreshed_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz')
    .addColumn('validated_at', 'timestamptz')
    .addColumn('deleted_at', 'timestamptz')
    .addColumn('delete_reason', 'text')
    // A moderator's deletion cannot be undone by the owner.
    .addColumn('deleted_by_moderator', 'boolean', (col) => col.notNull().defaultTo(false))
    .execute();
  await sql`create index announcements_user_idx on announcements (user_id, created_at desc)`.execute(db);
  await sql`create index announcements_user_category_active_idx on announcements (user_id, category_id)
    where status in ('PUBLISHED', 'EDITED')`.execute(db);
  await sql`create index announcements_queued_idx on announcements (user_id, category_id, validated_at)
    where status = 'VALIDATED_QUEUED'`.execute(db);
  await sql`create index announcements_expiry_idx on announcements (expires_at)
    where status in ('PUBLISHED', 'EDITED')`.execute(db);
  await sql`create index announcements_moderation_idx on announcements (status, created_at)
    where status in ('PENDING', 'LOCKED')`.execute(db);

  await db.schema
    .createTable('media')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('user_id', 'bigint', (col) => col.notNull().references('users.id').onDelete('cascade'))
    // Null between the upload and the announcement that uses it.
    .addColumn('announcement_id', 'bigint', (col) => col.references('announcements.id').onDelete('set null'))
    .addColumn('rank', 'integer', (col) => col.notNull().defaultTo(0))
    // Where the storage keeps the files of every size: the digest of the picture, so identical
    // uploads share their files (a row per use, the files deleted with the last row).
    .addColumn('storage_key', 'text', (col) => col.notNull())
    .addColumn('mime_type', 'text', (col) => col.notNull())
    .addColumn('width', 'integer', (col) => col.notNull())
    .addColumn('height', 'integer', (col) => col.notNull())
    .addColumn('bytes', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('media_announcement_idx').on('media').columns(['announcement_id', 'rank']).execute();
  await db.schema.createIndex('media_user_idx').on('media').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('media_storage_key_idx').on('media').column('storage_key').execute();

  await db.schema
    .createTable('announcement_phones')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('announcement_id', 'bigint', (col) => col.notNull().references('announcements.id').onDelete('cascade'))
    .addColumn('rank', 'integer', (col) => col.notNull().defaultTo(0))
    // National form, 0XXXXXXXXX.
    .addColumn('phone', 'text', (col) => col.notNull())
    .addColumn('has_viber', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('has_whatsapp', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('has_telegram', 'boolean', (col) => col.notNull().defaultTo(false))
    .execute();
  await db.schema
    .createIndex('announcement_phones_announcement_idx')
    .on('announcement_phones')
    .columns(['announcement_id', 'rank'])
    .execute();

  await db.schema
    .createTable('announcement_variants')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('announcement_id', 'bigint', (col) => col.notNull().references('announcements.id').onDelete('cascade'))
    .addColumn('rank', 'integer', (col) => col.notNull().defaultTo(0))
    // A digest of the variant's specification values: the same combination always has the same hash.
    .addColumn('hash', 'text', (col) => col.notNull())
    .addColumn('specifications', 'jsonb', (col) => col.notNull())
    .addColumn('price', 'bigint')
    .addColumn('old_price', 'bigint')
    .addColumn('quantity', 'integer')
    .addUniqueConstraint('announcement_variants_hash_key', ['announcement_id', 'hash'])
    .execute();

  await db.schema
    .createTable('announcement_changelog')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('announcement_id', 'bigint', (col) => col.notNull().references('announcements.id').onDelete('cascade'))
    // Null for the system (expiry, queue promotion) or a deleted account.
    .addColumn('user_id', 'bigint', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('status_from', 'text')
    .addColumn('status_to', 'text', (col) => col.notNull())
    .addColumn('reason', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('announcement_changelog_announcement_idx')
    .on('announcement_changelog')
    .columns(['announcement_id', 'id'])
    .execute();

  // One row per visitor per period: the primary key is what makes a view count once.
  await db.schema
    .createTable('announcement_views')
    .addColumn('announcement_id', 'bigint', (col) => col.notNull().references('announcements.id').onDelete('cascade'))
    // "user:<id>" for members, a keyed hash of the address for visitors.
    .addColumn('visitor', 'text', (col) => col.notNull())
    .addColumn('period_start', 'timestamptz', (col) => col.notNull())
    .addColumn('user_id', 'bigint', (col) => col.references('users.id').onDelete('cascade'))
    .addColumn('viewed_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('announcement_views_pkey', ['announcement_id', 'visitor', 'period_start'])
    .execute();
  await sql`create index announcement_views_user_idx on announcement_views (user_id, viewed_at desc)
    where user_id is not null`.execute(db);

  for (const table of ['announcement_likes', 'announcement_bookmarks']) {
    await db.schema
      .createTable(table)
      .addColumn('announcement_id', 'bigint', (col) => col.notNull().references('announcements.id').onDelete('cascade'))
      .addColumn('user_id', 'bigint', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addPrimaryKeyConstraint(`${table}_pkey`, ['announcement_id', 'user_id'])
      .execute();
    await sql`create index ${sql.raw(`${table}_user_idx`)} on ${sql.table(table)} (user_id, created_at desc)`.execute(
      db,
    );
  }

  await db.schema
    .createTable('announcement_comments')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('announcement_id', 'bigint', (col) => col.notNull().references('announcements.id').onDelete('cascade'))
    .addColumn('user_id', 'bigint', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('parent_id', 'bigint', (col) => col.references('announcement_comments.id').onDelete('cascade'))
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('likes_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('dislikes_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('deleted_at', 'timestamptz')
    .execute();
  await sql`create index announcement_comments_thread_idx on announcement_comments
    (announcement_id, created_at desc, id desc) where parent_id is null and deleted_at is null`.execute(db);
  await sql`create index announcement_comments_replies_idx on announcement_comments (parent_id, created_at)
    where parent_id is not null`.execute(db);

  await db.schema
    .createTable('comment_reactions')
    .addColumn('comment_id', 'bigint', (col) =>
      col.notNull().references('announcement_comments.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'bigint', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('reaction', 'text', (col) => col.notNull().check(sql`reaction in ('LIKE', 'DISLIKE')`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('comment_reactions_pkey', ['comment_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('comment_reports')
    .addColumn('comment_id', 'bigint', (col) =>
      col.notNull().references('announcement_comments.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'bigint', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('comment_reports_pkey', ['comment_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('announcement_reports')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('announcement_id', 'bigint', (col) => col.notNull().references('announcements.id').onDelete('cascade'))
    .addColumn('user_id', 'bigint', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('message', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('resolved_at', 'timestamptz')
    .addUniqueConstraint('announcement_reports_once_key', ['announcement_id', 'user_id'])
    .execute();
  await sql`create index announcement_reports_open_idx on announcement_reports (created_at)
    where resolved_at is null`.execute(db);

  await db.schema
    .createTable('phone_reveals')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('announcement_id', 'bigint', (col) => col.notNull().references('announcements.id').onDelete('cascade'))
    .addColumn('user_id', 'bigint', (col) => col.references('users.id').onDelete('set null'))
    // Who is counted against the rate limit: "user:<id>" or a keyed hash of the address.
    .addColumn('visitor', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('phone_reveals_visitor_idx')
    .on('phone_reveals')
    .columns(['visitor', 'created_at'])
    .execute();
  await db.schema
    .createIndex('phone_reveals_announcement_idx')
    .on('phone_reveals')
    .columns(['announcement_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'phone_reveals',
    'announcement_reports',
    'comment_reports',
    'comment_reactions',
    'announcement_comments',
    'announcement_bookmarks',
    'announcement_likes',
    'announcement_views',
    'announcement_changelog',
    'announcement_variants',
    'announcement_phones',
    'media',
    'announcements',
  ]) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.alterTable('users').dropColumn('last_seen_at').execute();
}
