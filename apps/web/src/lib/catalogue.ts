import type { EventCategory, SymposiumEvent, Workshop } from '@symposium/schema/catalogue';
import { apiRequest } from './api-client';
import { primeRemoteData, useRemoteData } from './use-remote-data';

// The public catalogue (GET /events, /workshops): staff edits show on the next visit, no rebuild needed.

/** The API paths (under /api/v1) of the catalogue, by the key the screens read it under. */
export const CATALOGUE_SOURCES = { events: '/events', workshops: '/workshops' } as const;
export type CatalogueKey = keyof typeof CATALOGUE_SOURCES;

export const eventsOf = (body: unknown): SymposiumEvent[] => {
  const answer = body as { events?: SymposiumEvent[]; data?: SymposiumEvent[] };
  return answer.events ?? answer.data ?? [];
};

export const workshopsOf = (body: unknown): Workshop[] => {
  const answer = body as { workshops?: Workshop[]; data?: Workshop[] };
  return answer.workshops ?? answer.data ?? [];
};

/** Reads an answer of the catalogue into what its screens use. */
export const CATALOGUE_READERS: Record<CatalogueKey, (body: unknown) => unknown> = {
  events: eventsOf,
  workshops: workshopsOf,
};

const fetchEvents = async () => eventsOf(await apiRequest(CATALOGUE_SOURCES.events, { auth: false }));
const fetchWorkshops = async () => workshopsOf(await apiRequest(CATALOGUE_SOURCES.workshops, { auth: false }));

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
  const keys = catalogueKeysFor(pathname);
  if (keys.includes('events')) primeRemoteData('events', fetchEvents);
  if (keys.includes('workshops')) primeRemoteData('workshops', fetchWorkshops);
}

/** The parts of the catalogue the screen at `pathname` shows first. */
export function catalogueKeysFor(pathname: string): CatalogueKey[] {
  const keys: CatalogueKey[] = [];
  if (pathname === '/' || pathname.startsWith('/events')) keys.push('events');
  if (pathname === '/' || pathname === '/workshops') keys.push('workshops');
  return keys;
}
