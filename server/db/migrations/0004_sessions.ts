import { sql, type Kysely } from 'kysely';

/** Sessions (refresh tokens), authorization codes, sign-in throttling, social identities, used challenges. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('refresh_tokens')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('family_id', 'text', (col) => col.notNull())
    .addColumn('parent_id', 'bigint', (col) => col.references('refresh_tokens.id').onDelete('set null'))
    // Kept (with a null user) when the account is deleted, so a refresh can say USER_NOT_EXIST.
    .addColumn('user_id', 'bigint', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('revoked_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('refresh_tokens_family_idx').on('refresh_tokens').column('family_id').execute();
  await db.schema.createIndex('refresh_tokens_user_idx').on('refresh_tokens').column('user_id').execute();
  await db.schema.createIndex('refresh_tokens_expires_idx').on('refresh_tokens').column('expires_at').execute();

  await db.schema
    .createTable('auth_codes')
    .addColumn('code_hash', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'bigint', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('session_family_id', 'text')
    .execute();
  await db.schema.createIndex('auth_codes_expires_idx').on('auth_codes').column('expires_at').execute();

  await db.schema
    .createTable('login_attempts')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('failures', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('last_failure_at', 'timestamptz')
    .addColumn('locked_until', 'timestamptz')
    .addColumn('last_success_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('user_identities')
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('user_id', 'bigint', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('email', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('user_identities_pkey', ['provider', 'subject'])
    .execute();
  await db.schema.createIndex('user_identities_user_idx').on('user_identities').column('user_id').execute();

  await db.schema
    .createTable('anonymous_challenges')
    .addColumn('signature', 'text', (col) => col.primaryKey())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('anonymous_challenges_expires_idx')
    .on('anonymous_challenges')
    .column('expires_at')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('anonymous_challenges').execute();
  await db.schema.dropTable('user_identities').execute();
  await db.schema.dropTable('login_attempts').execute();
  await db.schema.dropTable('auth_codes').execute();
  await db.schema.dropTable('refresh_tokens').execute();
}
