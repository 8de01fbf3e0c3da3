import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import {
  emailField,
  GENERAL_EMAIL_PATTERN,
  newPasswordField,
  phoneField,
  registerEmailField,
  requiredText,
} from './fields';
import { M } from './messages';
import { keepLettersAndSpaces, normalisePhone } from './normalise';

const firstIssue = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('normalisePhone', () => {
  test('keeps only the digits', () => {
    expect(normalisePhone('98765-43210')).toBe('9876543210');
    expect(normalisePhone('98a76b54c3')).toBe('9876543');
  });

  test.each([
    '+91 98765 43210',
    '+91-9876543210',
    '919876543210',
    '09876543210',
    '0091 98765 43210',
    '+91 0 98765 43210',
  ])('drops the country or trunk prefix of %j when 10 digits remain', (typed) => {
    expect(normalisePhone(typed)).toBe('9876543210');
  });

  test.each(['98765432109876', '98765432101', '9198765432101', '+1 415 555 0100'])(
    'never cuts %j: every digit stays so the 10-digit message shows',
    (typed) => {
      expect(normalisePhone(typed)).toBe(typed.replace(/\D/g, ''));
    },
  );

  test('keeps a number still being typed as it is, prefix included', () => {
    expect(normalisePhone('+91 98765')).toBe('9198765');
    expect(normalisePhone('9198765432')).toBe('9198765432');
  });

  test('returns an empty string when there are no digits', () => {
    expect(normalisePhone('phone')).toBe('');
  });
});

describe('phoneField', () => {
  const field = phoneField('Phone needed');

  test('normalises like the form does', () => {
    expect(field.parse(' +91 98765 43210 ')).toBe('9876543210');
  });

  test.each([undefined, '', '  ', '+'])('gives its required message for %j', (value) => {
    expect(firstIssue(field, value)).toBe('Phone needed');
  });
});

describe('keepLettersAndSpaces', () => {
  test('keeps letters and spaces only', () => {
    expect(keepLettersAndSpaces("Asha O'Neil-2 Kumar.")).toBe('Asha ONeil Kumar');
  });

  test('keeps a name that is already clean as it is', () => {
    expect(keepLettersAndSpaces('Asha Kumar')).toBe('Asha Kumar');
  });
});

describe('requiredText', () => {
  const field = requiredText('Required!');

  test('trims the value', () => {
    expect(field.parse('  hello ')).toBe('hello');
  });

  test.each([undefined, null, '', '   ', 42])('gives its message for %j', (value) => {
    expect(firstIssue(field, value)).toBe('Required!');
  });
});

describe('emailField', () => {
  const field = emailField('Email needed');

  test('lower-cases and trims the email', () => {
    expect(field.parse('  Asha.K@College.EDU  ')).toBe('asha.k@college.edu');
  });

  test('accepts address-like emails with other characters', () => {
    expect(field.parse('asha_k+symposium@my-college.edu')).toBe('asha_k+symposium@my-college.edu');
  });

  test.each([undefined, '', '  '])('gives the required message for %j', (value) => {
    expect(firstIssue(field, value)).toBe('Email needed');
  });

  test.each([
    'asha',
    'asha@college',
    'asha @college.edu',
    'asha@college .edu',
    'asha@college.edu,boss',
    'asha@college.edu;x',
    '"Asha" <asha@college.edu>',
    'asha@college.edu>',
  ])('asks for a valid email address for %j', (value) => {
    expect(firstIssue(field, value)).toBe(M.validEmail);
  });

  test('refuses an email longer than 254 characters', () => {
    expect(firstIssue(field, `${'a'.repeat(250)}@x.com`)).toBe(M.validEmail);
  });
});

describe('GENERAL_EMAIL_PATTERN', () => {
  // The rule as it was first written: something @ something . something, none of them holding the refused characters.
  // Its two runs around the dot overlapped, so a long run of dots without a match took time quadratic in its length.
  const SPEC = /^[^\s@,;:<>()[\]\\"]+@[^\s@,;:<>()[\]\\"]+\.[^\s@,;:<>()[\]\\"]+$/;

  test('accepts exactly the addresses the written rule accepts', () => {
    // Every string of up to 7 characters over the characters that matter: letters, the dot, @, a space and a comma.
    const alphabet = ['a', '.', '@', ' ', ','];
    let strings = [''];
    for (let length = 1; length <= 7; length++) {
      strings = strings.flatMap((s) => alphabet.map((ch) => s + ch));
      for (const s of strings) expect([s, GENERAL_EMAIL_PATTERN.test(s)]).toEqual([s, SPEC.test(s)]);
    }
  }, 60_000); // 20,000 strings: seconds of CPU, more on a loaded machine

  test('answers a long run of dots without quadratic time (it took 14.6 s: a request body of them stalled the server)', () => {
    // Not a speed target (those are `npm run bench`'s): a guard against the quadratic rule coming back, with room for a
    // loaded machine — the linear rule takes a few milliseconds here, the quadratic one took 14.6 s.
    const started = performance.now();
    for (const text of ['a@' + '.'.repeat(100_000) + '@', 'a@' + 'a.'.repeat(50_000) + ' '])
      expect(GENERAL_EMAIL_PATTERN.test(text)).toBe(false);
    expect(performance.now() - started).toBeLessThan(3_000);
  });
});

describe('registerEmailField', () => {
  test('lower-cases and trims the email', () => {
    expect(registerEmailField.parse(' Asha.Kumar@GMAIL.com ')).toBe('asha.kumar@gmail.com');
  });

  test('asks for all personal details when empty', () => {
    expect(firstIssue(registerEmailField, '')).toBe(M.personalDetailsRequired);
  });

  test.each([
    'ravi_k@yahoo.com',
    'anu.k+x@college.ac.in',
    'asha-k@gmail.com',
    'a_b-c+d.e@my-college.edu.in',
    'x@mail--box.co',
    'A.KUMAR2@CSE.IIT-M.AC.IN',
  ])('accepts %j as typed', (value) => {
    expect(registerEmailField.parse(value)).toBe(value.toLowerCase());
  });

  test.each([
    'asha k@gmail.com',
    'asha#1@gmail.com',
    "o'neil@gmail.com",
    'asha@my_college.edu',
    'asha@my+college.edu',
    'asha@-college.edu',
    'asha@college-.edu',
    'asha..k@gmail.com',
    '.asha@gmail.com',
    'asha.@gmail.com',
    'asha@gmail',
    'asha@gmail.c0m',
    'asha@@gmail.com',
  ])('refuses %j with the spec message', (value) => {
    expect(firstIssue(registerEmailField, value)).toBe(M.registerEmail);
  });
});

describe('newPasswordField', () => {
  const field = newPasswordField('Fill it');

  test('does not trim the password', () => {
    expect(field.parse(' pass word ')).toBe(' pass word ');
  });

  test.each([undefined, ''])('gives the required message for %j', (value) => {
    expect(firstIssue(field, value)).toBe('Fill it');
  });

  test('requires 6 to 128 characters', () => {
    expect(firstIssue(field, '12345')).toBe(M.passwordMin);
    expect(firstIssue(field, 'p'.repeat(129))).toBe(M.passwordMax);
    expect(firstIssue(field, '123456')).toBeUndefined();
    expect(firstIssue(field, 'p'.repeat(128))).toBeUndefined();
  });
});
