import { ErrorCode } from '@symposium/schema/error-codes';
import { M } from '@symposium/schema/messages';
import { clearIssueMessage, fieldErrorsOf, firstMessage } from '@symposium/schema/validation';
import type { Context } from 'hono';
import type { z } from 'zod';
import { AppError } from './errors';

/**
 * Validates input at the edge: a 400 with the first message and every field's errors, or typed data. A rule
 * without a message of its own (a hand-written body, a query string) answers clearIssueMessage's, never zod's.
 */
export function parseWith<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input, { error: clearIssueMessage });
  if (!result.success) {
    throw new AppError(400, ErrorCode.VALIDATION_ERROR, firstMessage(result.error), fieldErrorsOf(result.error));
  }
  return result.data;
}

/** The request's media type without its parameters, lower-cased ('multipart/form-data'). */
export const mediaTypeOf = (c: Context) => (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();

/** Whether the body is declared JSON: by its media type alone (`Application/JSON; charset=utf-8` is), never by a parameter. */
export const isJsonBody = (c: Context) => mediaTypeOf(c) === 'application/json';

/**
 * Reads a JSON body as an object; a missing, broken or non-object body (null, an array, a bare string
 * or number) is a 400, never a 500 — every route reads fields off what this returns. Only a body declared
 * application/json is read: `text/plain; x=application/json` is text, which a page elsewhere may send without
 * the browser asking this server first (docs/decisions/0004-request-bodies.md, "A JSON body is one declared application/json").
 */
export async function readJson(c: Context): Promise<Record<string, unknown>> {
  if (!isJsonBody(c)) {
    const text = await c.req.text();
    if (!text) return {};
    throw new AppError(415, ErrorCode.UNSUPPORTED_MEDIA_TYPE, M.bodyNotJson);
  }
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new AppError(400, ErrorCode.VALIDATION_ERROR, M.bodyJsonInvalid);
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    throw new AppError(400, ErrorCode.VALIDATION_ERROR, M.bodyNotJsonObject);
  }
  return body as Record<string, unknown>;
}

/**
 * Reads a multipart form (the forms that carry a payment screenshot: only multipart can carry a file, so any
 * other body is a 415 that says so); a malformed one is a 400. So is a field sent twice (two emails, two
 * screenshots): the parser would silently keep the last one, and which was meant is not for the server to guess.
 */
export async function readForm(c: Context): Promise<Record<string, unknown>> {
  if (mediaTypeOf(c) !== 'multipart/form-data') {
    const text = await c.req.text();
    if (!text) return {};
    throw new AppError(415, ErrorCode.UNSUPPORTED_MEDIA_TYPE, M.bodyNotMultipart);
  }
  let form: Record<string, unknown>;
  try {
    form = (await c.req.parseBody({ all: true })) as Record<string, unknown>;
  } catch {
    throw new AppError(400, ErrorCode.VALIDATION_ERROR, M.formUnreadable);
  }
  const repeated = Object.keys(form).filter((field) => Array.isArray(form[field]));
  if (repeated.length > 0) {
    const fieldErrors = Object.fromEntries(repeated.map((field) => [field, [M.duplicateFormField(field)]]));
    throw new AppError(400, ErrorCode.VALIDATION_ERROR, M.duplicateFormField(repeated[0]!), fieldErrors);
  }
  return form;
}
