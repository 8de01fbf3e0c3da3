import type { Kysely } from 'kysely';

/**
 * Issue 24: every payment carries a short reference in its UPI note, matched against bank statements
 * (docs/decisions/0053-payments-that-reconcile.md). Unique where present; registrations made before stay without one.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('payment_reference', 'text').execute();
  await db.schema
    .createIndex('users_payment_reference')
    .unique()
    .on('users')
    .column('payment_reference')
    .where('payment_reference', 'is not', null)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('users_payment_reference').execute();
  await db.schema.alterTable('users').dropColumn('payment_reference').execute();
}
