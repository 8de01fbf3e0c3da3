import type { Kysely } from 'kysely';

/**
 * Scans of a finished edition that reached the server after the next edition started (docs/sync.md, "An edition
 * switch"): a desk queued them before the switch and synced after. They are never applied to the new edition; each is
 * kept here under the archive's folder name with the answer the desk got, which a replay answers again.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('archived_late_scans')
    .addColumn('mutation_id', 'text', (c) => c.primaryKey())
    .addColumn('archive', 'text', (c) => c.notNull())
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
    .addColumn('local_status', 'text')
    .addColumn('in_archive_log', 'integer', (c) => c.notNull())
    .addColumn('result', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('archived_late_scans_archive').on('archived_late_scans').column('archive').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('archived_late_scans').execute();
}
