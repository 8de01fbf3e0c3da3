import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('college', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('department', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('year', 'integer')
    .addColumn('college_location', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('roll_number', 'text')
    .addColumn('participant_id', 'text', (c) => c.unique())
    .addColumn('pass_data', 'text')
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) =>
      c
        .notNull()
        .defaultTo('user')
        .check(sql`role in ('user','coordinator','admin')`),
    )
    .addColumn('payment_status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`payment_status in ('pending','verified','rejected')`),
    )
    .addColumn('payment_amount', 'integer')
    .addColumn('transaction_id', 'text')
    .addColumn('payment_screenshot', 'text')
    .addColumn('registration_type', 'text', (c) => c.check(sql`registration_type in ('general','workshop','both')`))
    .addColumn('rejection_reason', 'text')
    .addColumn('disabled_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('verified_at', 'text')
    .execute();
  await db.schema.createIndex('users_role_created').on('users').columns(['role', 'created_at']).execute();
  await db.schema.createIndex('users_transaction_id').on('users').column('transaction_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('users').execute();
}
