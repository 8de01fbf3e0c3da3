import type { Kysely } from 'kysely';

/**
 * Issue 24, bank statements (docs/decisions/0053-payments-that-reconcile.md):
 * - each import of a statement file, and which stored lines it held (an overlapping statement shares lines);
 * - each credit or debit line once, by a checksum of its content and its place among identical lines, with the
 *   registration it matched (exactly, or by reference with another amount) once it did;
 * - the column mappings an admin chose for a layout the import could not read by itself, by that layout's header;
 * - the perceptual hash of each registration's payment screenshot, and the group of registrations whose screenshots
 *   are the same picture (reused proofs).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('bank_statements')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('line_count', 'integer', (c) => c.notNull())
    .addColumn('new_lines', 'integer', (c) => c.notNull())
    .addColumn('imported_by_id', 'text', (c) => c.notNull())
    .addColumn('imported_by_name', 'text', (c) => c.notNull())
    .addColumn('imported_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('statement_lines')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('checksum', 'text', (c) => c.notNull().unique())
    .addColumn('first_statement_id', 'text', (c) => c.notNull().references('bank_statements.id'))
    .addColumn('txn_date', 'text')
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('reference', 'text', (c) => c.notNull())
    .addColumn('direction', 'text', (c) => c.notNull())
    .addColumn('amount_paise', 'integer', (c) => c.notNull())
    .addColumn('match_kind', 'text')
    .addColumn('match_user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('matched_at', 'text')
    .execute();
  await db.schema.createIndex('statement_lines_match_user').on('statement_lines').column('match_user_id').execute();
  await db.schema
    .createTable('bank_statement_lines')
    .addColumn('statement_id', 'text', (c) => c.notNull().references('bank_statements.id'))
    .addColumn('line_id', 'integer', (c) => c.notNull().references('statement_lines.id'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('bank_statement_lines_pk', ['statement_id', 'line_id'])
    .execute();
  await db.schema
    .createTable('statement_mappings')
    .addColumn('header_signature', 'text', (c) => c.primaryKey())
    .addColumn('mapping', 'text', (c) => c.notNull())
    .addColumn('saved_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.alterTable('users').addColumn('payment_proof_hash', 'text').execute();
  await db.schema.alterTable('users').addColumn('payment_proof_group', 'text').execute();
  await db.schema.createIndex('users_payment_proof_group').on('users').column('payment_proof_group').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('users_payment_proof_group').execute();
  await db.schema.alterTable('users').dropColumn('payment_proof_group').execute();
  await db.schema.alterTable('users').dropColumn('payment_proof_hash').execute();
  await db.schema.dropTable('statement_mappings').execute();
  await db.schema.dropTable('bank_statement_lines').execute();
  await db.schema.dropIndex('statement_lines_match_user').execute();
  await db.schema.dropTable('statement_lines').execute();
  await db.schema.dropTable('bank_statements').execute();
}
