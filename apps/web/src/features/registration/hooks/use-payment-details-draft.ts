import { useEffect, useState } from 'react';
import { accommodationSelectionText } from '../../../lib/accommodation-selection';
import { readAccommodationPrefill } from '../accommodation-prefill';
import { EMPTY_PAYMENT_DETAILS, type PaymentDetails } from '../register-form-state';

const DRAFT_KEY = 'registerPaymentDetails';

/** Step 2 as kept for the session: never the screenshot (a file) nor the terms tick, which are given again. */
type Draft = Omit<PaymentDetails, 'termsAccepted'> & {
  /** The /accommodation choice ('accommodationData') the draft's accommodation fields started from. */
  accommodationBasis: string | null;
};

const KEPT: (keyof Omit<PaymentDetails, 'termsAccepted'>)[] = [
  'registrationType',
  'transactionId',
  'needsAccommodation',
  'accommodationRulesAccepted',
  'accommodationCheckIn',
  'accommodationCheckOut',
  'accommodationGender',
];

function readDraft(): PaymentDetails {
  const prefilled: PaymentDetails = { ...EMPTY_PAYMENT_DETAILS, ...readAccommodationPrefill() };
  let raw: string | null = null;
  try {
    raw = sessionStorage.getItem(DRAFT_KEY);
  } catch {
    return prefilled;
  }
  if (!raw) return prefilled;
  try {
    const draft = JSON.parse(raw) as Partial<Draft>;
    // A choice made on /accommodation after this draft was written is the newer wish: it fills the stay.
    const newerChoice = (draft.accommodationBasis ?? null) !== accommodationSelectionText();
    const restored = { ...prefilled } as Record<string, unknown>;
    for (const key of KEPT) {
      if (newerChoice && key !== 'registrationType' && key !== 'transactionId') continue;
      const value = draft[key];
      if (typeof value === typeof EMPTY_PAYMENT_DETAILS[key]) restored[key] = value;
    }
    return restored as unknown as PaymentDetails;
  } catch {
    return prefilled;
  }
}

/**
 * Step 2 survives a reload for the session (the UPI transaction ID is the hard part to find again), as step 1 does.
 * The screenshot and the terms tick are given again; the draft is dropped once the registration has gone through.
 */
export function usePaymentDetailsDraft() {
  const [details, setDetails] = useState<PaymentDetails>(readDraft);

  useEffect(() => {
    const { termsAccepted: _terms, ...kept } = details;
    const draft: Draft = { ...kept, accommodationBasis: accommodationSelectionText() };
    try {
      sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
    } catch {
      // storage unavailable: the form still works, it just forgets on reload
    }
  }, [details]);

  return [details, setDetails] as const;
}

export function clearPaymentDetailsDraft() {
  try {
    sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // nothing to clear
  }
}
