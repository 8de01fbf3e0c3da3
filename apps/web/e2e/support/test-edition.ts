import { DEFAULT_EDITION, editionNights, type Edition } from '@symposium/schema/edition';

/**
 * The edition the browser tests run under: the spec's 2025 edition moved to 2031, whose 23 and 24 October fall on the
 * same weekdays (Thursday, Friday), with registration open since 2026 — as apps/api/src/test-support/test-edition.ts
 * for the API tests. A fresh install's own edition (2025) is over; the tests of a fresh install ask for it
 * (`edition: 'fresh'`). Move these dates on before October 2031.
 */
export const TEST_EDITION: Edition = {
  ...DEFAULT_EDITION,
  startDate: '2031-10-23',
  endDate: '2031-10-24',
  registration: { opensAt: '2026-01-01T00:00:00+05:30', closesAt: null },
};

/** The test edition's accommodation nights, first to last ('2031-10-23', '2031-10-24'): the only nights a stay may ask for. */
export const TEST_NIGHTS: readonly string[] = editionNights(TEST_EDITION);
export const FIRST_NIGHT = TEST_NIGHTS[0]!;
export const LAST_NIGHT = TEST_NIGHTS[TEST_NIGHTS.length - 1]!;

/** Contact people as organisers would set them in /admin/edition (a fresh install, and TEST_EDITION, has none). */
export const ORGANISER_CONTACTS: Edition['contacts'] = [
  { role: 'general', name: 'Arjun Das', phone: '98765 43210' },
  { role: 'event', name: 'Meena Iyer', phone: '98765 43211' },
  { role: 'registration', name: 'Karthik Selvam', phone: '98765 43212' },
];
