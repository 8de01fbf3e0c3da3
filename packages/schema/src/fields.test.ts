import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { emailField, newPasswordField, registerEmailField, requiredText } from './fields';
import { M } from './messages';
import { keepDigits, keepEmailChars, keepLettersAndSpaces } from './normalise';

const firstIssue = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('keepDigits', () => {
  test('strips everything but digits', () => {
    expect(keepDigits('+91 98765-43210')).toBe('9198765432');
    expect(keepDigits('98a76b54c3')).toBe('9876543');
  });

  test('cuts the result at 10 digits', () => {
    expect(keepDigits('98765432109876')).toBe('9876543210');
  });

  test('cuts at a given maximum', () => {
    expect(keepDigits('123456', 4)).toBe('1234');
  });

  test('returns an empty string when there are no digits', () => {
    expect(keepDigits('phone')).toBe('');
  });
});

describe('keepEmailChars', () => {
  test('keeps letters, digits, @ and .', () => {
    expect(keepEmailChars('Asha.Kumar2@College.edu')).toBe('Asha.Kumar2@College.edu');
  });

  test('strips spaces, underscores, plus signs, hyphens and other symbols', () => {
    expect(keepEmailChars(' asha_k+1@my-college.edu! ')).toBe('ashak1@mycollege.edu');
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

  test.each(['asha', 'asha@college', 'asha @college.edu', 'asha@college .edu'])(
    'asks for a valid email address for %j',
    (value) => {
      expect(firstIssue(field, value)).toBe(M.validEmail);
    },
  );

  test('refuses an email longer than 254 characters', () => {
    expect(firstIssue(field, `${'a'.repeat(250)}@x.com`)).toBe(M.validEmail);
  });
});

describe('registerEmailField', () => {
  test('lower-cases and trims the email', () => {
    expect(registerEmailField.parse(' Asha.Kumar@GMAIL.com ')).toBe('asha.kumar@gmail.com');
  });

  test('asks for all personal details when empty', () => {
    expect(firstIssue(registerEmailField, '')).toBe(M.personalDetailsRequired);
  });

  test.each(['asha_k@gmail.com', 'asha-k@gmail.com', 'asha+1@gmail.com', 'asha@gmail', 'asha@gmail.c0m'])(
    'refuses %j with the letters-numbers-@-dot message',
    (value) => {
      expect(firstIssue(registerEmailField, value)).toBe(M.registerEmail);
    },
  );
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
