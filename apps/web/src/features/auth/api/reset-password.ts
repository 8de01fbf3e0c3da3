import { apiRequest } from '../../../lib/api-client';

export function resetPassword(token: string, password: string): Promise<{ success: true; message?: string }> {
  return apiRequest(`/auth/reset-password/${encodeURIComponent(token)}`, {
    method: 'PUT',
    json: { password },
    auth: false,
  });
}
