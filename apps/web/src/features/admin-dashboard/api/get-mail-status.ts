import type { MailStatus } from '@symposium/schema/mail-status';
import { apiRequest } from '../../../lib/api-client';

export const MAIL_STATUS_KEY = 'admin:mail-status';

/** GET /admin/mail/status (staff): the mail queue's counts and latest failures (docs/api.md). */
export async function getMailStatus(): Promise<MailStatus> {
  const body = await apiRequest<{ data: MailStatus }>('/admin/mail/status');
  return body.data;
}
