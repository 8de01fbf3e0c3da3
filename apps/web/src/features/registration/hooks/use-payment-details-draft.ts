import { useEffect, useState } from 'react';
import { accommodationSelectionText } from '../../../lib/accommodation-selection';
import { forgetSessionDraft, readSessionDraft, restoreFields, writeSessionDraft } from '../../../lib/session-draft';
import { readAccommodationPrefill } from '../accommodation-prefill';
import { EMPTY_PAYMENT_DETAILS, type PaymentDetails } from '../register-form-state';

const DRAFT_KEY = 'registerPaymentDetails';

/** Step 2 as kept for the session: never the screenshot (a file) nor the terms tick, which are given again. */
type Draft = Omit<PaymentDetails, 'termsAccepted'> & {
  /** The /accommodation choice ('accommodationData') the draft's accommodation fields started from. */
  accommodationBasis: string | null;
};

const STAY_FIELDS = [
  'needsAccommodation',
  'accommodationRulesAccepted',
  'accommodationCheckIn',
  'accommodationCheckOut',
  'accommodationGender',
] as const satisfies readonly (keyof PaymentDetails)[];

function readDraft(): PaymentDetails {
  const prefilled: PaymentDetails = { ...EMPTY_PAYMENT_DETAILS, ...readAccommodationPrefill() };
  const draft = readSessionDraft(DRAFT_KEY) as Partial<Draft> | null;
  // A choice made on /accommodation after this draft was written is the newer wish: it fills the stay.
  const newerChoice = (draft?.accommodationBasis ?? null) !== accommodationSelectionText();
  return restoreFields(draft, prefilled, newerChoice ? ['termsAccepted', ...STAY_FIELDS] : ['termsAccepted']);
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
    writeSessionDraft(DRAFT_KEY, draft);
  }, [details]);

  return [details, setDetails] as const;
}

export function clearPaymentDetailsDraft() {
  forgetSessionDraft(DRAFT_KEY);
}
