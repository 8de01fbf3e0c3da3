// Input normalisers: what the forms tidy as the user types (docs/product.md#validation-messages). Zod-free on purpose, so a form
// can use them on its first paint without loading the validation rules. They never cut or rewrite what
// the person meant: a value that is still wrong is left for the rule's message (docs/decisions/0002-email-phone-and-name-rules.md).

/** An Indian number as pasted or autofilled (+91, 91 or 0 in front) becomes its 10 digits. */
const PREFIXED_PHONE = /^(?:(?:00)?91)?0?(\d{10})$/;

/**
 * Keeps the digits of a phone number. A +91, 0091, 91 or 0 prefix is dropped only when exactly 10 digits
 * remain after it; otherwise every digit stays, so a wrong length shows the 10-digit message instead of
 * silently turning into someone else's number.
 */
export function normalisePhone(value: string): string {
  const digits = value.replace(/\D/g, '');
  if (digits.length <= 10) return digits;
  return PREFIXED_PHONE.exec(digits)?.[1] ?? digits;
}

export const keepLettersAndSpaces = (value: string) => value.replace(/[^A-Za-z ]/g, '');
