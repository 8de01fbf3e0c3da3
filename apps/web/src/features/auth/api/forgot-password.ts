import { apiRequest } from '../../../lib/api-client';

export function requestPasswordReset(email: string): Promise<{ success: true; message?: string }> {
  return apiRequest('/auth/forgot-password', { method: 'POST', json: { email }, auth: false });
}
