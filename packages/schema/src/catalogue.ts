export const EVENT_CATEGORIES = ['technical', 'non-technical', 'special'] as const;
export type EventCategory = (typeof EVENT_CATEGORIES)[number];
export const EVENT_SYMBOLS: Record<EventCategory, 'square' | 'circle' | 'triangle'> = {
  technical: 'square',
  'non-technical': 'circle',
  special: 'triangle',
};
/**
 * The mark of every category on cards, headings, the staff lists and the scanner: the three events' symbols and, for
 * workshops, a star of their own (docs/decisions/0057-a-symbol-for-workshops.md).
 */
export const CATEGORY_SYMBOLS = { ...EVENT_SYMBOLS, workshop: 'star' } as const satisfies Record<
  EventCategory | 'workshop',
  string
>;
export type CategorySymbol = (typeof CATEGORY_SYMBOLS)[EventCategory | 'workshop'];
export const EVENT_STATUSES = ['upcoming', 'ongoing', 'completed', 'cancelled'] as const;
export const WORKSHOP_STATUSES = ['upcoming', 'active', 'completed', 'cancelled'] as const;

// checkInRequiresRegistration: a workshop's places are counted, so its desk admits only those registered; an event's
// desk admits any participant whose registration type covers it unless organisers say otherwise (docs/decisions/0050-check-in-rules.md).
export const EVENT_DEFAULTS = {
  maxParticipants: 100,
  teamSize: { min: 1, max: 1 },
  status: 'upcoming',
  checkInRequiresRegistration: false,
} as const;
export const WORKSHOP_DEFAULTS = {
  maxParticipants: 50,
  durationHours: 2,
  fee: 0,
  status: 'upcoming',
  checkInRequiresRegistration: true,
} as const;

export interface Coordinator {
  name: string;
  phone: string;
  email?: string;
}

export interface SymposiumEvent {
  _id: string;
  id: string;
  name: string;
  symbol: 'square' | 'circle' | 'triangle';
  category: EventCategory;
  description: string;
  type: 'individual' | 'team';
  isTeamEvent: boolean;
  teamSize: { min: number; max: number };
  venue: string;
  date: string;
  time: { start: string; end: string };
  maxParticipants: number;
  registrationDeadline: string;
  rules: string[];
  prizes: { first?: string; second?: string; third?: string };
  coordinators: Coordinator[];
  coordinator: Coordinator | null;
  status: (typeof EVENT_STATUSES)[number];
  /** The desk admits only participants registered for it (else anyone whose registration type covers it). */
  checkInRequiresRegistration: boolean;
  registrations: number;
}

export interface Workshop {
  _id: string;
  id: string;
  title: string;
  name: string;
  description: string;
  instructor: { name: string; designation?: string; organization?: string; bio?: string };
  trainer: string;
  duration: { hours: number };
  schedule: { date: string; startTime: string; endTime: string; topic: string }[];
  venue: string;
  date: string;
  time: string;
  maxParticipants: number;
  registrationDeadline: string;
  prerequisites: string[];
  learningOutcomes: string[];
  materials: string[];
  topics: string[];
  rules: string[];
  fee: number;
  coordinators: Coordinator[];
  status: (typeof WORKSHOP_STATUSES)[number];
  /** The desk admits only participants registered for it. */
  checkInRequiresRegistration: boolean;
  registrations: number;
}
