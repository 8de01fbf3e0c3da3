import { z } from 'zod';
import { LIMITS } from './constants';
import { emailField, LETTERS_SPACES, phoneField, requiredText } from './fields';
import { M } from './messages';

export const contactSchema = z.object({
  name: requiredText(M.contactNameRequired)
    .regex(LETTERS_SPACES, M.contactNameLetters)
    .min(LIMITS.contactNameMin, M.contactNameMin)
    .max(LIMITS.contactNameMax, M.contactNameMax),
  email: emailField(M.contactEmailRequired),
  phone: phoneField(M.contactPhoneRequired).pipe(z.string().regex(/^\d{10}$/, M.contactPhoneDigits)),
  subject: requiredText(M.contactSubjectRequired).max(LIMITS.subjectMax, M.contactSubjectMax),
  message: requiredText(M.contactMessageRequired).max(LIMITS.messageMax, M.contactMessageMax),
});
export type ContactInput = z.input<typeof contactSchema>;
