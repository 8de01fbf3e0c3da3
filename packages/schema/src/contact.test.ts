import { describe, expect, test } from 'vitest';
import { contactSchema } from './contact';
import { M } from './messages';
import { fieldErrorsOf } from './validation';

const valid = {
  name: 'Asha Kumar',
  email: 'asha@college.edu',
  phone: '9876543210',
  subject: 'Accommodation',
  message: 'Is accommodation available on 24 October?',
};

function messageFor(input: Record<string, unknown>, field: string): string | undefined {
  const result = contactSchema.safeParse({ ...valid, ...input });
  return result.success ? undefined : fieldErrorsOf(result.error)[field]?.[0];
}

describe('contact: contactSchema', () => {
  test('accepts a complete message, trimming text and lower-casing the email', () => {
    const result = contactSchema.safeParse({
      name: '  Asha Kumar ',
      email: ' Asha@College.EDU ',
      phone: ' 9876543210 ',
      subject: ' Accommodation ',
      message: ' Hello ',
    });
    expect(result.success).toBe(true);
    expect(result.data).toEqual({
      name: 'Asha Kumar',
      email: 'asha@college.edu',
      phone: '9876543210',
      subject: 'Accommodation',
      message: 'Hello',
    });
  });

  test.each([undefined, '', '   '])('says the name is required when it is %j', (name) => {
    expect(messageFor({ name }, 'name')).toBe('Name is required');
    expect(messageFor({ name }, 'name')).toBe(M.contactNameRequired);
  });

  test.each(['Asha3', "O'Neil", 'Asha-Kumar', 'Asha.K'])('refuses name %j as not letters and spaces', (name) => {
    expect(messageFor({ name }, 'name')).toBe('Name should only contain letters and spaces');
    expect(messageFor({ name }, 'name')).toBe(M.contactNameLetters);
  });

  test('requires a name of at least 2 characters', () => {
    expect(messageFor({ name: 'A' }, 'name')).toBe('Name must be at least 2 characters');
    expect(messageFor({ name: 'A' }, 'name')).toBe(M.contactNameMin);
    expect(messageFor({ name: 'Al' }, 'name')).toBeUndefined();
  });

  test('limits the name to 100 characters', () => {
    expect(messageFor({ name: 'A'.repeat(101) }, 'name')).toBe(M.contactNameMax);
    expect(messageFor({ name: 'A'.repeat(100) }, 'name')).toBeUndefined();
  });

  test.each([undefined, '', '  '])('says the phone number is required when it is %j', (phone) => {
    expect(messageFor({ phone }, 'phone')).toBe('Phone number is required');
    expect(messageFor({ phone }, 'phone')).toBe(M.contactPhoneRequired);
  });

  test.each(['98765', '98765432101', '98765-4321', '+1 415 555 0100'])(
    'requires exactly 10 digits, refusing %j',
    (phone) => {
      expect(messageFor({ phone }, 'phone')).toBe('Phone number must be exactly 10 digits');
      expect(messageFor({ phone }, 'phone')).toBe(M.contactPhoneDigits);
    },
  );

  test('accepts any 10-digit phone number', () => {
    expect(messageFor({ phone: '0442345678' }, 'phone')).toBeUndefined();
  });

  test.each(['+91 98765 43210', '98765-43210', '098765 43210'])(
    'normalises %j to its 10 digits, as the form does',
    (phone) => {
      expect(contactSchema.parse({ ...valid, phone }).phone).toBe('9876543210');
    },
  );

  test.each([undefined, '', '  '])('says the email is required when it is %j', (email) => {
    expect(messageFor({ email }, 'email')).toBe(M.contactEmailRequired);
  });

  test('asks for a valid email address', () => {
    expect(messageFor({ email: 'asha@college' }, 'email')).toBe(M.validEmail);
  });

  test.each([undefined, '', '  '])('says the subject is required when it is %j', (subject) => {
    expect(messageFor({ subject }, 'subject')).toBe(M.contactSubjectRequired);
  });

  test('limits the subject to 200 characters', () => {
    expect(messageFor({ subject: 's'.repeat(201) }, 'subject')).toBe(M.contactSubjectMax);
    expect(messageFor({ subject: 's'.repeat(200) }, 'subject')).toBeUndefined();
  });

  test.each([undefined, '', '  '])('says the message is required when it is %j', (message) => {
    expect(messageFor({ message }, 'message')).toBe(M.contactMessageRequired);
  });

  test('limits the message to 5000 characters', () => {
    expect(messageFor({ message: 'm'.repeat(5001) }, 'message')).toBe(M.contactMessageMax);
    expect(messageFor({ message: 'm'.repeat(5000) }, 'message')).toBeUndefined();
  });

  test('keeps the spec texts for the send result', () => {
    expect(M.contactFailed).toBe('✗ Failed to send message. Please try again or contact us directly.');
    expect(M.contactSent).toBe("✓ Message sent successfully! We'll get back to you soon.");
  });
});
