import { sql, type Kysely } from 'kysely';

/**
 * After the games (issue 25, docs/product.md "Results and certificates"):
 * - an event's result: one row per event (published or not), its winners one row per participant and position;
 * - certificates: one per participant, item and kind, with an unguessable id (128 random bits, base64url) that its
 *   public verification page is addressed by; revoked with a reason, never deleted until the next edition.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table results (
    item_type text not null check (item_type in ('event', 'workshop')),
    item_id text not null,
    published_at text,
    published_by text,
    created_at text not null,
    updated_at text not null,
    updated_by text,
    primary key (item_type, item_id)
  )`.execute(db);
  await sql`create table result_winners (
    item_type text not null,
    item_id text not null,
    user_id text not null references users(id),
    position integer not null check (position in (1, 2, 3)),
    primary key (item_type, item_id, user_id),
    foreign key (item_type, item_id) references results(item_type, item_id) on delete cascade
  )`.execute(db);
  await sql`create table certificates (
    id text primary key,
    user_id text not null references users(id),
    kind text not null check (kind in ('participation', 'workshop', 'merit')),
    item_type text not null check (item_type in ('event', 'workshop')),
    item_id text not null,
    position integer check (position in (1, 2, 3)),
    issued_at text not null,
    revoked_at text,
    revoked_reason text,
    revoked_by text,
    updated_at text not null,
    unique (user_id, item_type, item_id, kind)
  )`.execute(db);
  await sql`create index certificates_item on certificates (item_type, item_id, kind)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table certificates`.execute(db);
  await sql`drop table result_winners`.execute(db);
  await sql`drop table results`.execute(db);
}
