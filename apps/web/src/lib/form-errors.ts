import { FORM_WIDE_MESSAGES } from '@symposium/schema/messages';
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

/**
 * One message per form field: the first the schema gave for it. A field is named by the issue's first
 * path segment or, for a nested value the form shows in a field of its own, by `nestedFields`
 * ({ 'time.end': 'timeEnd' }) — otherwise an empty end time would be reported under the start time.
 */
export function fieldErrorsFromZod(
  error: z.ZodError,
  nestedFields: Readonly<Record<string, string>> = {},
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = nestedFields[issue.path.slice(0, 2).map(String).join('.')] ?? String(issue.path[0] ?? '_form');
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * The form-wide message among the errors ('Please fill in all fields'), for the form's one alert above its fields;
 * FieldError leaves it out under each field, which shows only that it is invalid.
 */
export function formWideError(errors: FieldErrors): string | null {
  return Object.values(errors).find((message) => message !== undefined && FORM_WIDE_MESSAGES.has(message)) ?? null;
}

/**
 * A form's check before it sends: `values` against the form's shared schema. The field errors found (none once the
 * values pass) go to `show`; on a refusal the first field in `order` with an error takes focus and null comes back.
 */
export function checkForm<Output>(
  schema: z.ZodType<Output>,
  values: unknown,
  order: readonly string[],
  show: (errors: FieldErrors) => void,
): Output | null {
  const parsed = schema.safeParse(values);
  const errors = parsed.success ? {} : fieldErrorsFromZod(parsed.error);
  show(errors);
  if (parsed.success) return parsed.data;
  focusFirstError(errors, order);
  return null;
}

/** Frames to wait for the field: an error on another step appears only once React has rendered that step. */
const FOCUS_FRAMES = 30;

/** Moves focus to the first field in `order` that has an error, so keyboard and screen-reader users land on it. */
export function focusFirstError(errors: FieldErrors, order: readonly string[]) {
  const key = order.find((name) => errors[name]);
  if (key) focusWhenRendered(`[name="${key}"]`, FOCUS_FRAMES);
}

function focusWhenRendered(selector: string, framesLeft: number) {
  requestAnimationFrame(() => {
    const element = document.querySelector<HTMLElement>(selector);
    if (element) element.focus();
    else if (framesLeft > 0) focusWhenRendered(selector, framesLeft - 1);
  });
}
