// The edition: the facts of one year's symposium that organisers edit (name, dates, capacity, people, texts). Zod-free
// on purpose (the public pages read these helpers on their first screen); its rules live in edition-schema.ts.
import { wallClockOf, zonedInstant } from './zoned-time';

export const REGISTRATION_STATES = ['not-open', 'open', 'full', 'closed', 'over'] as const;
export type RegistrationState = (typeof REGISTRATION_STATES)[number];

export const CONTACT_ROLES = ['general', 'event', 'registration'] as const;
export type ContactRole = (typeof CONTACT_ROLES)[number];

export const SOCIAL_NETWORKS = ['instagram', 'facebook', 'x', 'linkedin', 'youtube', 'whatsapp', 'website'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export const KIT_TYPES = ['general', 'workshop', 'both'] as const;

export interface KitItem {
  item: string;
  quantity: number;
}

export interface Edition {
  name: string;
  label: string;
  tagline: string;
  collegeName: string;
  associationName: string;
  /** Calendar dates 'YYYY-MM-DD' on the venue's clock, 1 to 5 days. */
  startDate: string;
  endDate: string;
  timeZone: string;
  /** 'HH:MM' on the first day: when participants report to the desk. */
  reportBy: string;
  playerCapacity: number;
  /** 'SYM25': participant IDs read 'SYM25-0001'. */
  participantIdPrefix: string;
  registration: { opensAt: string; closesAt: string | null };
  venue: { name: string; address: string; mapUrl: string | null };
  supportEmail: string;
  contacts: { role: ContactRole; name: string; phone: string }[];
  socials: { network: SocialNetwork; url: string }[];
  terms: string[];
  instructions: string[];
  accommodationRules: string[];
  kits: Record<(typeof KIT_TYPES)[number], KitItem[]>;
}

/** What GET /config answers: the edition and where registration stands now. */
export interface PublicEdition extends Edition {
  registration: Edition['registration'] & { state: RegistrationState; message: string; placesTaken: number };
}

const EVENT_KIT: KitItem[] = [
  { item: 'ID Card', quantity: 1 },
  { item: 'Event Schedule', quantity: 1 },
  { item: 'Event Bag', quantity: 1 },
  { item: 'Event Brochure', quantity: 1 },
  { item: 'Badge', quantity: 1 },
];
const WORKSHOP_KIT: KitItem[] = [
  { item: 'Workshop ID Card', quantity: 1 },
  { item: 'Workshop Schedule', quantity: 1 },
  { item: 'Workshop Material', quantity: 1 },
  { item: 'Certificate Template', quantity: 1 },
  { item: 'Workshop Toolkit', quantity: 1 },
];
const STATIONERY: KitItem[] = [
  { item: 'Pen', quantity: 1 },
  { item: 'Notepad', quantity: 1 },
];

/** The 2025 edition of the original specification: what a fresh install shows until the organisers change it. */
export const DEFAULT_EDITION: Edition = {
  name: 'MECH SYMPOSIUM',
  label: '25-26',
  tagline: 'Break Free From The Ordinary',
  collegeName: 'College of Engineering',
  associationName: 'Mechanical Engineering Association',
  startDate: '2025-10-23',
  endDate: '2025-10-24',
  timeZone: 'Asia/Kolkata',
  reportBy: '09:00',
  playerCapacity: 456,
  participantIdPrefix: 'SYM25',
  registration: { opensAt: '2025-09-01T00:00:00+05:30', closesAt: null },
  venue: { name: 'College of Engineering', address: 'College of Engineering campus', mapUrl: null },
  supportEmail: 'symposium@college.edu',
  contacts: [],
  socials: [],
  terms: [
    'Registration is confirmed only after the organisers verify your payment.',
    'Registration fees are non-refundable under any circumstances.',
    'Participants must carry a valid college ID card and their entry pass QR code at all times during the symposium.',
    "The judges' decisions are final and binding; no appeals will be entertained.",
    'The organizers may modify, reschedule or cancel any event without prior notice.',
    'Participants must report at the registration desk by {reportBy} to collect their kit.',
    'Any form of malpractice or misconduct leads to immediate disqualification.',
    'Participants are responsible for their belongings; the organisers are not liable for any loss or damage.',
    'Photographs and videos taken during the symposium may be used by the organisers for promotion.',
  ],
  instructions: [
    'Report to the registration desk by {reportBy} to collect your kit.',
    'Carry your college ID card and this entry pass (on your phone or printed).',
    'Show your QR code at each event and workshop to check in.',
    'Be at the venue 15 minutes before your event starts.',
    "Follow the coordinators' instructions; the judges' decisions are final.",
  ],
  accommodationRules: [
    'Accommodation is available only for the nights of {nights}; no extensions.',
    'Rooms are shared and allotted by the organisers; separate blocks for male and female participants.',
    'Carry your college ID card and your symposium entry pass at check-in.',
    'Report at the registration desk to collect your room number.',
    'Alcohol, smoking and outside guests are not allowed in the rooms.',
    'Participants are responsible for their belongings; the organisers are not liable for any loss.',
    'Any damage to college property will be charged to the participant.',
    'Follow the instructions of the hostel wardens and the organising team at all times.',
  ],
  kits: {
    general: [...EVENT_KIT, ...STATIONERY],
    workshop: [...WORKSHOP_KIT, ...STATIONERY],
    both: [...EVENT_KIT, ...WORKSHOP_KIT, ...STATIONERY],
  },
};

/** The symposium's full title: 'MECH SYMPOSIUM 25-26'. */
export const editionTitle = (edition: Pick<Edition, 'name' | 'label'>) => `${edition.name} ${edition.label}`.trim();

const MONTHS_LONG = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

function parts(iso: string) {
  const [y, m, d] = iso.split('-').map(Number);
  return { year: y!, month: m!, day: d! };
}

/** Every calendar date from start to end, both included. */
export function editionDays(edition: Pick<Edition, 'startDate' | 'endDate'>): string[] {
  const days: string[] = [];
  let day = edition.startDate;
  for (let guard = 0; day <= edition.endDate && guard < 31; guard++) {
    days.push(day);
    day = nextDate(day);
  }
  return days;
}

export function nextDate(iso: string): string {
  const { year, month, day } = parts(iso);
  return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
}

/** Accommodation nights are the edition's days: a stay's last night is the last day, check-out the morning after. */
export const editionNights = editionDays;

/** 'October 23 & 24, 2025'; 'October 23, 2025'; 'October 23–25, 2025'; 'October 31 & November 1, 2025'. */
export function editionDateLabel(edition: Pick<Edition, 'startDate' | 'endDate'>): string {
  const start = parts(edition.startDate);
  const end = parts(edition.endDate);
  const startMonth = MONTHS_LONG[start.month - 1];
  const endMonth = MONTHS_LONG[end.month - 1];
  const days = editionDays(edition).length;
  if (edition.startDate === edition.endDate) return `${startMonth} ${start.day}, ${start.year}`;
  const joiner = days === 2 ? ' & ' : '–';
  if (start.year !== end.year)
    return `${startMonth} ${start.day}, ${start.year}${joiner}${endMonth} ${end.day}, ${end.year}`;
  if (start.month !== end.month) return `${startMonth} ${start.day}${joiner}${endMonth} ${end.day}, ${end.year}`;
  return `${startMonth} ${start.day}${joiner}${end.day}, ${end.year}`;
}

/** '23 October' (a day of the edition, without its year). */
export function dayMonthLong(iso: string): string {
  const { month, day } = parts(iso);
  return `${day} ${MONTHS_LONG[month - 1]}`;
}

/** '1 August 2026'. */
export function dayMonthYear(iso: string): string {
  const { year } = parts(iso);
  return `${dayMonthLong(iso)} ${year}`;
}

/** '09:00' → '9:00 AM'. */
export function clockLabel(hhmm: string): string {
  const [h, m] = hhmm.split(':').map(Number);
  const suffix = h! < 12 ? 'AM' : 'PM';
  const hour = h! % 12 === 0 ? 12 : h! % 12;
  return `${hour}:${String(m).padStart(2, '0')} ${suffix}`;
}

/** '9:00 AM on 23 October'. */
export const reportByLabel = (edition: Pick<Edition, 'reportBy' | 'startDate'>) =>
  `${clockLabel(edition.reportBy)} on ${dayMonthLong(edition.startDate)}`;

/** The instant participants report by (mails sent after it no longer ask for it). */
export const reportByAt = (edition: Pick<Edition, 'reportBy' | 'startDate' | 'timeZone'>) =>
  zonedInstant(edition.startDate, edition.reportBy, edition.timeZone);

/** The first day's midnight on the venue's clock: the countdown's target. */
export const editionStartsAt = (edition: Pick<Edition, 'startDate' | 'timeZone'>) =>
  zonedInstant(edition.startDate, '00:00', edition.timeZone);

/** The midnight after the last day on the venue's clock: from then on the games are over. */
export const editionEndsAt = (edition: Pick<Edition, 'endDate' | 'timeZone'>) =>
  zonedInstant(nextDate(edition.endDate), '00:00', edition.timeZone);

/** The calendar date of an instant on the edition's clock, 'YYYY-MM-DD'. */
export const dateOnEditionClock = (at: number, timeZone: string): string => wallClockOf(at, timeZone).slice(0, 10);

/** Where registration stands at `now` with `placesTaken` registrations that are not rejected. */
export function registrationStatus(
  edition: Pick<Edition, 'startDate' | 'endDate' | 'timeZone' | 'playerCapacity' | 'registration'>,
  now: number,
  placesTaken: number,
): { state: RegistrationState; message: string } {
  if (now >= editionEndsAt(edition)) return { state: 'over', message: 'The games are over — thank you for playing' };
  const { opensAt, closesAt } = edition.registration;
  if (closesAt && now >= Date.parse(closesAt)) {
    return {
      state: 'closed',
      message: `Registration closed on ${dayMonthYear(dateOnEditionClock(Date.parse(closesAt), edition.timeZone))}`,
    };
  }
  if (now < Date.parse(opensAt)) {
    return {
      state: 'not-open',
      message: `Registration opens on ${dayMonthYear(dateOnEditionClock(Date.parse(opensAt), edition.timeZone))}`,
    };
  }
  if (placesTaken >= edition.playerCapacity)
    return { state: 'full', message: `All ${edition.playerCapacity} places are taken` };
  return { state: 'open', message: `Only the first ${edition.playerCapacity} players can enter` };
}

/** Participant ID n of an edition: 'SYM25-0001'. The padding is a minimum: the 10,000th is 'SYM25-10000'. */
export const participantIdOf = (prefix: string, n: number) => `${prefix}-${String(n).padStart(4, '0')}`;

/** '23 and 24 October 2025', '23, 24 and 25 October 2025', '31 October and 1 November 2025'. */
export function nightsLabel(edition: Pick<Edition, 'startDate' | 'endDate'>): string {
  const days = editionDays(edition);
  const names = days.map((day, i) => {
    const next = days[i + 1];
    const sameMonthAsNext = next !== undefined && next.slice(0, 7) === day.slice(0, 7);
    return sameMonthAsNext ? String(parts(day).day) : dayMonthLong(day);
  });
  const year = parts(edition.endDate).year;
  const listed = names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
  return `${listed} ${year}`;
}

/**
 * An organiser's text with the edition's facts in it: '{reportBy}', '{dates}', '{nights}', '{name}', '{venue}' are
 * filled in, so a rule that names a date stays right when the dates change.
 */
export function fillEditionText(text: string, edition: Edition): string {
  return text
    .replaceAll('{reportBy}', reportByLabel(edition))
    .replaceAll('{dates}', editionDateLabel(edition))
    .replaceAll('{nights}', nightsLabel(edition))
    .replaceAll('{name}', editionTitle(edition))
    .replaceAll('{venue}', edition.venue.name);
}
