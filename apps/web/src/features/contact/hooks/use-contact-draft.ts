import type { ContactInput } from '@symposium/schema/contact';
import { useEffect, useState } from 'react';

const DRAFT_KEY = 'contactMessageDraft';
export const EMPTY_CONTACT: ContactInput = { name: '', email: '', phone: '', subject: '', message: '' };

function readDraft(): ContactInput {
  try {
    const draft = JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? 'null') as Partial<Record<keyof ContactInput, unknown>> | null;
    if (!draft) return EMPTY_CONTACT;
    const restored = { ...EMPTY_CONTACT };
    for (const key of Object.keys(EMPTY_CONTACT) as (keyof ContactInput)[]) {
      const value = draft[key];
      if (typeof value === 'string') restored[key] = value;
    }
    return restored;
  } catch {
    return EMPTY_CONTACT;
  }
}

/**
 * What is typed into the contact form survives a reload for the session (a phone that drops the tab while its owner
 * looks up a detail elsewhere), as the register form's details do; a sent message is not kept.
 */
export function useContactDraft() {
  const [values, setValues] = useState<ContactInput>(readDraft);

  useEffect(() => {
    try {
      if (Object.values(values).some((value) => value !== '')) sessionStorage.setItem(DRAFT_KEY, JSON.stringify(values));
      else sessionStorage.removeItem(DRAFT_KEY);
    } catch {
      // storage unavailable: the form still works, it just forgets on reload
    }
  }, [values]);

  return [values, setValues] as const;
}
