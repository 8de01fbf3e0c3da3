import { sql, type Kysely } from 'kysely';

/**
 * Venue sync: devices, attendance, kits, the scan log, stored push results (idempotency) and the
 * change log that pull reads. The change log is fed by triggers inside the writing transaction, and
 * keeps only the latest row per entity, so "changes since 0" is also the full snapshot.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('devices')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('staff_user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('registered_at', 'text', (c) => c.notNull())
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    .addColumn('last_sync_at', 'text')
    .addColumn('queue_size', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('revoked_at', 'text')
    .addColumn('revoked_by', 'text')
    .execute();

  await db.schema
    .createTable('attendance')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('participant_id', 'text', (c) => c.notNull())
    .addColumn('item_type', 'text', (c) => c.notNull().check(sql`item_type in ('event','workshop')`))
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('check_in_time', 'text', (c) => c.notNull())
    .addColumn('device_id', 'text', (c) => c.notNull())
    .addColumn('desk_name', 'text', (c) => c.notNull())
    .addColumn('staff_user_id', 'text')
    .addColumn('staff_name', 'text', (c) => c.notNull())
    .addColumn('mutation_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('attendance_once', ['user_id', 'item_type', 'item_id'])
    .execute();
  await db.schema.createIndex('attendance_item').on('attendance').columns(['item_type', 'item_id']).execute();

  await db.schema
    .createTable('kits')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().unique().references('users.id'))
    .addColumn('participant_id', 'text', (c) => c.notNull())
    .addColumn('id_card_number', 'text', (c) => c.notNull())
    .addColumn('contents', 'text', (c) => c.notNull())
    .addColumn('collection_point', 'text', (c) => c.notNull())
    .addColumn('issued_at', 'text', (c) => c.notNull())
    .addColumn('device_id', 'text', (c) => c.notNull())
    .addColumn('desk_name', 'text', (c) => c.notNull())
    .addColumn('staff_user_id', 'text')
    .addColumn('staff_name', 'text', (c) => c.notNull())
    .addColumn('mutation_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  // The participant row knows when its kit was issued, so staff lists filter and count it cheaply.
  await db.schema.alterTable('users').addColumn('kit_issued_at', 'text').execute();
  await sql`create trigger kits_mark_user after insert on kits
    begin update users set kit_issued_at = new.issued_at where id = new.user_id; end`.execute(db);

  await db.schema
    .createTable('scan_log')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('mutation_id', 'text', (c) => c.notNull().unique())
    .addColumn('device_id', 'text', (c) => c.notNull())
    .addColumn('desk_name', 'text', (c) => c.notNull())
    .addColumn('staff_user_id', 'text')
    .addColumn('staff_name', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('participant_id', 'text', (c) => c.notNull())
    .addColumn('item_type', 'text')
    .addColumn('item_id', 'text')
    .addColumn('collection_point', 'text')
    .addColumn('occurred_at', 'text', (c) => c.notNull())
    .addColumn('device_occurred_at', 'text', (c) => c.notNull())
    .addColumn('received_at', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('error', 'text')
    .addColumn('local_status', 'text')
    .addColumn('winner_mutation_id', 'text')
    .addColumn('result', 'text', (c) => c.notNull())
    .addColumn('resolved_at', 'text')
    .addColumn('resolved_by', 'text')
    .addColumn('resolution', 'text')
    .execute();
  await db.schema.createIndex('scan_log_participant').on('scan_log').column('participant_id').execute();

  await db.schema
    .createTable('sync_meta')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
  // A new database gets a new epoch, so cursors from another database are recognised as unknown.
  await sql`insert into sync_meta (key, value) values ('epoch', lower(hex(randomblob(6))))`.execute(db);

  await db.schema
    .createTable('sync_changes')
    .addColumn('seq', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'text', (c) => c.notNull())
    .addUniqueConstraint('sync_changes_entity', ['entity', 'entity_id'])
    .execute();

  const track = async (table: string, entity: string, onInsert = '1', onUpdate = onInsert) => {
    for (const op of ['insert', 'update']) {
      await sql
        .raw(
          `create trigger ${table}_sync_${op} after ${op} on ${table} when ${op === 'insert' ? onInsert : onUpdate}
           begin
             delete from sync_changes where entity = '${entity}' and entity_id = new.id;
             insert into sync_changes (entity, entity_id) values ('${entity}', new.id);
           end`,
        )
        .execute(db);
    }
  };
  // A participant promoted to staff leaves the roster: the change still reaches devices (as revoked).
  await track('users', 'participant', "new.role = 'user'", "new.role = 'user' or old.role = 'user'");
  await track('events', 'event');
  await track('workshops', 'workshop');
  await track('attendance', 'attendance');
  await track('kits', 'kit');

  // Everything that exists before this migration is part of the first snapshot.
  await sql`insert into sync_changes (entity, entity_id) select 'participant', id from users where role = 'user'`.execute(
    db,
  );
  await sql`insert into sync_changes (entity, entity_id) select 'event', id from events`.execute(db);
  await sql`insert into sync_changes (entity, entity_id) select 'workshop', id from workshops`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['users', 'events', 'workshops', 'attendance', 'kits']) {
    for (const op of ['insert', 'update']) await sql.raw(`drop trigger if exists ${t}_sync_${op}`).execute(db);
  }
  await sql`drop trigger if exists kits_mark_user`.execute(db);
  for (const t of ['sync_changes', 'sync_meta', 'scan_log', 'kits', 'attendance', 'devices'])
    await db.schema.dropTable(t).execute();
}
