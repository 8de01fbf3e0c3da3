import { sql, type Kysely } from 'kysely';

/**
 * An admin can revoke a participant's entry pass (with a reason) and restore it (docs/decisions/0015-revoked-passes.md, "A revoked
 * pass is a state of the pass, not of the account"). `pass_revoked_at` is a roster column: the trigger puts the
 * participant in the change log when it changes, so every scanner's next pull carries `revoked`.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table users add column pass_revoked_at text`.execute(db);
  await sql`alter table users add column pass_revoked_reason text`.execute(db);
  await sql`drop trigger users_sync_update`.execute(db);
  await sql`create trigger users_sync_update
    after update of participant_id, name, college, registration_type, payment_status, role, disabled_at, pass_revoked_at on users
    when new.role = 'user' or old.role = 'user'
    begin
      delete from sync_changes where entity = 'participant' and entity_id = new.id;
      insert into sync_changes (entity, entity_id) values ('participant', new.id);
    end`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger users_sync_update`.execute(db);
  await sql`create trigger users_sync_update
    after update of participant_id, name, college, registration_type, payment_status, role, disabled_at on users
    when new.role = 'user' or old.role = 'user'
    begin
      delete from sync_changes where entity = 'participant' and entity_id = new.id;
      insert into sync_changes (entity, entity_id) values ('participant', new.id);
    end`.execute(db);
  await sql`alter table users drop column pass_revoked_reason`.execute(db);
  await sql`alter table users drop column pass_revoked_at`.execute(db);
}
