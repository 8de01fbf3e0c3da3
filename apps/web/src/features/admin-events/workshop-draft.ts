import type { Workshop } from '@symposium/schema/catalogue';
import { WORKSHOP_DEFAULTS } from '@symposium/schema/catalogue';
import type { WorkshopFormInput } from '@symposium/schema/catalogue-admin';
import { toDeadlineInput } from './catalogue-text';

export interface WorkshopDraft {
  title: string;
  description: string;
  instructorName: string;
  instructorDesignation: string;
  instructorOrganization: string;
  durationHours: string;
  venue: string;
  date: string;
  time: string;
  maxParticipants: string;
  registrationDeadline: string;
  status: Workshop['status'];
  checkInRequiresRegistration: 'true' | 'false';
  fee: string;
  prerequisites: string;
  learningOutcomes: string;
  topics: string;
  rules: string;
  coordinatorName: string;
  coordinatorPhone: string;
}

/** docs/product.md#events-and-workshops-catalogue defaults: 2 hours, 50 places, fee 0, status upcoming. */
export function emptyWorkshopDraft(): WorkshopDraft {
  return {
    title: '',
    description: '',
    instructorName: '',
    instructorDesignation: '',
    instructorOrganization: '',
    durationHours: String(WORKSHOP_DEFAULTS.durationHours),
    venue: '',
    date: '',
    time: '',
    maxParticipants: String(WORKSHOP_DEFAULTS.maxParticipants),
    registrationDeadline: '',
    status: WORKSHOP_DEFAULTS.status,
    checkInRequiresRegistration: WORKSHOP_DEFAULTS.checkInRequiresRegistration ? 'true' : 'false',
    fee: String(WORKSHOP_DEFAULTS.fee),
    prerequisites: '',
    learningOutcomes: '',
    topics: '',
    rules: '',
    coordinatorName: '',
    coordinatorPhone: '',
  };
}

export function workshopDraftOf(workshop: Workshop): WorkshopDraft {
  return {
    title: workshop.title,
    description: workshop.description,
    instructorName: workshop.instructor.name,
    instructorDesignation: workshop.instructor.designation ?? '',
    instructorOrganization: workshop.instructor.organization ?? '',
    durationHours: String(workshop.duration.hours),
    venue: workshop.venue,
    date: workshop.date,
    time: workshop.time,
    maxParticipants: String(workshop.maxParticipants),
    registrationDeadline: toDeadlineInput(workshop.registrationDeadline),
    status: workshop.status,
    checkInRequiresRegistration: workshop.checkInRequiresRegistration ? 'true' : 'false',
    fee: String(workshop.fee),
    prerequisites: workshop.prerequisites.join('\n'),
    learningOutcomes: workshop.learningOutcomes.join('\n'),
    topics: workshop.topics.join('\n'),
    rules: workshop.rules.join('\n'),
    coordinatorName: workshop.coordinators[0]?.name ?? '',
    coordinatorPhone: workshop.coordinators[0]?.phone ?? '',
  };
}

/**
 * The full object; what the form does not show (schedule, materials, the bio, the first coordinator's
 * email, coordinators after the first) is kept as it was.
 */
export function workshopPayload(draft: WorkshopDraft, existing?: Workshop): WorkshopFormInput {
  const instructor = existing?.instructor ?? { name: '' };
  const others = existing?.coordinators.slice(1) ?? [];
  const first = draft.coordinatorName.trim()
    ? [{ name: draft.coordinatorName, phone: draft.coordinatorPhone, email: existing?.coordinators[0]?.email ?? '' }]
    : [];
  return {
    schedule: existing?.schedule ?? [],
    materials: existing?.materials ?? [],
    rules: draft.rules,
    coordinators: [...first, ...others],
    // The public page names the trainer; it follows the instructor unless it was set apart.
    trainer: existing && existing.trainer !== existing.instructor.name ? existing.trainer : draft.instructorName,
    title: draft.title,
    description: draft.description,
    instructor: {
      ...instructor,
      name: draft.instructorName,
      designation: draft.instructorDesignation,
      organization: draft.instructorOrganization,
    },
    duration: { hours: draft.durationHours },
    venue: draft.venue,
    date: draft.date,
    time: draft.time,
    maxParticipants: draft.maxParticipants,
    registrationDeadline: draft.registrationDeadline,
    status: draft.status,
    checkInRequiresRegistration: draft.checkInRequiresRegistration === 'true',
    fee: draft.fee,
    prerequisites: draft.prerequisites,
    learningOutcomes: draft.learningOutcomes,
    topics: draft.topics,
  };
}

export const WORKSHOP_FIELD_ORDER = [
  'title',
  'description',
  'instructor',
  'duration',
  'venue',
  'date',
  'time',
  'maxParticipants',
  'registrationDeadline',
  'status',
  'checkInRequiresRegistration',
  'fee',
  'rules',
  'coordinators',
] as const;
