import { sql, type Kysely } from 'kysely';

/**
 * The team page as data organisers edit (/admin/team): sections in order, members in order within them. A fresh
 * install has no team; the page then says it will be announced. `photo` is the file name under DATA_DIR/team-photos.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table team_sections (
    id text primary key,
    position integer not null,
    title text not null,
    created_at text not null,
    updated_at text not null
  )`.execute(db);
  await sql`create table team_members (
    id text primary key,
    section_id text not null references team_sections(id) on delete cascade,
    position integer not null,
    name text not null,
    role text not null,
    profile_url text,
    photo text,
    created_at text not null,
    updated_at text not null
  )`.execute(db);
  await sql`create index team_members_section on team_members (section_id, position)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table team_members`.execute(db);
  await sql`drop table team_sections`.execute(db);
}
