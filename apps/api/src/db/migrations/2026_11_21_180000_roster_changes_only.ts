import { sql, type Kysely } from 'kysely';

/**
 * A participant reaches the scanners' roster again only when a column the roster holds changes (the
 * columns of `ROSTER_USER_COLUMNS` in modules/sync/roster.mapper.ts). Before, every update of a
 * participant's row did, above all the `kit_issued_at` stamp of each kit: a kit then cost a second
 * change-log entry and the participant was sent to every device again beside the kit itself
 * (docs/performance.md, "Venue sync").
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`drop trigger users_sync_update`.execute(db);
  await sql`create trigger users_sync_update
    after update of participant_id, name, college, registration_type, payment_status, role, disabled_at on users
    when new.role = 'user' or old.role = 'user'
    begin
      delete from sync_changes where entity = 'participant' and entity_id = new.id;
      insert into sync_changes (entity, entity_id) values ('participant', new.id);
    end`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger users_sync_update`.execute(db);
  await sql`create trigger users_sync_update after update on users when new.role = 'user' or old.role = 'user'
    begin
      delete from sync_changes where entity = 'participant' and entity_id = new.id;
      insert into sync_changes (entity, entity_id) values ('participant', new.id);
    end`.execute(db);
}
