import { sql, type Kysely } from 'kysely';

/** Accounts, their roles and their permissions: what every other domain refers to. */
export async function up(db: Kysely<any>): Promise<void> {
  // Facts about this database itself (for example whether the demo data was loaded).
  await db.schema
    .createTable('app_meta')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('value', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('users')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('username', 'text')
    .addColumn('email', 'text')
    .addColumn('password_hash', 'text')
    .addColumn('display_name', 'text')
    .addColumn('avatar_url', 'text')
    .addColumn('gender', 'text')
    .addColumn('birth_date', 'date')
    .addColumn('region_id', 'integer')
    .addColumn('phone', 'text')
    .addColumn('is_anonymous', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('is_validated', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('can_publish', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('can_comment', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('suspended_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  // Case-insensitive uniqueness: "Amine" and "amine" are the same account.
  await sql`create unique index users_username_key on users (lower(username)) where username is not null`.execute(db);
  await sql`create unique index users_email_key on users (lower(email)) where email is not null`.execute(db);

  await db.schema
    .createTable('user_roles')
    .addColumn('user_id', 'bigint', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('user_roles_pkey', ['user_id', 'role'])
    .execute();
  await db.schema
    .createTable('user_permissions')
    .addColumn('user_id', 'bigint', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('permission', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('user_permissions_pkey', ['user_id', 'permission'])
    .execute();

  // Push tokens of the mobile shells (`userTokenAdd`); one row per device token.
  await db.schema
    .createTable('user_push_tokens')
    .addColumn('token', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'bigint', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('user_push_tokens').execute();
  await db.schema.dropTable('user_permissions').execute();
  await db.schema.dropTable('user_roles').execute();
  await db.schema.dropTable('users').execute();
  await db.schema.dropTable('app_meta').execute();
}
