import type { EventFormInput, WorkshopFormInput } from '@symposium/schema/catalogue-admin';
import type { SymposiumEvent, Workshop } from '@symposium/schema/catalogue';
import { apiRequest } from '../../../lib/api-client';

/** POST /events or PUT /events/:id with the full object (docs/product.md#events-and-workshops-catalogue); staff. */
export const saveEvent = (form: EventFormInput, id?: string) =>
  apiRequest<{ message: string; data: SymposiumEvent }>(id ? `/events/${encodeURIComponent(id)}` : '/events', {
    method: id ? 'PUT' : 'POST',
    json: form,
  });

/** POST /workshops or PUT /workshops/:id; staff. */
export const saveWorkshop = (form: WorkshopFormInput, id?: string) =>
  apiRequest<{ message: string; data: Workshop }>(id ? `/workshops/${encodeURIComponent(id)}` : '/workshops', {
    method: id ? 'PUT' : 'POST',
    json: form,
  });
