import type { SkippedUser } from '@symposium/schema/admin-users';
import { apiRequest } from '../../../lib/api-client';

export interface BulkVerifyResult {
  message: string;
  verified: string[];
  /** Participants whose payment was not pending (or who were not found). */
  skipped: SkippedUser[];
}

/** POST /admin/bulk-verify (admin): only pending payments change. */
export const bulkVerify = (userIds: string[]) =>
  apiRequest<BulkVerifyResult>('/admin/bulk-verify', { json: { userIds } });
