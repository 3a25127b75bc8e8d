import { sql, type Kysely } from 'kysely';

/**
 * Online payment (issue 20): what a checkout's orders ask to be paid before shipping (in advance,
 * or a deposit), through a hosted checkout of the payment provider, confirmed only by the
 * provider's signed webhook.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('payments')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('checkout_id', 'bigint', (col) => col.notNull().references('checkouts.id').onDelete('cascade'))
    .addColumn('provider', 'text', (col) => col.notNull())
    // The provider's checkout id, once its hosted checkout is created.
    .addColumn('provider_ref', 'text', (col) => col.unique())
    .addColumn('checkout_url', 'text')
    .addColumn('amount', 'bigint', (col) => col.notNull().check(sql`amount > 0`))
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('PENDING'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('settled_at', 'timestamptz')
    .execute();
  await sql`create unique index payments_checkout_idx on payments (checkout_id)`.execute(db);
  await db.schema
    .alterTable('orders')
    .addColumn('payment_status', 'text', (col) => col.notNull().defaultTo('NONE'))
    .execute();
  await db.schema
    .alterTable('orders')
    .addColumn('due_online', 'bigint', (col) => col.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('due_online').execute();
  await db.schema.alterTable('orders').dropColumn('payment_status').execute();
  await db.schema.dropTable('payments').execute();
}
