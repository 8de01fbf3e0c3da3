import { M } from '@symposium/schema/messages';
import { writeTransaction, type Db } from '../../db/client';
import type { UsersTable } from '../../db/database';
import { notFound } from '../../lib/errors';
import { nowIso } from '../../lib/ids';
import { recordAudit } from '../audit/audit.repository';
import { findContactMessage, setContactMessageHandled, type ContactMessageRow } from './contact.repository';

/** A message's id as the address carries it: anything but a whole number names no message. */
export function contactMessageId(param: string): number {
  if (!/^[1-9]\d{0,14}$/.test(param)) throw notFound(M.contactMessageNotFound);
  return Number(param);
}

/**
 * Marks a message handled (now, by `staff`) or open again, audited in the same transaction. Marking it as it already
 * is changes nothing and records nothing (two staff pressing at once: the first one's name stays).
 */
export function markContactMessage(
  db: Db,
  staff: Pick<UsersTable, 'id' | 'name'>,
  id: number,
  handled: boolean,
): ContactMessageRow {
  return writeTransaction(db, () => {
    const before = findContactMessage(db, id);
    if (!before) throw notFound(M.contactMessageNotFound);
    if ((before.handled_at !== null) === handled) return before;
    setContactMessageHandled(db, id, handled ? { at: nowIso(), by: staff } : null);
    recordAudit(db, {
      actor: staff,
      action: handled ? 'contact-message.handle' : 'contact-message.reopen',
      entityType: 'contact-message',
      entityId: String(id),
      before: { handled: !handled },
      after: { handled },
    });
    return findContactMessage(db, id)!;
  });
}
