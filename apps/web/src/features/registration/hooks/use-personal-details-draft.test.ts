// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, test } from 'vitest';
import { EMPTY_PERSONAL_DETAILS, type PersonalDetails } from '../register-form-state';
import { clearPersonalDetailsDraft, usePersonalDetailsDraft } from './use-personal-details-draft';

const ananya: PersonalDetails = {
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

/** Step 1 as someone types it, then the tab reloaded (the hook mounted afresh). */
function typeThenReload(details: PersonalDetails) {
  const before = renderHook(() => usePersonalDetailsDraft());
  act(() => before.result.current[1](details));
  before.unmount();
  return renderHook(() => usePersonalDetailsDraft());
}

const stored = () =>
  JSON.parse(sessionStorage.getItem('registerPersonalDetails') ?? 'null') as Record<string, unknown> | null;

describe("step 1's draft", () => {
  beforeEach(() => {
    sessionStorage.clear();
  });

  test('a new tab starts with the empty form, and says nothing came back', () => {
    const { result } = renderHook(() => usePersonalDetailsDraft());
    const [details, , restored] = result.current;

    expect(details).toEqual(EMPTY_PERSONAL_DETAILS);
    expect(restored).toBe(false);
  });

  test('what was typed comes back after a reload, except the passwords, and says so', () => {
    const { result } = typeThenReload(ananya);
    const [details, , restored] = result.current;

    expect(details).toEqual({ ...ananya, password: '', confirmPassword: '' });
    expect(restored).toBe(true);
  });

  test('the passwords never reach storage', () => {
    const { result } = renderHook(() => usePersonalDetailsDraft());
    act(() => result.current[1](ananya));

    expect(stored()).toMatchObject({ firstName: 'Ananya', email: 'ananya.krishnan@psgtech.ac.in' });
    expect(stored()).not.toHaveProperty('password');
    expect(stored()).not.toHaveProperty('confirmPassword');
    expect(sessionStorage.getItem('registerPersonalDetails')).not.toContain('Ananya@PSG-2031');
  });

  test('a password found in a stored draft (another version of the app wrote it) is not put back', () => {
    sessionStorage.setItem(
      'registerPersonalDetails',
      JSON.stringify({ firstName: 'Ananya', password: 'Ananya@PSG-2031' }),
    );

    const [details] = renderHook(() => usePersonalDetailsDraft()).result.current;

    expect(details.firstName).toBe('Ananya');
    expect(details.password).toBe('');
  });

  test('a corrupt stored draft gives the empty form', () => {
    sessionStorage.setItem('registerPersonalDetails', '{"firstName":"Anan');

    const [details, , restored] = renderHook(() => usePersonalDetailsDraft()).result.current;

    expect(details).toEqual(EMPTY_PERSONAL_DETAILS);
    expect(restored).toBe(false);
  });

  test('once the registration went through, the next person on this tab starts with the empty form', () => {
    const registered = renderHook(() => usePersonalDetailsDraft());
    act(() => registered.result.current[1](ananya));
    clearPersonalDetailsDraft();
    registered.unmount();

    const [details, , restored] = renderHook(() => usePersonalDetailsDraft()).result.current;

    expect(details).toEqual(EMPTY_PERSONAL_DETAILS);
    expect(restored).toBe(false);
  });
});
