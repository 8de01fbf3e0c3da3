import { apiRequest } from '../../../lib/api-client';

/** PUT /accommodation/:id/confirm — requested stays only; mails the participant their room. */
export const confirmAccommodation = (id: string, roomNumber: string) =>
  apiRequest<{ message: string }>(`/accommodation/${encodeURIComponent(id)}/confirm`, {
    method: 'PUT',
    json: { roomNumber },
  });

/** PUT /accommodation/:id/collect-fee — the desk took the fee of a stay it added (no payment proof covered it). */
export const collectStayFee = (id: string) =>
  apiRequest<{ message: string }>(`/accommodation/${encodeURIComponent(id)}/collect-fee`, { method: 'PUT' });

/** PUT /accommodation/:id/cancel — a requested or confirmed stay. */
export const cancelAccommodation = (id: string) =>
  apiRequest<{ message: string }>(`/accommodation/${encodeURIComponent(id)}/cancel`, { method: 'PUT' });
