import { useEffect, useState } from 'react';
import { EMPTY_PERSONAL_DETAILS, type PersonalDetails } from '../register-form-state';

const DRAFT_KEY = 'registerPersonalDetails';

type Draft = Omit<PersonalDetails, 'password' | 'confirmPassword'>;

function readDraft(): PersonalDetails {
  try {
    const raw = sessionStorage.getItem(DRAFT_KEY);
    if (!raw) return EMPTY_PERSONAL_DETAILS;
    const draft = JSON.parse(raw) as Partial<Draft>;
    const restored = { ...EMPTY_PERSONAL_DETAILS };
    for (const key of Object.keys(EMPTY_PERSONAL_DETAILS) as (keyof PersonalDetails)[]) {
      if (key === 'password' || key === 'confirmPassword') continue;
      const value = draft[key];
      if (typeof value === 'string') restored[key] = value;
    }
    return restored;
  } catch {
    return EMPTY_PERSONAL_DETAILS;
  }
}

/**
 * Step 1 survives a reload for the session. Passwords are never written to storage, and the
 * draft is dropped once the registration has gone through.
 */
export function usePersonalDetailsDraft() {
  const [details, setDetails] = useState<PersonalDetails>(readDraft);
  // Something typed earlier in this tab came back (a reload, a return from another page).
  const [restored] = useState(() => Object.values(details).some((value) => value !== ''));

  useEffect(() => {
    const { password: _password, confirmPassword: _confirm, ...draft } = details;
    try {
      sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
    } catch {
      // storage unavailable: the form still works, it just forgets on reload
    }
  }, [details]);

  return [details, setDetails, restored] as const;
}

export function clearPersonalDetailsDraft() {
  try {
    sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // nothing to clear
  }
}
