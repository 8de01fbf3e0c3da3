import type { SkippedUser, StaffUserView } from '@symposium/schema/admin-users';
import { apiRequest } from '../../../lib/api-client';

export interface GenerateIdsResult {
  message: string;
  count: number;
  generated: { userId: string; participantId: string }[];
  skipped: SkippedUser[];
}

/**
 * POST /admin/generate-participant-ids: for the given participants, or (without ids) every verified
 * participant without one. 400 NO_ELIGIBLE_USERS when nobody qualifies.
 */
export const generateIds = (userIds?: string[]) =>
  apiRequest<GenerateIdsResult>('/admin/generate-participant-ids', { json: userIds ? { userIds } : {} });

/** POST /admin/generate-participant-id/:userId — one participant (answers the existing ID if there is one). */
export const generateIdFor = (userId: string) =>
  apiRequest<{ message: string; generated: boolean; data: StaffUserView }>(
    `/admin/generate-participant-id/${encodeURIComponent(userId)}`,
    { method: 'POST' },
  );
