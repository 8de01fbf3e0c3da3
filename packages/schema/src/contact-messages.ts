import { z } from 'zod';
import { LIMITS } from './constants';
import { M } from './messages';
import { enumParam, limitParam, pageParam } from './query-params';

// The staff's contact inbox (docs/product.md#contact-inbox, docs/decisions/0056-contact-inbox.md): every message sent
// from /contact, open until a coordinator or admin marks it handled.

/** Open: nobody has marked it handled yet. Handled: someone has (and it then follows the mail retention). */
export const CONTACT_MESSAGE_STATUSES = ['open', 'handled'] as const;
export type ContactMessageStatus = (typeof CONTACT_MESSAGE_STATUSES)[number];

/**
 * GET /admin/contact-messages: newest first, pages of LIMITS.userPageSize like the other staff lists. Without
 * `status` (or with `status=all`) every message; the /admin/messages screen opens on 'open'.
 */
export const contactMessagesQuerySchema = z.object({
  page: pageParam.transform((v) => v ?? 1),
  limit: limitParam(LIMITS.userPageSizeMax).transform((v) => v ?? LIMITS.userPageSize),
  status: enumParam('Status', CONTACT_MESSAGE_STATUSES),
});
export type ContactMessagesQuery = z.output<typeof contactMessagesQuerySchema>;

/** PUT /admin/contact-messages/:id: handled or open again. */
export const contactMessageHandledSchema = z.object({
  handled: z.boolean({ error: M.contactHandledRequired }),
});
export type ContactMessageHandled = z.output<typeof contactMessageHandledSchema>;

/** A contact message as the staff screens receive it. */
export interface ContactMessageView {
  id: number;
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  receivedAt: string;
  handled: boolean;
  handledAt: string | null;
  /** The staff member who marked it handled (their name at the time). */
  handledBy: string | null;
}

export interface ContactMessagesPage {
  success: true;
  messages: ContactMessageView[];
  total: number;
  page: number;
  limit: number;
  totalPages: number;
  /** Every open and handled message, whatever the filter: the screen's tab counts. */
  counts: Record<ContactMessageStatus, number>;
}

/**
 * The Reply link: a mail to the sender, its subject 'Re: <subject>', both percent-encoded for a mailto: address (RFC 6068;
 * the '@' stays as it is, so the address reads as one).
 */
export function contactReplyHref(message: Pick<ContactMessageView, 'email' | 'subject'>): string {
  const to = encodeURIComponent(message.email).replace(/%40/g, '@');
  return `mailto:${to}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`;
}
