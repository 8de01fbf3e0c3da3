import type { ContactMessageStatus, ContactMessagesQuery } from '@symposium/schema/contact-messages';
import { sql, type Insertable, type Selectable } from 'kysely';
import { all, first, run, type Db } from '../../db/client';
import type { ContactMessagesTable, UsersTable } from '../../db/database';

export type ContactMessageRow = Selectable<ContactMessagesTable>;

export function insertContactMessage(db: Db, message: Insertable<ContactMessagesTable>): void {
  run(db, db.kysely.insertInto('contact_messages').values(message));
}

function withStatus(db: Db, status: ContactMessageStatus | undefined) {
  const query = db.kysely.selectFrom('contact_messages');
  if (status === 'open') return query.where('handled_at', 'is', null);
  if (status === 'handled') return query.where('handled_at', 'is not', null);
  return query;
}

/** One page of the inbox, newest first (the id breaks ties between messages of one millisecond). */
export function listContactMessages(db: Db, query: ContactMessagesQuery): { rows: ContactMessageRow[]; total: number } {
  const rows = all(
    db,
    withStatus(db, query.status)
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
  );
  const counted = first(db, withStatus(db, query.status).select(sql<number>`count(*)`.as('n')));
  return { rows, total: Number(counted?.n ?? 0) };
}

/** Open and handled messages, whatever a list's filter: the inbox's tabs and the dashboard's open count. */
export function contactMessageCounts(db: Db): Record<ContactMessageStatus, number> {
  const row = first(
    db,
    db.kysely
      .selectFrom('contact_messages')
      .select([
        sql<number>`coalesce(sum(handled_at is null), 0)`.as('open'),
        sql<number>`coalesce(sum(handled_at is not null), 0)`.as('handled'),
      ]),
  );
  return { open: Number(row?.open ?? 0), handled: Number(row?.handled ?? 0) };
}

export function findContactMessage(db: Db, id: number): ContactMessageRow | undefined {
  return first(db, db.kysely.selectFrom('contact_messages').selectAll().where('id', '=', id));
}

/** Marks a message handled by `staff` at `at`, or open again (who handled it is then forgotten with the time). */
export function setContactMessageHandled(
  db: Db,
  id: number,
  handled: { at: string; by: Pick<UsersTable, 'id' | 'name'> } | null,
): void {
  run(
    db,
    db.kysely
      .updateTable('contact_messages')
      .set({
        handled_at: handled?.at ?? null,
        handled_by_id: handled?.by.id ?? null,
        handled_by_name: handled?.by.name ?? null,
      })
      .where('id', '=', id),
  );
}
