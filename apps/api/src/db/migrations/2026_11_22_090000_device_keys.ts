import type { Kysely } from 'kysely';

/**
 * A scanner device proves it is itself with a key the server hands it when it registers (docs/decisions/0019-scanner-devices.md,
 * "A scanner device is its key, not its id"). Only the key's SHA-256 is kept. Rows registered before have
 * none until their device registers again.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('devices').addColumn('key_hash', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('devices').dropColumn('key_hash').execute();
}
