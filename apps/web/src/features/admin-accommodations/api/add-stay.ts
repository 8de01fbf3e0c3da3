import type { AccommodationRequest, DeskStayRequest } from '@symposium/schema/accommodation';
import { apiRequest } from '../../../lib/api-client';

export interface AddedStay {
  message: string;
  data: { accommodation: AccommodationRequest; paymentAmount: number | null };
}

/** POST /accommodation/admin/requests — a stay for a registered participant who asks at the desk. */
export const addStayAtDesk = (request: DeskStayRequest) =>
  apiRequest<AddedStay>('/accommodation/admin/requests', { method: 'POST', json: request });
