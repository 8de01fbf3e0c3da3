import type { ContactMessageView } from '@symposium/schema/contact-messages';
import type { ContactMessageRow } from './contact.repository';

export function toContactMessageView(row: ContactMessageRow): ContactMessageView {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    subject: row.subject,
    message: row.message,
    receivedAt: row.created_at,
    handled: row.handled_at !== null,
    handledAt: row.handled_at,
    handledBy: row.handled_by_name,
  };
}
