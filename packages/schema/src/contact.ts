import { z } from 'zod';
import { LIMITS } from './constants';
import { emailField, LETTERS_SPACES, requiredText } from './fields';
import { M } from './messages';

export const contactSchema = z.object({
  name: requiredText(M.contactNameRequired)
    .regex(LETTERS_SPACES, M.contactNameLetters)
    .min(LIMITS.contactNameMin, M.contactNameMin)
    .max(LIMITS.contactNameMax, M.contactNameMax),
  email: emailField(M.contactEmailRequired),
  phone: requiredText(M.contactPhoneRequired).regex(/^\d{10}$/, M.contactPhoneDigits),
  subject: requiredText(M.contactSubjectRequired).max(LIMITS.subjectMax, M.contactSubjectMax),
  message: requiredText(M.contactMessageRequired).max(LIMITS.messageMax, M.contactMessageMax),
});
export type ContactInput = z.input<typeof contactSchema>;
