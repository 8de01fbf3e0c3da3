import { useEffect, useState } from 'react';
import { forgetSessionDraft, readSessionDraft, restoreFields, writeSessionDraft } from '../../../lib/session-draft';
import { EMPTY_PERSONAL_DETAILS, type PersonalDetails } from '../register-form-state';

const DRAFT_KEY = 'registerPersonalDetails';
const NEVER_STORED = ['password', 'confirmPassword'] as const;

/**
 * Step 1 survives a reload for the session. Passwords are never written to storage, and the
 * draft is dropped once the registration has gone through.
 */
export function usePersonalDetailsDraft() {
  const [details, setDetails] = useState<PersonalDetails>(() =>
    restoreFields(readSessionDraft(DRAFT_KEY), EMPTY_PERSONAL_DETAILS, NEVER_STORED),
  );
  // Something typed earlier in this tab came back (a reload, a return from another page).
  const [restored] = useState(() => Object.values(details).some((value) => value !== ''));

  useEffect(() => {
    const { password: _password, confirmPassword: _confirm, ...draft } = details;
    writeSessionDraft(DRAFT_KEY, draft);
  }, [details]);

  return [details, setDetails, restored] as const;
}

export function clearPersonalDetailsDraft() {
  forgetSessionDraft(DRAFT_KEY);
}
