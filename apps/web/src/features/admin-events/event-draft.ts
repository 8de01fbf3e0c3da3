import type { EventCategory, SymposiumEvent } from '@symposium/schema/catalogue';
import { EVENT_DEFAULTS } from '@symposium/schema/catalogue';
import type { EventFormInput } from '@symposium/schema/catalogue-admin';
import { toDeadlineInput } from './catalogue-text';

/** The event form as the inputs hold it (text), before it becomes the API's object. */
export interface EventDraft {
  name: string;
  description: string;
  category: EventCategory | '';
  type: 'individual' | 'team' | '';
  teamMin: string;
  teamMax: string;
  venue: string;
  date: string;
  timeStart: string;
  timeEnd: string;
  maxParticipants: string;
  registrationDeadline: string;
  status: SymposiumEvent['status'];
  checkInRequiresRegistration: 'true' | 'false';
  rules: string;
  prizeFirst: string;
  prizeSecond: string;
  prizeThird: string;
  coordinatorName: string;
  coordinatorPhone: string;
  coordinatorEmail: string;
}

/** docs/product.md#events-and-workshops-catalogue defaults: 100 places, team of 1 to 1, status upcoming. */
export function emptyEventDraft(category: EventCategory | '' = ''): EventDraft {
  return {
    name: '',
    description: '',
    category,
    type: 'individual',
    teamMin: String(EVENT_DEFAULTS.teamSize.min),
    teamMax: String(EVENT_DEFAULTS.teamSize.max),
    venue: '',
    date: '',
    timeStart: '',
    timeEnd: '',
    maxParticipants: String(EVENT_DEFAULTS.maxParticipants),
    registrationDeadline: '',
    status: EVENT_DEFAULTS.status,
    checkInRequiresRegistration: EVENT_DEFAULTS.checkInRequiresRegistration ? 'true' : 'false',
    rules: '',
    prizeFirst: '',
    prizeSecond: '',
    prizeThird: '',
    coordinatorName: '',
    coordinatorPhone: '',
    coordinatorEmail: '',
  };
}

export function eventDraftOf(event: SymposiumEvent): EventDraft {
  const first = event.coordinators[0];
  return {
    name: event.name,
    description: event.description,
    category: event.category,
    type: event.type,
    teamMin: String(event.teamSize.min),
    teamMax: String(event.teamSize.max),
    venue: event.venue,
    date: event.date,
    timeStart: event.time.start,
    timeEnd: event.time.end,
    maxParticipants: String(event.maxParticipants),
    registrationDeadline: toDeadlineInput(event.registrationDeadline),
    status: event.status,
    checkInRequiresRegistration: event.checkInRequiresRegistration ? 'true' : 'false',
    rules: event.rules.join('\n'),
    prizeFirst: event.prizes.first ?? '',
    prizeSecond: event.prizes.second ?? '',
    prizeThird: event.prizes.third ?? '',
    coordinatorName: first?.name ?? '',
    coordinatorPhone: first?.phone ?? '',
    coordinatorEmail: first?.email ?? '',
  };
}

/**
 * The full object PUT and POST take (docs/product.md#events-and-workshops-catalogue). Coordinators after the first, which the form does not
 * show, are kept as they were.
 */
export function eventPayload(draft: EventDraft, existing?: SymposiumEvent): EventFormInput {
  const others = existing?.coordinators.slice(1) ?? [];
  const first = draft.coordinatorName.trim()
    ? [{ name: draft.coordinatorName, phone: draft.coordinatorPhone, email: draft.coordinatorEmail }]
    : [];
  const team = draft.type === 'team';
  return {
    name: draft.name,
    description: draft.description,
    category: draft.category as EventCategory,
    type: draft.type as 'individual' | 'team',
    teamSize: { min: team ? draft.teamMin : 1, max: team ? draft.teamMax : 1 },
    venue: draft.venue,
    date: draft.date,
    time: { start: draft.timeStart, end: draft.timeEnd },
    maxParticipants: draft.maxParticipants,
    registrationDeadline: draft.registrationDeadline,
    rules: draft.rules,
    prizes: { first: draft.prizeFirst, second: draft.prizeSecond, third: draft.prizeThird },
    coordinators: [...first, ...others],
    status: draft.status,
    checkInRequiresRegistration: draft.checkInRequiresRegistration === 'true',
  };
}

/** Field order for focusing the first error; keys are the schema's first path segment. */
export const EVENT_FIELD_ORDER = [
  'name',
  'description',
  'category',
  'type',
  'teamSize',
  'teamMax',
  'venue',
  'date',
  'time',
  'timeEnd',
  'maxParticipants',
  'registrationDeadline',
  'status',
  'checkInRequiresRegistration',
  'rules',
  'prizes',
  'coordinators',
] as const;

/** The schema's nested values the form shows in fields of their own (their errors go under them). */
export const EVENT_NESTED_FIELDS = { 'teamSize.max': 'teamMax', 'time.end': 'timeEnd' } as const;
