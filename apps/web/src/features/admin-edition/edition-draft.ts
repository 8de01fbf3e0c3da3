import { type ContactRole, type Edition, KIT_TYPES, type KitItem, type SocialNetwork } from '@symposium/schema/edition';
import { isKnownTimeZone, wallClockOf, zonedInstant } from '@symposium/schema/zoned-time';

/** The edition form as its inputs hold it: text until checked; lists of lines as one text each. */
export interface EditionDraft {
  name: string;
  label: string;
  tagline: string;
  collegeName: string;
  associationName: string;
  startDate: string;
  endDate: string;
  timeZone: string;
  reportBy: string;
  playerCapacity: string;
  participantIdPrefix: string;
  /** 'YYYY-MM-DDTHH:MM' on the edition's clock (datetime-local), '' for none. */
  opensAt: string;
  closesAt: string;
  venueName: string;
  venueAddress: string;
  mapUrl: string;
  supportEmail: string;
  contacts: { role: ContactRole; name: string; phone: string }[];
  socials: { network: SocialNetwork; url: string }[];
  terms: string;
  instructions: string;
  accommodationRules: string;
  kitGeneral: string;
  kitWorkshop: string;
  kitBoth: string;
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** '2 × Pen' (or '2 x Pen') is two pens; a line without a count is one. */
export function kitItemsOf(text: string): KitItem[] {
  return lines(text).map((line) => {
    const match = /^(\d+)\s*[x×]\s*(.+)$/i.exec(line);
    return match ? { item: match[2]!.trim(), quantity: Number(match[1]) } : { item: line, quantity: 1 };
  });
}

export const kitTextOf = (items: KitItem[]) =>
  items.map((k) => (k.quantity === 1 ? k.item : `${k.quantity} × ${k.item}`)).join('\n');

/** A stored date-time on the edition's clock, for a datetime-local input. */
const wallClock = (iso: string | null, timeZone: string) =>
  iso === null ? '' : wallClockOf(Date.parse(iso), isKnownTimeZone(timeZone) ? timeZone : 'UTC');

/** A datetime-local value on the edition's clock as an instant ('' stays empty: the schema says what is missing). */
function instantOf(wall: string, timeZone: string): string {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/.exec(wall);
  if (!match || !isKnownTimeZone(timeZone)) return wall;
  return new Date(zonedInstant(match[1]!, match[2]!, timeZone)).toISOString();
}

export function editionDraftOf(e: Edition): EditionDraft {
  return {
    name: e.name,
    label: e.label,
    tagline: e.tagline,
    collegeName: e.collegeName,
    associationName: e.associationName,
    startDate: e.startDate,
    endDate: e.endDate,
    timeZone: e.timeZone,
    reportBy: e.reportBy,
    playerCapacity: String(e.playerCapacity),
    participantIdPrefix: e.participantIdPrefix,
    opensAt: wallClock(e.registration.opensAt, e.timeZone),
    closesAt: wallClock(e.registration.closesAt, e.timeZone),
    venueName: e.venue.name,
    venueAddress: e.venue.address,
    mapUrl: e.venue.mapUrl ?? '',
    supportEmail: e.supportEmail,
    contacts: e.contacts.map((c) => ({ ...c })),
    socials: e.socials.map((s) => ({ ...s })),
    terms: e.terms.join('\n'),
    instructions: e.instructions.join('\n'),
    accommodationRules: e.accommodationRules.join('\n'),
    kitGeneral: kitTextOf(e.kits.general),
    kitWorkshop: kitTextOf(e.kits.workshop),
    kitBoth: kitTextOf(e.kits.both),
  };
}

/** What PUT /admin/settings takes as `edition` (checked by the shared editionSchema, here and on the server). */
export function editionInputOf(d: EditionDraft) {
  const kits = { general: kitItemsOf(d.kitGeneral), workshop: kitItemsOf(d.kitWorkshop), both: kitItemsOf(d.kitBoth) };
  return {
    name: d.name,
    label: d.label,
    tagline: d.tagline,
    collegeName: d.collegeName,
    associationName: d.associationName,
    startDate: d.startDate,
    endDate: d.endDate,
    timeZone: d.timeZone,
    reportBy: d.reportBy,
    playerCapacity: d.playerCapacity.trim() === '' ? undefined : d.playerCapacity,
    participantIdPrefix: d.participantIdPrefix,
    registration: {
      opensAt: instantOf(d.opensAt, d.timeZone),
      closesAt: d.closesAt.trim() === '' ? null : instantOf(d.closesAt, d.timeZone),
    },
    venue: { name: d.venueName, address: d.venueAddress, mapUrl: d.mapUrl.trim() === '' ? null : d.mapUrl },
    supportEmail: d.supportEmail,
    contacts: d.contacts,
    socials: d.socials,
    terms: lines(d.terms),
    instructions: lines(d.instructions),
    accommodationRules: lines(d.accommodationRules),
    kits: Object.fromEntries(KIT_TYPES.map((type) => [type, kits[type]])),
  };
}

/**
 * The form field that shows an issue at `path` (the server's 'edition.registration.closesAt', or the schema's own
 * path): nested values have fields of their own; list items are named by their index ('contacts.0.phone').
 */
export function editionFieldOf(path: string): string {
  const key = path.replace(/^edition\./, '');
  const nested: Record<string, string> = {
    'registration.opensAt': 'opensAt',
    'registration.closesAt': 'closesAt',
    'venue.name': 'venueName',
    'venue.address': 'venueAddress',
    'venue.mapUrl': 'mapUrl',
  };
  if (nested[key]) return nested[key];
  const kit = /^kits\.(general|workshop|both)/.exec(key);
  if (kit) return `kit${kit[1]![0]!.toUpperCase()}${kit[1]!.slice(1)}`;
  const listItem = /^(contacts|socials)\.(\d+)\.(\w+)/.exec(key);
  if (listItem) return `${listItem[1]}.${listItem[2]}.${listItem[3]}`;
  return key.split('.')[0]!;
}

/** Field names in the order the form shows them: the first with a problem takes focus. */
export const EDITION_FIELD_ORDER = [
  'name',
  'label',
  'tagline',
  'collegeName',
  'associationName',
  'startDate',
  'endDate',
  'timeZone',
  'reportBy',
  'playerCapacity',
  'participantIdPrefix',
  'opensAt',
  'closesAt',
  'venueName',
  'venueAddress',
  'mapUrl',
  'supportEmail',
  'terms',
  'instructions',
  'accommodationRules',
  'kitGeneral',
  'kitWorkshop',
  'kitBoth',
] as const;
