// Shared by /admin/payments and the participant details modal on /admin/users: one way to decide a payment.
import { apiRequest } from './api-client';

/**
 * PUT /admin/payments/:id/verify (admin) — notes are optional and stay with staff; `issueId` generates the participant
 * ID in the same call ('Verify and issue ID').
 */
export const verifyPayment = (userId: string, notes: string, issueId = false) =>
  apiRequest<{ message: string }>(`/admin/payments/${encodeURIComponent(userId)}/verify`, {
    method: 'PUT',
    json: { ...(notes.trim() ? { notes: notes.trim() } : {}), ...(issueId ? { issueId: true } : {}) },
  });

/** PUT /admin/payments/:id/reject (admin) — the reason is required and mailed to the participant. */
export const rejectPayment = (userId: string, reason: string) =>
  apiRequest<{ message: string }>(`/admin/payments/${encodeURIComponent(userId)}/reject`, {
    method: 'PUT',
    json: { reason },
  });
