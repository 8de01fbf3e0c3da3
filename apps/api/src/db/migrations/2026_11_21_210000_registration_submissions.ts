import { sql, type Kysely } from 'kysely';

/**
 * The register form's submission key (hashed) per account it created: the same form sent again after its answer
 * was lost is answered again instead of refused as a taken email (docs/decisions/0037-register-form-keeps-what-was-typed.md).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('registration_submissions')
    .addColumn('key_hash', 'text', (col) => col.notNull())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    // One form may create two accounts (the email changed between tries): a key per account, not per form.
    .addPrimaryKeyConstraint('registration_submissions_pk', ['key_hash', 'user_id'])
    .execute();
  await sql`create index registration_submissions_user on registration_submissions (user_id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('registration_submissions').execute();
}
