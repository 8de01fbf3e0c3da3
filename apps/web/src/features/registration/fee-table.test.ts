import { DEFAULT_EDITION } from '@symposium/schema/edition';
import { DEFAULT_FEE_TABLE, registrationAmount } from '@symposium/schema/fees';
import { describe, expect, test } from 'vitest';
import type { SiteConfig } from '../../lib/site-config';
import { feeTableOf } from './fee-table';

/** GET /config after the organisers raised the fees for the 2031 edition. */
const config: SiteConfig = {
  fees: { general: 349, workshop: 249, both: 499 },
  accommodationFee: 350,
  upi: { id: 'symposium2031@sbi', payeeName: 'GCT Mechanical Association' },
  contactEmail: 'symposium@gct.ac.in',
  eventRegistrationOpen: true,
  workshopRegistrationOpen: true,
  registrationOpen: true,
  resultsPublished: false,
  edition: {
    ...DEFAULT_EDITION,
    registration: {
      ...DEFAULT_EDITION.registration,
      state: 'open',
      message: 'Only the first 500 players can enter',
      placesTaken: 212,
    },
  },
};

describe('the fees the register form charges', () => {
  test("are the organisers' once the config has loaded", () => {
    const table = feeTableOf(config);

    expect(registrationAmount('both', true, table)).toBe(499 + 350);
    expect(registrationAmount('workshop', false, table)).toBe(249);
  });

  test('are the defaults until then', () => {
    expect(feeTableOf(null)).toEqual(DEFAULT_FEE_TABLE);
    expect(registrationAmount('general', false, feeTableOf(null))).toBe(299);
  });
});
