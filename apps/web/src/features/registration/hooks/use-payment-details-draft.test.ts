// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, test } from 'vitest';
import { saveAccommodationSelection } from '../../../lib/accommodation-selection';
import { EMPTY_PAYMENT_DETAILS, type PaymentDetails } from '../register-form-state';
import { clearPaymentDetailsDraft, usePaymentDetailsDraft } from './use-payment-details-draft';

/** Step 2 as someone fills it in, then the tab reloaded (the hook mounted afresh). */
function fillThenReload(change: Partial<PaymentDetails>) {
  const before = renderHook(() => usePaymentDetailsDraft());
  act(() => before.result.current[1]((current) => ({ ...current, ...change })));
  before.unmount();
  return renderHook(() => usePaymentDetailsDraft()).result.current[0];
}

const upiPayment = { registrationType: 'both', transactionId: '412345678901', termsAccepted: true } as const;

describe("step 2's draft", () => {
  beforeEach(() => {
    sessionStorage.clear();
  });

  test('with no choice made on /accommodation, the form starts empty', () => {
    expect(renderHook(() => usePaymentDetailsDraft()).result.current[0]).toEqual(EMPTY_PAYMENT_DETAILS);
  });

  test('starts from the stay chosen on /accommodation', () => {
    saveAccommodationSelection({
      needsAccommodation: true,
      selectedDates: ['2031-10-23', '2031-10-22'],
      gender: 'female',
    });

    expect(renderHook(() => usePaymentDetailsDraft()).result.current[0]).toEqual({
      ...EMPTY_PAYMENT_DETAILS,
      needsAccommodation: true,
      accommodationRulesAccepted: true,
      accommodationCheckIn: '2031-10-22',
      accommodationCheckOut: '2031-10-23',
      accommodationGender: 'female',
    });
  });

  test('the UPI transaction ID and the registration type come back after a reload; the terms tick is given again', () => {
    const details = fillThenReload(upiPayment);

    expect(details).toEqual({
      ...EMPTY_PAYMENT_DETAILS,
      registrationType: 'both',
      transactionId: '412345678901',
      termsAccepted: false,
    });
    expect(sessionStorage.getItem('registerPaymentDetails')).not.toContain('termsAccepted');
  });

  test('a terms tick found in a stored draft is not put back', () => {
    sessionStorage.setItem(
      'registerPaymentDetails',
      JSON.stringify({ transactionId: '412345678901', termsAccepted: true, accommodationBasis: null }),
    );

    const [details] = renderHook(() => usePaymentDetailsDraft()).result.current;

    expect(details.transactionId).toBe('412345678901');
    expect(details.termsAccepted).toBe(false);
  });

  test('a stay changed on the form outlives a reload while the /accommodation choice stays as it was', () => {
    saveAccommodationSelection({
      needsAccommodation: true,
      selectedDates: ['2031-10-22', '2031-10-23'],
      gender: 'male',
    });

    const details = fillThenReload({ accommodationCheckOut: '2031-10-24', transactionId: '412345678901' });

    expect(details).toMatchObject({
      accommodationCheckIn: '2031-10-22',
      accommodationCheckOut: '2031-10-24',
      transactionId: '412345678901',
    });
  });

  test('a choice made on /accommodation after the draft was written is the newer wish: it fills the stay, the rest is kept', () => {
    fillThenReload({ ...upiPayment, needsAccommodation: false });
    saveAccommodationSelection({ needsAccommodation: true, selectedDates: ['2031-10-23'], gender: 'female' });

    const [details] = renderHook(() => usePaymentDetailsDraft()).result.current;

    expect(details).toEqual({
      registrationType: 'both',
      transactionId: '412345678901',
      termsAccepted: false,
      needsAccommodation: true,
      accommodationRulesAccepted: true,
      accommodationCheckIn: '2031-10-23',
      accommodationCheckOut: '2031-10-23',
      accommodationGender: 'female',
    });
  });

  test('once the registration went through, the next person on this tab starts with the empty form', () => {
    const registered = renderHook(() => usePaymentDetailsDraft());
    act(() => registered.result.current[1]((current) => ({ ...current, ...upiPayment })));
    clearPaymentDetailsDraft();
    registered.unmount();

    expect(renderHook(() => usePaymentDetailsDraft()).result.current[0]).toEqual(EMPTY_PAYMENT_DETAILS);
  });
});
