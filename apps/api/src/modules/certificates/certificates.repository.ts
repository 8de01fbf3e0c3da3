import { all, first, run, type Db } from '../../db/client';
import type { CertificatesTable } from '../../db/database';

// The certificates table: plain functions of db; the release and the revocations open the transactions.

/** A certificate with what its page, its PDF and its lists show: the participant and the event or workshop. */
export interface CertificateView {
  id: string;
  user_id: string;
  kind: CertificatesTable['kind'];
  item_type: CertificatesTable['item_type'];
  item_id: string;
  position: number | null;
  issued_at: string;
  revoked_at: string | null;
  revoked_reason: string | null;
  name: string;
  college: string;
  participant_id: string | null;
  item_name: string;
}

const VIEW_SQL = `
  select c.id, c.user_id, c.kind, c.item_type, c.item_id, c.position, c.issued_at, c.revoked_at, c.revoked_reason,
         u.name, u.college, u.participant_id, coalesce(e.name, w.title, c.item_id) as item_name
    from certificates c
    join users u on u.id = c.user_id
    left join events e on c.item_type = 'event' and e.id = c.item_id
    left join workshops w on c.item_type = 'workshop' and w.id = c.item_id`;

export function findCertificateView(db: Db, id: string): CertificateView | undefined {
  return db.sqlite.prepare(`${VIEW_SQL} where c.id = ?`).get(id) as CertificateView | undefined;
}

/** A participant's certificates, in issue order (the service lists them by compareCertificates). */
export function certificatesOfUser(db: Db, userId: string): CertificateView[] {
  return db.sqlite
    .prepare(`${VIEW_SQL} where c.user_id = ? order by c.issued_at, c.id`)
    .all(userId) as CertificateView[];
}

export interface EarnedCertificate {
  user_id: string;
  kind: CertificatesTable['kind'];
  item_type: CertificatesTable['item_type'];
  item_id: string;
  position: number | null;
}

/**
 * Every certificate earned and not yet issued: a check-in to an event (participation) or a workshop (completion) —
 * an admit-anyway is a check-in — and a position in a published result (merit). Participants only.
 */
export function earnedNotIssued(db: Db): EarnedCertificate[] {
  return db.sqlite
    .prepare(
      `with earned as (
         select distinct a.user_id, case a.item_type when 'event' then 'participation' else 'workshop' end as kind,
                a.item_type, a.item_id, null as position
           from attendance a
         union all
         select w.user_id, 'merit', w.item_type, w.item_id, w.position
           from result_winners w
           join results r on r.item_type = w.item_type and r.item_id = w.item_id
          where r.published_at is not null
       )
       select earned.* from earned
         join users u on u.id = earned.user_id and u.role = 'user'
         left join certificates c
           on c.user_id = earned.user_id and c.item_type = earned.item_type and c.item_id = earned.item_id
          and c.kind = earned.kind
        where c.id is null
        order by earned.user_id, earned.kind, earned.item_id`,
    )
    .all() as EarnedCertificate[];
}

export function insertCertificates(db: Db, rows: (EarnedCertificate & { id: string })[], at: string): void {
  const insert = db.sqlite.prepare(
    `insert into certificates (id, user_id, kind, item_type, item_id, position, issued_at, updated_at)
     values (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const r of rows) insert.run(r.id, r.user_id, r.kind, r.item_type, r.item_id, r.position, at, at);
}

/** The accounts to tell, with what each needs for the mail. */
export function recipients(db: Db, userIds: string[]): { id: string; name: string; email: string }[] {
  if (userIds.length === 0) return [];
  const rows: { id: string; name: string; email: string }[] = [];
  // SQLite's bound-parameter limit: ask in slices.
  for (let i = 0; i < userIds.length; i += 500) {
    rows.push(
      ...all(
        db,
        db.kysely
          .selectFrom('users')
          .select(['id', 'name', 'email'])
          .where('id', 'in', userIds.slice(i, i + 500)),
      ),
    );
  }
  return rows;
}

export function setRevoked(
  db: Db,
  id: string,
  revoked: { at: string; reason: string; by: string } | null,
  at: string,
): number {
  return run(
    db,
    db.kysely
      .updateTable('certificates')
      .set({
        revoked_at: revoked?.at ?? null,
        revoked_reason: revoked?.reason ?? null,
        revoked_by: revoked?.by ?? null,
        updated_at: at,
      })
      .where('id', '=', id),
  );
}

export function certificateOwner(db: Db, id: string): string | undefined {
  return first(db, db.kysely.selectFrom('certificates').select('user_id').where('id', '=', id))?.user_id;
}

/** The name of the first live event by date: the sample certificate is drawn for it. */
export function firstEventName(db: Db): string | undefined {
  const row = db.sqlite
    .prepare(`select name from events where deleted_at is null order by date, name limit 1`)
    .get() as { name: string } | undefined;
  return row?.name;
}
