import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('seed_key', 'text', (c) => c.unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull().check(sql`category in ('technical','non-technical','special')`))
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull().defaultTo('individual'))
    .addColumn('team_min', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('team_max', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('venue', 'text', (c) => c.notNull())
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('time_start', 'text', (c) => c.notNull())
    .addColumn('time_end', 'text', (c) => c.notNull())
    .addColumn('max_participants', 'integer', (c) => c.notNull().defaultTo(100))
    .addColumn('registration_deadline', 'text', (c) => c.notNull())
    .addColumn('rules', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('prizes', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('coordinators', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('upcoming'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('deleted_at', 'text')
    .execute();

  await db.schema
    .createTable('workshops')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('seed_key', 'text', (c) => c.unique())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('instructor', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('trainer', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('duration_hours', 'integer', (c) => c.notNull().defaultTo(2))
    .addColumn('schedule', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('venue', 'text', (c) => c.notNull())
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('time', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('max_participants', 'integer', (c) => c.notNull().defaultTo(50))
    .addColumn('registration_deadline', 'text', (c) => c.notNull())
    .addColumn('prerequisites', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('learning_outcomes', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('materials', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('topics', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('rules', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('fee', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('coordinators', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('upcoming'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('deleted_at', 'text')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('workshops').execute();
  await db.schema.dropTable('events').execute();
}
