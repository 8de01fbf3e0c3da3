import type { ContactInput } from '@symposium/schema/contact';
import { useEffect, useState } from 'react';
import { forgetSessionDraft, readSessionDraft, restoreFields, writeSessionDraft } from '../../../lib/session-draft';

const DRAFT_KEY = 'contactMessageDraft';
export const EMPTY_CONTACT: ContactInput = { name: '', email: '', phone: '', subject: '', message: '' };

/**
 * What is typed into the contact form survives a reload for the session (a phone that drops the tab while its owner
 * looks up a detail elsewhere), as the register form's details do; a sent message is not kept.
 */
export function useContactDraft() {
  const [values, setValues] = useState<ContactInput>(() => restoreFields(readSessionDraft(DRAFT_KEY), EMPTY_CONTACT));

  useEffect(() => {
    if (Object.values(values).some((value) => value !== '')) writeSessionDraft(DRAFT_KEY, values);
    else forgetSessionDraft(DRAFT_KEY);
  }, [values]);

  return [values, setValues] as const;
}
