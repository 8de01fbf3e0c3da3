export const EVENT_CATEGORIES = ['technical', 'non-technical', 'special'] as const;
export type EventCategory = (typeof EVENT_CATEGORIES)[number];
export const EVENT_SYMBOLS: Record<EventCategory, 'square' | 'circle' | 'triangle'> = {
  technical: 'square',
  'non-technical': 'circle',
  special: 'triangle',
};
export const EVENT_STATUSES = ['upcoming', 'ongoing', 'completed', 'cancelled'] as const;
export const WORKSHOP_STATUSES = ['upcoming', 'active', 'completed', 'cancelled'] as const;

export const EVENT_DEFAULTS = { maxParticipants: 100, teamSize: { min: 1, max: 1 }, status: 'upcoming' } as const;
export const WORKSHOP_DEFAULTS = { maxParticipants: 50, durationHours: 2, fee: 0, status: 'upcoming' } as const;

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
  registrations: number;
}
