import { sql, type Kysely } from 'kysely';

// Staff administration: the verifier's note on a payment, and indexes for the staff lists at
// 10,000 participants (docs/performance.md). Sorting by name or college is case-insensitive.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('payment_notes', 'text').execute();
  // Covers the staff search (name, email, phone, participant ID, college): a substring search cannot use an
  // index to seek, but scanning this narrow index is cheaper than scanning the table with its hashes and passes.
  await sql`create index users_search on users (role, created_at, name, email, phone, participant_id, college)`.execute(
    db,
  );
  await sql`create index users_role_name on users (role, name collate nocase, id)`.execute(db);
  await sql`create index users_role_college on users (role, college collate nocase, id)`.execute(db);
  await sql`create index users_role_payment on users (role, payment_status, created_at)`.execute(db);
  await sql`create index registrations_created on registrations (created_at)`.execute(db);
  await sql`create index accommodation_status on accommodation_requests (status, seq)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const index of [
    'accommodation_status',
    'registrations_created',
    'users_role_payment',
    'users_role_college',
    'users_role_name',
    'users_search',
  ]) {
    await db.schema.dropIndex(index).execute();
  }
  await db.schema.alterTable('users').dropColumn('payment_notes').execute();
}
