import { registerRequestSchemaFor } from '@symposium/schema/registration';
import { DEFAULT_FEE_TABLE } from '@symposium/schema/fees';
import { describe, expect, test } from 'vitest';
import { toRegistrationFormData } from './register';

const screenshot = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'Screenshot_20311001-101500_GPay.jpg', {
  type: 'image/jpeg',
});

const submission = {
  firstName: 'Kavya',
  lastName: 'Raman',
  email: 'kavya.raman@college.edu',
  phone: '9876543210',
  college: 'Government College of Technology',
  department: 'Mechanical Engineering',
  year: 3,
  collegeLocation: 'Coimbatore, Tamil Nadu',
  password: 'Kavya@GCT-2031',
  registrationType: 'general' as const,
  transactionId: 'UPI-412345678901',
  termsAccepted: true,
  needsAccommodation: false,
  accommodationRulesAccepted: false,
  accommodationCheckIn: undefined,
  accommodationCheckOut: undefined,
  accommodationGender: undefined,
  amount: 299,
  submissionKey: 'kq3L9v0XbA2mT7rYc4WdPz',
  paymentReference: 'K7QM4TZP',
  paymentScreenshot: screenshot,
};

/** The form as the server reads it: every text field, the file aside. */
const textFields = (form: FormData) =>
  Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === 'string'));

describe('the register form as sent', () => {
  test('carries every field once as text and the screenshot as its file; no name (the server joins first and last)', () => {
    const form = toRegistrationFormData(submission);
    expect(textFields(form)).toEqual({
      firstName: 'Kavya',
      lastName: 'Raman',
      email: 'kavya.raman@college.edu',
      phone: '9876543210',
      college: 'Government College of Technology',
      department: 'Mechanical Engineering',
      year: '3',
      collegeLocation: 'Coimbatore, Tamil Nadu',
      password: 'Kavya@GCT-2031',
      registrationType: 'general',
      transactionId: 'UPI-412345678901',
      termsAccepted: 'true',
      needsAccommodation: 'false',
      amount: '299',
      submissionKey: 'kq3L9v0XbA2mT7rYc4WdPz',
      paymentReference: 'K7QM4TZP',
    });
    const file = form.get('paymentScreenshot') as File;
    expect(file.name).toBe('Screenshot_20311001-101500_GPay.jpg');
    expect(file.size).toBe(4);
  });

  test("with a stay, the stay's fields go too; and what is sent is what the server's rules accept", () => {
    const withStay = {
      ...submission,
      registrationType: 'both' as const,
      needsAccommodation: true,
      accommodationRulesAccepted: true,
      accommodationCheckIn: '2031-10-22',
      accommodationCheckOut: '2031-10-23',
      accommodationGender: 'female',
      amount: 749,
    };
    const form = toRegistrationFormData(withStay);
    expect(textFields(form)).toMatchObject({
      accommodationCheckIn: '2031-10-22',
      accommodationCheckOut: '2031-10-23',
      accommodationGender: 'female',
      accommodationRulesAccepted: 'true',
    });
    for (const sent of [toRegistrationFormData(submission), form]) {
      const parsed = registerRequestSchemaFor(DEFAULT_FEE_TABLE).safeParse(textFields(sent));
      expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    }
  });
});
