import type { z } from 'zod';
import { M } from './messages';

/** Field errors keyed by the first path segment, in the shape the API answers with. */
export function fieldErrorsOf(error: z.ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '_form');
    (out[key] ??= []).push(issue.message);
  }
  return out;
}

/** Every issue under its whole path ('edition.contacts.0.phone'): for forms with nested fields. */
export function fieldErrorsByPath(error: z.ZodError, prefix = ''): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = [prefix, ...issue.path.map(String)].filter(Boolean).join('.') || '_form';
    (out[key] ??= []).push(issue.message);
  }
  return out;
}

/** The one message a form shows first: the first issue in field order. */
export function firstMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'Invalid input';
}

/** A field as the caller wrote it: `limit`, `fees.general`, `mutations[2].eventType`. */
function fieldName(path: readonly PropertyKey[] | undefined): string {
  if (!path || path.length === 0) return 'This value';
  return path.reduce<string>(
    (name, key) => (typeof key === 'number' ? `${name}[${key}]` : name ? `${name}.${String(key)}` : String(key)),
    '',
  );
}

const EXPECTED: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  bigint: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  date: 'a date',
  null: 'null',
};

const FORMATS: Record<string, string> = {
  datetime: 'a date and time such as 2025-10-23T09:00:00Z',
  date: 'a date such as 2025-10-23',
  time: 'a time such as 09:00',
  email: 'an email address',
  uuid: 'a UUID',
  url: 'a URL',
};

const UNITS: Record<string, string> = { string: 'characters', array: 'items', set: 'items', file: 'bytes' };

/**
 * The message for an issue its schema gave none of its own: zod's default English ('Invalid input: expected number,
 * received NaN', 'Too big: expected number to be <=100') never reaches a caller. It names the field and says what
 * it must be. Spec texts are set on the schemas themselves and always win over this map (zod's precedence).
 */
export const clearIssueMessage: z.core.$ZodErrorMap = (issue) => {
  const name = fieldName(issue.path);
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return M.fieldRequired(name);
      return M.fieldMustBe(name, EXPECTED[issue.expected] ?? `a ${issue.expected}`);
    case 'invalid_value':
      return issue.values.length === 1
        ? M.fieldMustBe(name, String(issue.values[0]))
        : M.oneOf(name, issue.values as (string | number)[]);
    case 'too_small': {
      const unit = UNITS[issue.origin];
      if (unit && Number(issue.minimum) === 1) return M.fieldNotEmpty(name);
      if (issue.origin === 'number' && issue.inclusive === false)
        return M.fieldMustBe(name, `more than ${issue.minimum}`);
      return M.fieldAtLeast(name, issue.minimum as number, unit);
    }
    case 'too_big': {
      const unit = UNITS[issue.origin];
      if (issue.origin === 'number' && issue.inclusive === false)
        return M.fieldMustBe(name, `less than ${issue.maximum}`);
      return M.fieldAtMost(name, issue.maximum as number, unit);
    }
    case 'invalid_format':
      return FORMATS[issue.format] ? M.fieldMustBe(name, FORMATS[issue.format]!) : M.fieldNotAccepted(name);
    case 'not_multiple_of':
      return M.fieldMustBe(name, `a multiple of ${issue.divisor}`);
    case 'unrecognized_keys':
      return M.unknownFields(issue.keys);
    case 'invalid_union': {
      // A discriminated union names its tag's values (the scan's `type`).
      const options = (issue as { options?: unknown }).options;
      if (Array.isArray(options) && options.length > 0) return M.oneOf(name, options as string[]);
      return M.fieldNotAccepted(name);
    }
    default:
      return M.fieldNotAccepted(name);
  }
};
