import type { ContactMessagesPage, ContactMessageStatus } from '@symposium/schema/contact-messages';
import { LIMITS } from '@symposium/schema/constants';
import { apiRequest } from '../../../lib/api-client';

/** The key of one page of one tab, for useRemoteData. */
export const contactMessagesKey = (status: ContactMessageStatus, page: number) =>
  `admin:contact-messages:${status}:${page}`;

/** GET /admin/contact-messages: one page of the open or handled messages, newest first (docs/api.md "Contact inbox"). */
export function getContactMessages(status: ContactMessageStatus, page: number): Promise<ContactMessagesPage> {
  const params = new URLSearchParams({ status, page: String(page), limit: String(LIMITS.userPageSize) });
  return apiRequest<ContactMessagesPage>(`/admin/contact-messages?${params}`);
}
