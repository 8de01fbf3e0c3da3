import type { MyEventRegistration, MyRegistration } from '@symposium/schema/participation';
import { apiRequest } from './api-client';

// A participant's own registrations (docs/product.md#registering-for-events-and-workshops). The event and workshop pages and the profile share them.

export async function fetchMyRegistrations(): Promise<MyRegistration[]> {
  const body = await apiRequest<{ data: MyRegistration[] }>('/registrations/my-registrations');
  return body.data;
}

export function registerForEvent(eventId: string) {
  return apiRequest<{ message: string; data: MyEventRegistration }>('/event-registrations', {
    method: 'POST',
    json: { eventId },
  });
}

export function registerForWorkshop(workshopId: string) {
  return apiRequest<{ message: string; data: MyRegistration }>('/registrations', {
    method: 'POST',
    json: { workshopId },
  });
}

export function withdrawFromEvent(eventId: string) {
  return apiRequest<{ message: string }>(`/event-registrations/${encodeURIComponent(eventId)}`, { method: 'DELETE' });
}

export function withdrawFromWorkshop(workshopId: string) {
  return apiRequest<{ message: string }>(`/registrations/${encodeURIComponent(workshopId)}`, { method: 'DELETE' });
}
