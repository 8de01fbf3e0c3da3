import { fieldErrorsOf } from '@symposium/schema/validation';
import type { z } from 'zod';

/** One message per field: the first the schema (or the server) gave for it. */
export type FieldErrors = Partial<Record<string, string>>;

export function firstOfEach(errors: Record<string, string[]>): FieldErrors {
  const out: FieldErrors = {};
  for (const [key, messages] of Object.entries(errors)) {
    if (messages[0]) out[key] = messages[0];
  }
  return out;
}

export const fieldErrorsFromZod = (error: z.ZodError): FieldErrors => firstOfEach(fieldErrorsOf(error));

/** Moves focus to the first field in `order` that has an error, so keyboard and screen-reader users land on it. */
export function focusFirstError(errors: FieldErrors, order: readonly string[]) {
  const key = order.find((name) => errors[name]);
  if (!key) return;
  requestAnimationFrame(() => {
    const element = document.querySelector<HTMLElement>(`[name="${key}"]`);
    element?.focus();
  });
}
