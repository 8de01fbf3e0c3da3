import { sql, type Kysely } from 'kysely';

/**
 * How many sent and failed messages the retention sweep removed from mail_queue (docs/decisions/0036-mail.md, "Mail is kept
 * 30 days"): the staff's Mail card adds them to the rows still there, so its counts do not drop when old rows go.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('mail_swept')
    .addColumn('status', 'text', (c) => c.primaryKey().check(sql`status in ('sent','failed')`))
    .addColumn('count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('mail_swept').execute();
}
