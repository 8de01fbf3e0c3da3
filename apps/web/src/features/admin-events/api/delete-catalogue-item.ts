import { apiRequest } from '../../../lib/api-client';

/** DELETE /events/:id or /workshops/:id (admin only; a soft delete, gone from the public lists at once). */
export const deleteCatalogueItem = (kind: 'event' | 'workshop', id: string) =>
  apiRequest<{ message: string }>(`/${kind === 'event' ? 'events' : 'workshops'}/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  });
