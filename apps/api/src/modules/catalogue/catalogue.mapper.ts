import { EVENT_SYMBOLS, type SymposiumEvent, type Workshop } from '@symposium/schema/catalogue';
import type { EventsTable, WorkshopsTable } from '../../db/database';

const parse = <T>(json: string, fallback: T): T => {
  try {
    return JSON.parse(json) as T;
  } catch {
    return fallback;
  }
};

export function toPublicEvent(row: EventsTable, registrations = 0): SymposiumEvent {
  const coordinators = parse<SymposiumEvent['coordinators']>(row.coordinators, []);
  return {
    _id: row.id,
    id: row.id,
    name: row.name,
    symbol: EVENT_SYMBOLS[row.category],
    category: row.category,
    description: row.description,
    type: row.type,
    isTeamEvent: row.type === 'team',
    teamSize: { min: row.team_min, max: row.team_max },
    venue: row.venue,
    date: row.date,
    time: { start: row.time_start, end: row.time_end },
    maxParticipants: row.max_participants,
    registrationDeadline: row.registration_deadline,
    rules: parse<string[]>(row.rules, []),
    prizes: parse<SymposiumEvent['prizes']>(row.prizes, {}),
    coordinators,
    coordinator: coordinators[0] ?? null,
    status: row.status,
    checkInRequiresRegistration: row.check_in_requires_registration === 1,
    registrations,
  };
}

export function toPublicWorkshop(row: WorkshopsTable, registrations = 0): Workshop {
  return {
    _id: row.id,
    id: row.id,
    title: row.title,
    name: row.title,
    description: row.description,
    instructor: parse<Workshop['instructor']>(row.instructor, { name: '' }),
    trainer: row.trainer,
    duration: { hours: row.duration_hours },
    schedule: parse<Workshop['schedule']>(row.schedule, []),
    venue: row.venue,
    date: row.date,
    time: row.time,
    maxParticipants: row.max_participants,
    registrationDeadline: row.registration_deadline,
    prerequisites: parse<string[]>(row.prerequisites, []),
    learningOutcomes: parse<string[]>(row.learning_outcomes, []),
    materials: parse<string[]>(row.materials, []),
    topics: parse<string[]>(row.topics, []),
    rules: parse<string[]>(row.rules, []),
    fee: row.fee,
    coordinators: parse<Workshop['coordinators']>(row.coordinators, []),
    status: row.status,
    checkInRequiresRegistration: row.check_in_requires_registration === 1,
    registrations,
  };
}
