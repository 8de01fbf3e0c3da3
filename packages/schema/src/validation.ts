import type { z } from 'zod';

/** Field errors keyed by the first path segment, in the shape the API answers with. */
export function fieldErrorsOf(error: z.ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '_form');
    (out[key] ??= []).push(issue.message);
  }
  return out;
}

/** The one message a form shows first: the first issue in field order. */
export function firstMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'Invalid input';
}
