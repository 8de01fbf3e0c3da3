import type { SkippedUser } from '@symposium/schema/admin-users';
import { apiRequest } from '../../../lib/api-client';

export interface BulkEmailResult {
  /** 'Emails queued: N' — queued, not yet sent; delivery shows on the dashboard's Mail card. */
  message: string;
  mailsQueued: number;
  skipped: SkippedUser[];
  /** 'outbox' = written to DATA_DIR/outbox instead of being sent (no SMTP configured). */
  mailMode: 'outbox' | 'smtp';
}

/** POST /admin/bulk-email (admin). The type is free text; welcome, reminder and qr have templates. */
export const sendBulkEmail = (userIds: string[], emailType: string) =>
  apiRequest<BulkEmailResult>('/admin/bulk-email', { json: { userIds, emailType } });
