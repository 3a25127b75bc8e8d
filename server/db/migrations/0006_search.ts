import { sql, type Kysely } from 'kysely';

/** Active announcements, the only ones the search finds: the predicate of the partial indexes. */
const ACTIVE = sql.raw(`status in ('PUBLISHED', 'EDITED')`);
/** Columns of the filters an index-only scan can check without reading the table. */
const COVERED = sql.raw('region_ids, city_ids, price, price_unit, store_id, has_delivery, media_count, exchange_type');

/**
 * The marketplace search (GUIDE §2): a stored tsvector per announcement with its GIN index,
 * the vocabulary that makes keywords typo-tolerant (pg_trgm), and the B-tree and GIN indexes
 * that match the filters and the orders among active announcements.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`create extension if not exists unaccent`.execute(db);

  // French stems without accents: "téléphones" and "telephone" both give 'telephon', as the
  // keywords arrive unaccented (normalizeSearchText).
  await sql`create text search configuration souk_french (copy = french)`.execute(db);
  await sql`alter text search configuration souk_french
    alter mapping for hword, hword_part, word with unaccent, french_stem`.execute(db);
  // Arabic stems for Arabic words only: ASCII words and numbers are left to the French and simple
  // configurations instead of being stored a second time unchanged.
  await sql`create text search configuration souk_arabic (copy = arabic)`.execute(db);
  // Non-ASCII Latin words ("téléphones") reach the Arabic stemmer too, which keeps them whole:
  // unaccented first, they become exact words the keywords can match.
  await sql`alter text search configuration souk_arabic
    alter mapping for hword, hword_part, word with unaccent, arabic_stem`.execute(db);
  await sql`alter text search configuration souk_arabic
    drop mapping if exists for asciiword, asciihword, hword_asciipart, numword, numhword, hword_numpart,
      int, uint, float, sfloat, version, email, url, host, url_path, file`.execute(db);

  // Filter lexemes: the category, places, flags and refresh time (day and hour) of an
  // announcement as words no text can produce (normalised keywords have no colon). A search
  // with keywords then intersects posting lists inside the GIN index ("samsung" and
  // category:301, within these hours) instead of fetching every "samsung" to drop the others:
  // no planner estimate of correlated conditions decides how many rows are read. (Price bands
  // were tried too: a range spans several bands, and the union of their long posting lists cost
  // more than the rows it spared.) Immutable: it only formats numbers (the epoch of a
  // timestamptz does not depend on the time zone).
  await sql`create function search_filter_lexemes(
      category_id integer, region_ids integer[], city_ids integer[], from_store boolean,
      has_delivery boolean, has_pictures boolean, exchangeable boolean, refreshed_at timestamptz
    ) returns tsvector language sql immutable parallel safe as $$
      select array_to_tsvector(
        array[
          'category:' || category_id::text,
          case when from_store then 'origin:store' else 'origin:individual' end,
          'day:' || floor(extract(epoch from (refreshed_at - timestamptz '1970-01-01 00:00:00+00')) / 86400)::bigint::text,
          'hour:' || floor(extract(epoch from (refreshed_at - timestamptz '1970-01-01 00:00:00+00')) / 3600)::bigint::text
        ]
        || array(select 'region:' || r::text from unnest(region_ids) as r)
        || array(select 'city:' || c::text from unnest(city_ids) as c)
        || case when has_delivery then array['delivery'] else array[]::text[] end
        || case when has_pictures then array['pictures'] else array[]::text[] end
        || case when exchangeable then array['exchange'] else array[]::text[] end
      )
    $$`.execute(db);

  // Generated, so every writer (the services, the seeders, bulk loaders) gets it for free.
  // Title (A) and search_text (B: the normalised title, category names in three languages,
  // specification labels, places) are stemmed in French and Arabic; search_text also goes in
  // whole ('simple': it is already lower case, unaccented, Arabic folded), which is what
  // exact words, brands, Latin-script Darija and typo corrections match. The description (C)
  // only by its stems: it is long, and its exact words add little once stemmed. Then the
  // filter lexemes, without positions (they never count in the rank).
  await sql`alter table announcements add column search_vector tsvector generated always as (
      setweight(to_tsvector('souk_french'::regconfig, title), 'A')
      || setweight(to_tsvector('souk_arabic'::regconfig, title), 'A')
      || setweight(to_tsvector('simple'::regconfig, search_text), 'B')
      || setweight(to_tsvector('souk_french'::regconfig, search_text), 'B')
      || setweight(to_tsvector('souk_arabic'::regconfig, search_text), 'B')
      || setweight(to_tsvector('souk_french'::regconfig, description), 'C')
      || setweight(to_tsvector('souk_arabic'::regconfig, description), 'C')
      || search_filter_lexemes(category_id, region_ids, city_ids, store_id is not null, has_delivery,
        media_count > 0, exchange_type in ('EXCHANGEABLE', 'EXCHANGEABLE_ONLY'), refreshed_at)
    ) stored`.execute(db);

  // The planner's estimate of a keyword's matches comes from the most common lexemes ANALYZE
  // keeps; vectors hold a hundred lexemes each, so the default keeps too few for brands and
  // common words, which are then taken for rare ones (and counted the slow way).
  await sql`alter table announcements alter column search_vector set statistics 1000`.execute(db);

  // The GIN indexes cover every row: PostgreSQL never ANDs the bitmaps of two partial indexes
  // with the same predicate, and these must combine with the partial B-trees below (keywords
  // within a time window or a category, a specification within a category...).
  await sql`create index announcements_search_idx on announcements using gin (search_vector)`.execute(db);
  // The default order overall and per category. They carry the columns of the cheap filters
  // (places, price, origin, delivery, pictures, exchange), so a listing with such filters walks
  // the index alone (index-only scan) instead of fetching every row it skips from the table.
  await sql`create index announcements_active_refreshed_idx on announcements (refreshed_at desc, id desc)
    include (${COVERED}) where ${ACTIVE}`.execute(db);
  await sql`create index announcements_active_category_refreshed_idx on announcements
    (category_id, refreshed_at desc, id desc) include (${COVERED}) where ${ACTIVE}`.execute(db);
  // Time windows of a search with keywords (search.service.ts): a slim index, so the bitmap of
  // a day of announcements costs a few pages, ANDed with the keywords' bitmap.
  await sql`create index announcements_active_refreshed_at_idx on announcements (refreshed_at) where ${ACTIVE}`.execute(
    db,
  );
  // Price ranges within a category: a bitmap ANDed with the keywords' (a selective range would
  // otherwise mean reading every match of the keywords to drop most on their price).
  await sql`create index announcements_active_category_price_idx on announcements (category_id, price)
    where ${ACTIVE}`.execute(db);
  // The alternative order, and the same-author list (userId), plain.
  await sql`create index announcements_active_created_idx on announcements (created_at desc, id desc)
    where ${ACTIVE}`.execute(db);
  await sql`create index announcements_active_category_created_idx on announcements
    (category_id, created_at desc, id desc) where ${ACTIVE}`.execute(db);
  await sql`create index announcements_active_user_idx on announcements (user_id, refreshed_at desc, id desc)
    where ${ACTIVE}`.execute(db);
  // Places and specification values: containment (&&, @>) through GIN, combined with the others by bitmaps.
  await sql`create index announcements_regions_idx on announcements using gin (region_ids)`.execute(db);
  await sql`create index announcements_cities_idx on announcements using gin (city_ids)`.execute(db);
  await sql`create index announcements_specs_idx on announcements using gin (specs jsonb_path_ops)`.execute(db);

  // Active announcements per category and place, for the exact totals and facets of listings
  // filtered by category and place only (the commonest search, and the one whose counts cover
  // the most rows). Triggers append +1/-1 rows as announcements enter or leave the active
  // statuses, change category or place: writers never update a shared counter row, so they
  // neither wait for nor deadlock with one another; readers sum, and `compactSearchCounts`
  // folds the rows together now and then. region_id 0 is "every wilaya", city_id 0 "every
  // commune" (a category's total is its (0, 0) row).
  await db.schema
    .createTable('search_counts')
    .addColumn('category_id', 'integer', (col) => col.notNull())
    .addColumn('region_id', 'integer', (col) => col.notNull())
    .addColumn('city_id', 'integer', (col) => col.notNull())
    .addColumn('active_count', 'integer', (col) => col.notNull())
    .execute();
  // Place first: every read names its place key; categories are a list (the active one and those under it).
  await sql`create index search_counts_key_idx on search_counts (region_id, city_id, category_id) include (active_count)`.execute(
    db,
  );
  // The rows one announcement counts in: its category overall, each of its wilayas, each of its communes.
  await sql`create function search_count_keys(p_category integer, p_regions integer[], p_cities integer[])
    returns table (category_id integer, region_id integer, city_id integer)
    language sql stable as $$
      select p_category, 0, 0
      union all select p_category, r, 0 from (select distinct unnest(p_regions) as r) regions
      union all select p_category, c.region_id, c.id from cities c where c.id = any(p_cities)
    $$`.execute(db);
  await sql`create function search_counts_track() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        insert into search_counts (category_id, region_id, city_id, active_count)
        select k.category_id, k.region_id, k.city_id, count(*)::int
        from new_rows n, search_count_keys(n.category_id, n.region_ids, n.city_ids) k
        where n.status in ('PUBLISHED', 'EDITED')
        group by 1, 2, 3;
      elsif tg_op = 'DELETE' then
        insert into search_counts (category_id, region_id, city_id, active_count)
        select k.category_id, k.region_id, k.city_id, -count(*)::int
        from old_rows o, search_count_keys(o.category_id, o.region_ids, o.city_ids) k
        where o.status in ('PUBLISHED', 'EDITED')
        group by 1, 2, 3;
      else
        -- Most updates (views, likes, refreshes) change nothing counted: the sums cancel out.
        insert into search_counts (category_id, region_id, city_id, active_count)
        select category_id, region_id, city_id, sum(delta)::int
        from (
          select k.*, 1 as delta
          from new_rows n, search_count_keys(n.category_id, n.region_ids, n.city_ids) k
          where n.status in ('PUBLISHED', 'EDITED')
          union all
          select k.*, -1
          from old_rows o, search_count_keys(o.category_id, o.region_ids, o.city_ids) k
          where o.status in ('PUBLISHED', 'EDITED')
        ) changes
        group by 1, 2, 3
        having sum(delta) <> 0;
      end if;
      return null;
    end
    $$`.execute(db);
  // Statement triggers with transition tables: a bulk insert of a million rows costs one grouped insert.
  await sql`create trigger search_counts_insert after insert on announcements
    referencing new table as new_rows for each statement execute function search_counts_track()`.execute(db);
  await sql`create trigger search_counts_update after update on announcements
    referencing old table as old_rows new table as new_rows for each statement execute function search_counts_track()`.execute(
    db,
  );
  await sql`create trigger search_counts_delete after delete on announcements
    referencing old table as old_rows for each statement execute function search_counts_track()`.execute(db);
  // Announcements that exist already.
  await sql`insert into search_counts (category_id, region_id, city_id, active_count)
    select k.category_id, k.region_id, k.city_id, count(*)::int
    from announcements a, search_count_keys(a.category_id, a.region_ids, a.city_ids) k
    where a.status in ('PUBLISHED', 'EDITED')
    group by 1, 2, 3`.execute(db);

  // Sellers online now (the `connected` filter) are those seen in the last minutes: a short range.
  await sql`create index users_last_seen_idx on users (last_seen_at) where last_seen_at is not null`.execute(db);

  // The words announcements are found by, with how many announcements carry each (roughly:
  // see recordSearchWords): keywords the vocabulary does not know are corrected to similar
  // known words, and the search box completes and corrects from it.
  await db.schema
    .createTable('search_words')
    .addColumn('word', 'text', (col) => col.primaryKey())
    .addColumn('ndoc', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await sql`create index search_words_trgm_idx on search_words using gin (word gin_trgm_ops)`.execute(db);
  // Prefix completion (word like 'peu%') whatever the database's collation.
  await sql`create index search_words_prefix_idx on search_words (word text_pattern_ops)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('search_words').execute();
  for (const trigger of ['search_counts_insert', 'search_counts_update', 'search_counts_delete']) {
    await sql`drop trigger ${sql.ref(trigger)} on announcements`.execute(db);
  }
  await sql`drop function search_counts_track()`.execute(db);
  await sql`drop function search_count_keys(integer, integer[], integer[])`.execute(db);
  await db.schema.dropTable('search_counts').execute();
  await sql`drop index users_last_seen_idx`.execute(db);
  // Dropping the column drops the indexes on it; the others go by name.
  for (const index of [
    'announcements_active_refreshed_idx',
    'announcements_active_refreshed_at_idx',
    'announcements_active_created_idx',
    'announcements_active_category_refreshed_idx',
    'announcements_active_category_created_idx',
    'announcements_active_category_price_idx',
    'announcements_active_user_idx',
    'announcements_regions_idx',
    'announcements_cities_idx',
    'announcements_specs_idx',
  ]) {
    await sql`drop index ${sql.ref(index)}`.execute(db);
  }
  await db.schema.alterTable('announcements').dropColumn('search_vector').execute();
  await sql`drop function search_filter_lexemes(integer, integer[], integer[], boolean, boolean, boolean, boolean, timestamptz)`.execute(
    db,
  );
  await sql`drop text search configuration souk_arabic`.execute(db);
  await sql`drop text search configuration souk_french`.execute(db);
}
