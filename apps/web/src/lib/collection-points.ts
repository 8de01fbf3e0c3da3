import type { CollectionPoint } from '@symposium/sync/protocol';

/** Where a kit was handed out, in words: the kit desk's choice and the participant details say it the same way. */
export const COLLECTION_POINT_LABELS: Record<CollectionPoint, string> = {
  'main-desk': 'Main desk',
  'workshop-desk': 'Workshop desk',
  'event-venue': 'Event venue',
};
