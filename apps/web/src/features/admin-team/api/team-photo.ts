import type { TeamMember } from '@symposium/schema/team';
import { apiRequest } from '../../../lib/api-client';

const photoPath = (memberId: string) => `/admin/team/members/${encodeURIComponent(memberId)}/photo`;

/** PUT /admin/team/members/:id/photo (admin): the server checks, squares and stores the photo; answers the member. */
export function uploadTeamPhoto(memberId: string, file: File) {
  const formData = new FormData();
  formData.set('photo', file);
  return apiRequest<{ message: string; data: TeamMember }>(photoPath(memberId), { method: 'PUT', formData });
}

/** DELETE /admin/team/members/:id/photo (admin): back to initials. */
export const removeTeamPhoto = (memberId: string) =>
  apiRequest<{ message: string; data: TeamMember }>(photoPath(memberId), { method: 'DELETE' });
