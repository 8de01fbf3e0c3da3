import { sql, type Kysely } from 'kysely';

/**
 * Where a stay came from: 'registration' (asked for with the registration) or 'desk' (added by staff at the desk),
 * so the participant's own pages can say which. `desk_fee` cannot tell: a desk stay adds no fee when the amount
 * already carried one. Stays added before this column are known by their `accommodation.add` audit row, written in
 * the same transaction as the stay.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table accommodation_requests add column source text not null default 'registration'`.execute(db);
  await sql`update accommodation_requests set source = 'desk'
    where desk_fee > 0
       or id in (select entity_id from audit_log where action = 'accommodation.add' and entity_type = 'accommodation')`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table accommodation_requests drop column source`.execute(db);
}
