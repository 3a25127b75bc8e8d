import { sql, type Kysely } from 'kysely';

/**
 * A media library per land (issue 25): pictures a store or market keeps for its site. A library
 * row names its land and is kept (`kept_by = 'land'`), so the orphan cleanup never takes a
 * picture a site uses; a picture taken from an announcement gets a row of its own sharing the
 * stored files, so it outlives the announcement.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table media add column land_type text check (land_type in ('STORE', 'MARKET'))`.execute(db);
  await sql`alter table media add column land_id bigint`.execute(db);
  await sql`alter table media add constraint media_land_check check ((land_type is null) = (land_id is null))`.execute(
    db,
  );
  await sql`create index media_land_idx on media (land_type, land_id, id desc) where land_id is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index media_land_idx`.execute(db);
  await sql`alter table media drop constraint media_land_check`.execute(db);
  await sql`alter table media drop column land_id`.execute(db);
  await sql`alter table media drop column land_type`.execute(db);
}
