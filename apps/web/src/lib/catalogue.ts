import type { EventCategory, SymposiumEvent, Workshop } from '@symposium/schema/catalogue';
import { apiRequest } from './api-client';
import { primeRemoteData, useRemoteData } from './use-remote-data';

// The public catalogue (GET /events, /workshops): staff edits show on the next visit, no rebuild needed.

async function fetchEvents(): Promise<SymposiumEvent[]> {
  const body = await apiRequest<{ events?: SymposiumEvent[]; data?: SymposiumEvent[] }>('/events', { auth: false });
  return body.events ?? body.data ?? [];
}

async function fetchWorkshops(): Promise<Workshop[]> {
  const body = await apiRequest<{ workshops?: Workshop[]; data?: Workshop[] }>('/workshops', { auth: false });
  return body.workshops ?? body.data ?? [];
}

export const useEvents = () => useRemoteData('events', fetchEvents);
export const useWorkshops = () => useRemoteData('workshops', fetchWorkshops);

export function countByCategory(events: readonly SymposiumEvent[]): Record<EventCategory, number> {
  const counts: Record<EventCategory, number> = { technical: 0, 'non-technical': 0, special: 0 };
  for (const event of events) counts[event.category] += 1;
  return counts;
}

/**
 * At start-up: fetch the catalogue the opening screen needs while its code is still downloading,
 * instead of after (the event lists are what a visitor waits for).
 */
export function prefetchCatalogueFor(pathname: string): void {
  if (pathname === '/' || pathname.startsWith('/events')) primeRemoteData('events', fetchEvents);
  if (pathname === '/' || pathname === '/workshops') primeRemoteData('workshops', fetchWorkshops);
}
