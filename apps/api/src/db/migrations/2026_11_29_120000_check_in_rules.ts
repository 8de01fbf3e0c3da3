import { sql, type Kysely } from 'kysely';

/**
 * Check-in rules that know the event (issue 22, docs/sync.md "Check-in rules"):
 * - each event and workshop says whether only registered participants are let in (workshops yes, events no, as the
 *   places of a workshop are counted and an event's are not);
 * - the desks' roster carries the registrations (a change-log entity of its own, fed by triggers as the others);
 * - an attendance admitted anyway past a refusal keeps who forced it and which refusal it overrode, and a scan keeps
 *   the refusal it overrode; an attendance or kit whose device time the server could not believe keeps that time;
 * - a new epoch: every desk downloads the roster afresh, now with the registrations and the items' times.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('events')
    .addColumn('check_in_requires_registration', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('workshops')
    .addColumn('check_in_requires_registration', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await db.schema.alterTable('attendance').addColumn('forced_by_user_id', 'text').execute();
  await db.schema.alterTable('attendance').addColumn('forced_by_name', 'text').execute();
  await db.schema.alterTable('attendance').addColumn('forced_error', 'text').execute();
  await db.schema.alterTable('attendance').addColumn('device_occurred_at', 'text').execute();
  await db.schema.alterTable('kits').addColumn('device_occurred_at', 'text').execute();
  await db.schema.alterTable('scan_log').addColumn('forced_error', 'text').execute();

  for (const op of ['insert', 'update']) {
    await sql
      .raw(
        `create trigger registrations_sync_${op} after ${op} on registrations
         begin
           delete from sync_changes where entity = 'registration' and entity_id = new.id;
           insert into sync_changes (entity, entity_id) values ('registration', new.id);
         end`,
      )
      .execute(db);
  }
  await sql`insert into sync_changes (entity, entity_id) select 'registration', id from registrations`.execute(db);
  await sql`update sync_meta set value = lower(hex(randomblob(6))) where key = 'epoch'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const op of ['insert', 'update']) await sql.raw(`drop trigger if exists registrations_sync_${op}`).execute(db);
  await sql`delete from sync_changes where entity = 'registration'`.execute(db);
  await db.schema.alterTable('scan_log').dropColumn('forced_error').execute();
  await db.schema.alterTable('kits').dropColumn('device_occurred_at').execute();
  for (const column of ['device_occurred_at', 'forced_error', 'forced_by_name', 'forced_by_user_id']) {
    await db.schema.alterTable('attendance').dropColumn(column).execute();
  }
  await db.schema.alterTable('workshops').dropColumn('check_in_requires_registration').execute();
  await db.schema.alterTable('events').dropColumn('check_in_requires_registration').execute();
}
