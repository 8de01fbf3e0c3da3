// @vitest-environment happy-dom
import { M } from '@symposium/schema/messages';
import { personalDetailsSchema } from '@symposium/schema/registration';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { z } from 'zod';
import { checkForm, fieldErrorsFromZod, firstOfEach, formWideError } from './form-errors';

const ananya = {
  firstName: 'Ananya',
  lastName: 'Krishnan',
  email: 'ananya.krishnan@psgtech.ac.in',
  phone: '9843012345',
  college: 'PSG College of Technology',
  department: 'Electronics and Communication Engineering',
  year: '2',
  collegeLocation: 'Coimbatore, Tamil Nadu',
  password: 'Ananya@PSG-2031',
  confirmPassword: 'Ananya@PSG-2031',
};

const PERSONAL_ORDER = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'college',
  'department',
  'year',
  'collegeLocation',
  'password',
  'confirmPassword',
];

describe('fieldErrorsFromZod', () => {
  test("gives each field the first of the rules' messages it broke", () => {
    const parsed = personalDetailsSchema.safeParse({
      ...ananya,
      phone: '0443012345',
      confirmPassword: 'Ananya@PSG-2013',
    });

    expect(parsed.success).toBe(false);
    expect(fieldErrorsFromZod(parsed.error!)).toEqual({
      phone: M.registerPhoneStart,
      confirmPassword: M.passwordsMismatch,
    });
  });

  test('puts a nested value the form shows in a field of its own under that field, not under its parent', () => {
    const eventTime = z.object({
      name: z.string().min(1, 'Name is required'),
      time: z.object({
        start: z.string().min(1, 'Start time is required'),
        end: z.string().min(1, 'End time is required'),
      }),
    });
    const parsed = eventTime.safeParse({ name: 'Robo Race', time: { start: '10:00', end: '' } });

    expect(fieldErrorsFromZod(parsed.error!, { 'time.end': 'timeEnd' })).toEqual({ timeEnd: 'End time is required' });
    expect(fieldErrorsFromZod(parsed.error!)).toEqual({ time: 'End time is required' });
  });

  test('a rule on the whole form is reported under _form', () => {
    const parsed = z.string().min(1, M.fillAllFields).safeParse('');

    expect(fieldErrorsFromZod(parsed.error!)).toEqual({ _form: M.fillAllFields });
  });
});

describe("the server's field errors", () => {
  test('keep the first message of each field and drop a field with none', () => {
    expect(
      firstOfEach({
        email: [M.emailTaken, 'Enter a valid email address'],
        phone: [],
        transactionId: ['Transaction ID already used'],
      }),
    ).toEqual({
      email: M.emailTaken,
      transactionId: 'Transaction ID already used',
    });
  });
});

describe('formWideError', () => {
  test("picks the form-wide message out for the form's one alert", () => {
    expect(
      formWideError({
        phone: M.registerPhoneStart,
        firstName: M.personalDetailsRequired,
        college: M.personalDetailsRequired,
      }),
    ).toBe(M.personalDetailsRequired);
  });

  test('is none when every error belongs to its own field', () => {
    expect(
      formWideError({ phone: M.registerPhoneStart, confirmPassword: M.passwordsMismatch, email: undefined }),
    ).toBeNull();
  });
});

describe('checkForm', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  function renderFields() {
    document.body.innerHTML = PERSONAL_ORDER.map((name) => `<input name="${name}">`).join('');
  }

  test('hands back the parsed values and shows no errors when the form passes', () => {
    const show = vi.fn();

    const parsed = checkForm(personalDetailsSchema, ananya, PERSONAL_ORDER, show);

    expect(parsed).toMatchObject({ firstName: 'Ananya', year: 2 });
    expect(show).toHaveBeenCalledWith({});
  });

  test('on a refusal shows the errors, gives back null and moves focus to the first field in screen order with an error', async () => {
    renderFields();
    const show = vi.fn();

    const parsed = checkForm(
      personalDetailsSchema,
      { ...ananya, college: 'PSG', department: '', phone: '98430' },
      PERSONAL_ORDER,
      show,
    );

    expect(parsed).toBeNull();
    expect(show).toHaveBeenCalledWith({ phone: M.registerPhone, department: M.personalDetailsRequired });
    await vi.waitFor(() => expect(document.activeElement?.getAttribute('name')).toBe('phone'));
  });

  test('focuses a field that appears only after the refusal (on a step still being drawn)', async () => {
    const show = vi.fn();

    checkForm(personalDetailsSchema, { ...ananya, year: '7' }, PERSONAL_ORDER, show);
    // Two frames later, React has drawn the step.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    expect(document.activeElement).toBe(document.body);
    renderFields();

    await vi.waitFor(() => expect(document.activeElement?.getAttribute('name')).toBe('year'));
  });
});
