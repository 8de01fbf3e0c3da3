import { sql, type Kysely } from 'kysely';

/**
 * The staff's contact inbox (docs/decisions/0056-contact-inbox.md): contact_messages has held every message since the
 * first migration; a message is now open until a staff member marks it handled (when, and who: their id and their
 * name at the time, as the audit log keeps them). The list reads newest first within open or handled.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table contact_messages add column handled_at text`.execute(db);
  await sql`alter table contact_messages add column handled_by_id text`.execute(db);
  await sql`alter table contact_messages add column handled_by_name text`.execute(db);
  await db.schema
    .createIndex('contact_messages_handled_received')
    .on('contact_messages')
    .columns(['handled_at', 'created_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('contact_messages_handled_received').execute();
  await sql`alter table contact_messages drop column handled_by_name`.execute(db);
  await sql`alter table contact_messages drop column handled_by_id`.execute(db);
  await sql`alter table contact_messages drop column handled_at`.execute(db);
}
