import { sql, type Kysely } from 'kysely';

/**
 * A scan is attributed to the staff member who scanned it (the mutation's `scannedBy`), which is not always the
 * account whose token sent it: scans queued before a logout are sent under the next login on that device. The
 * sending account is kept beside it (docs/decisions/0017-sync-protocol-what-the-server-records.md, "A queued scan keeps the name of who scanned it").
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table scan_log add column sent_by_user_id text`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table scan_log drop column sent_by_user_id`.execute(db);
}
