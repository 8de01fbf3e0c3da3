import { sql, type Kysely } from 'kysely';

/**
 * A stay added at the desk raises the registration's amount by the accommodation fee, which the participant's
 * payment proof never covered (docs/decisions/0035-stays-added-at-the-desk.md, "The fee of a stay added at the desk is collected there"):
 * `desk_fee` is that rise (0 for a stay booked with the registration), `desk_fee_collected_at`/`_by` say when and
 * by whom the desk took it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table accommodation_requests add column desk_fee integer not null default 0`.execute(db);
  await sql`alter table accommodation_requests add column desk_fee_collected_at text`.execute(db);
  await sql`alter table accommodation_requests add column desk_fee_collected_by text`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table accommodation_requests drop column desk_fee_collected_by`.execute(db);
  await sql`alter table accommodation_requests drop column desk_fee_collected_at`.execute(db);
  await sql`alter table accommodation_requests drop column desk_fee`.execute(db);
}
