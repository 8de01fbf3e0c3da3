import { describe, expect, test } from 'vitest';
import {
  DEFAULT_EDITION,
  editionDateLabel,
  editionEndsAt,
  editionNights,
  editionStartsAt,
  editionTitle,
  fillEditionText,
  nightsLabel,
  registrationStatus,
  reportByAt,
  reportByLabel,
  type Edition,
} from './edition';
import { editionSchema, mergeEdition, nextEditionSchema } from './edition-schema';
import { fieldErrorsByPath } from './validation';

const at = (iso: string) => Date.parse(iso);

describe('the 2025 edition of a fresh install', () => {
  test('reads as the specification says', () => {
    expect(editionTitle(DEFAULT_EDITION)).toBe('MECH SYMPOSIUM 25-26');
    expect(editionDateLabel(DEFAULT_EDITION)).toBe('October 23 & 24, 2025');
    expect(reportByLabel(DEFAULT_EDITION)).toBe('9:00 AM on 23 October');
    expect(new Date(reportByAt(DEFAULT_EDITION)).toISOString()).toBe('2025-10-23T03:30:00.000Z');
    expect(new Date(editionStartsAt(DEFAULT_EDITION)).toISOString()).toBe('2025-10-22T18:30:00.000Z');
    expect(editionNights(DEFAULT_EDITION)).toEqual(['2025-10-23', '2025-10-24']);
    expect(nightsLabel(DEFAULT_EDITION)).toBe('23 and 24 October 2025');
    expect(fillEditionText('Report by {reportBy}; nights of {nights}.', DEFAULT_EDITION)).toBe(
      'Report by 9:00 AM on 23 October; nights of 23 and 24 October 2025.',
    );
  });

  test('is valid by its own schema', () => {
    expect(editionSchema.safeParse(DEFAULT_EDITION).success).toBe(true);
  });
});

describe('dates of other editions', () => {
  const edition = (startDate: string, endDate: string): Edition => ({ ...DEFAULT_EDITION, startDate, endDate });
  test.each([
    ['2026-02-14', '2026-02-14', 'February 14, 2026', '14 February 2026'],
    ['2026-02-13', '2026-02-15', 'February 13–15, 2026', '13, 14 and 15 February 2026'],
    ['2026-10-31', '2026-11-01', 'October 31 & November 1, 2026', '31 October and 1 November 2026'],
    ['2026-12-31', '2027-01-01', 'December 31, 2026 & January 1, 2027', '31 December and 1 January 2027'],
  ])('%s to %s reads "%s", nights "%s"', (start, end, label, nights) => {
    expect(editionDateLabel(edition(start, end))).toBe(label);
    expect(nightsLabel(edition(start, end))).toBe(nights);
  });

  test('the games end at the midnight after the last day on the venue clock, in any zone', () => {
    expect(new Date(editionEndsAt(DEFAULT_EDITION)).toISOString()).toBe('2025-10-24T18:30:00.000Z');
    // New York changes to winter time on 1 November 2026: the end is midnight of the 2nd, EST.
    const ny = { ...DEFAULT_EDITION, startDate: '2026-10-31', endDate: '2026-11-01', timeZone: 'America/New_York' };
    expect(new Date(editionEndsAt(ny)).toISOString()).toBe('2026-11-02T05:00:00.000Z');
    expect(new Date(editionStartsAt(ny)).toISOString()).toBe('2026-10-31T04:00:00.000Z');
  });
});

describe('registration states', () => {
  const e: Edition = {
    ...DEFAULT_EDITION,
    startDate: '2026-10-22',
    endDate: '2026-10-23',
    playerCapacity: 456,
    registration: { opensAt: '2026-08-01T00:00:00+05:30', closesAt: '2026-10-20T00:00:00+05:30' },
  };
  test.each([
    ['2026-07-31T18:29:59Z', 0, 'not-open', 'Registration opens on 1 August 2026'],
    ['2026-07-31T18:30:00Z', 0, 'open', 'Only the first 456 players can enter'],
    ['2026-09-01T00:00:00Z', 455, 'open', 'Only the first 456 players can enter'],
    ['2026-09-01T00:00:00Z', 456, 'full', 'All 456 places are taken'],
    ['2026-10-19T18:30:00Z', 10, 'closed', 'Registration closed on 20 October 2026'],
    ['2026-10-23T18:29:59Z', 10, 'closed', 'Registration closed on 20 October 2026'],
    ['2026-10-23T18:30:00Z', 10, 'over', 'The games are over — thank you for playing'],
  ])('at %s with %i places taken: %s', (now, taken, state, message) => {
    expect(registrationStatus(e, at(now), taken)).toEqual({ state, message });
  });

  test('after the last day the games are over whatever the window says', () => {
    const open = { ...e, registration: { opensAt: e.registration.opensAt, closesAt: null } };
    expect(registrationStatus(open, at('2027-01-01T00:00:00Z'), 0).state).toBe('over');
  });
});

describe('the edition schema', () => {
  const errors = (input: unknown) => {
    const result = editionSchema.safeParse(input);
    return result.success ? {} : fieldErrorsByPath(result.error, 'edition');
  };

  test('refuses an end before the start, and more than five days', () => {
    expect(errors({ ...DEFAULT_EDITION, endDate: '2025-10-22' })).toEqual({
      'edition.endDate': ['The end date cannot be before the start date'],
    });
    expect(errors({ ...DEFAULT_EDITION, endDate: '2025-10-28' })).toEqual({
      'edition.endDate': ['An edition lasts 1 to 5 days'],
    });
    expect(errors({ ...DEFAULT_EDITION, endDate: '2025-10-27' })).toEqual({});
  });

  test('says what is wrong with each field', () => {
    expect(
      errors({
        ...DEFAULT_EDITION,
        name: ' ',
        startDate: '2025-02-30',
        timeZone: 'Mars/Olympus',
        reportBy: '9am',
        playerCapacity: 0,
        participantIdPrefix: '25-SYM',
        registration: { opensAt: '2025-09-01', closesAt: '2025-08-01T00:00:00+05:30' },
        venue: { name: 'Main Hall', address: 'Campus', mapUrl: 'javascript:alert(1)' },
        contacts: [{ role: 'general', name: 'Arun', phone: '12' }],
        socials: [{ network: 'myspace', url: 'https://myspace.com/x' }],
      }),
    ).toEqual({
      'edition.name': ['Enter the symposium name'],
      'edition.startDate': ['The start date is not a real date'],
      'edition.timeZone': ['Enter a time zone such as Asia/Kolkata'],
      'edition.reportBy': ['The report-by time is HH:MM (24-hour), such as 09:00'],
      'edition.playerCapacity': ['The capacity is at least 1'],
      'edition.participantIdPrefix': [
        'The ID prefix is 2 to 10 letters and digits, starting with a letter, such as SYM26',
      ],
      'edition.registration.closesAt': ['Registration must close after it opens'],
      'edition.registration.opensAt': [
        'The registration opening must be a date and time with its offset, such as 2026-08-01T09:00:00+05:30',
      ],
      'edition.venue.mapUrl': ['The map link must be a web address starting with https://'],
      'edition.contacts.0.phone': ['Enter a phone number of at least 10 digits'],
      'edition.socials.0.network': ['Choose the network'],
    });
  });

  test('a closing time before the opening is refused on the closing field; an empty closing is none', () => {
    const closesBefore = {
      ...DEFAULT_EDITION,
      registration: { opensAt: '2026-08-01T00:00:00+05:30', closesAt: '2026-07-01T00:00:00+05:30' },
    };
    expect(errors(closesBefore)).toEqual({
      'edition.registration.closesAt': ['Registration must close after it opens'],
    });
    const parsed = editionSchema.parse({
      ...DEFAULT_EDITION,
      registration: { opensAt: '2026-08-01T00:00:00+05:30', closesAt: '' },
    });
    expect(parsed.registration.closesAt).toBeNull();
  });

  test('a patch merges over the edition one level deep and the prefix is upper-cased', () => {
    const merged = editionSchema.parse(
      mergeEdition(DEFAULT_EDITION, {
        participantIdPrefix: 'gf26',
        registration: { closesAt: '2025-10-20T00:00:00+05:30' },
      }),
    );
    expect(merged.participantIdPrefix).toBe('GF26');
    expect(merged.registration).toEqual({
      opensAt: DEFAULT_EDITION.registration.opensAt,
      closesAt: '2025-10-20T00:00:00+05:30',
    });
  });

  test('the next edition asks for dates in order and the confirmation', () => {
    const result = nextEditionSchema.safeParse({
      label: '26-27',
      startDate: '2026-10-22',
      endDate: '2026-10-21',
      participantIdPrefix: 'GF26',
      confirm: '',
    });
    expect(result.success ? {} : fieldErrorsByPath(result.error)).toEqual({
      confirm: ['Type the current edition’s label to confirm'],
      endDate: ['The end date cannot be before the start date'],
    });
  });
});
