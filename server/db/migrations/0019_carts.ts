import { sql, type Kysely } from 'kysely';

/**
 * The cart (issue 20): a member's lines (an announcement, a variant of it or none, a quantity)
 * with the unit price seen when the line was last set, so a changed price shows before ordering.
 * An anonymous session is a user too: it keeps a cart the same way.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('cart_items')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('user_id', 'bigint', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('announcement_id', 'bigint', (col) => col.notNull().references('announcements.id').onDelete('cascade'))
    .addColumn('variant_id', 'bigint', (col) => col.references('announcement_variants.id').onDelete('cascade'))
    .addColumn('quantity', 'integer', (col) => col.notNull().check(sql`quantity > 0`))
    .addColumn('unit_price', 'bigint', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull())
    .execute();
  // One line per announcement and variant in a cart (adding again adds to its quantity).
  await sql`create unique index cart_items_line on cart_items (user_id, announcement_id, coalesce(variant_id, 0))`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('cart_items').execute();
}
