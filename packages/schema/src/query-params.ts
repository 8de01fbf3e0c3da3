import { z } from 'zod';
import { LIMITS } from './constants';
import { M } from './messages';

// The query-string parameters of the staff lists and the sync pull, one rule each: a list's page, its page size,
// its filters and sort. A blank or missing value means "not given", so the schema using it picks the default.

const blankIsMissing = (v: unknown) => (v === '' || v === undefined || v === null ? undefined : v);

/**
 * A whole number from `min` to `max` (no upper bound without `max`). One message for every way to miss it —
 * 'abc', 1.5, 0, 100000 — since the caller needs the range, not which check failed.
 */
export const wholeNumberParam = (name: string, { min = 1, max }: { min?: number; max?: number } = {}) => {
  const message = M.wholeNumberRange(name, min, max);
  const bounded = z.coerce.number({ error: message }).int(message).min(min, message);
  return z.preprocess(blankIsMissing, (max === undefined ? bounded : bounded.max(max, message)).optional());
};

/** Which page of a list (from 1). */
export const pageParam = wholeNumberParam('page', { max: LIMITS.pageMax });

/** How many rows a page holds (from 1 to `max`). */
export const limitParam = (max: number) => wholeNumberParam('limit', { max });

/** A select's "all", an empty box or a missing parameter all mean "no filter"; anything else must be one of `values`. */
export const enumParam = <T extends readonly [string, ...string[]]>(label: string, values: T) =>
  z.preprocess(
    (v) => (v === 'all' ? undefined : blankIsMissing(v)),
    z.enum(values, { error: M.oneOf(label, values) }).optional(),
  );

/** `?name=true` or `?name=false`; missing is false. */
export const trueOrFalseParam = (name: string) =>
  z
    .enum(['true', 'false'], { error: M.trueOrFalse(name) })
    .optional()
    .transform((v) => v === 'true');

/** A staff search box's text (docs/product.md#participants: case-insensitive substring); blank means no search. */
export const searchTextParam = z
  .string()
  .trim()
  .max(LIMITS.searchMax, `Search text must be at most ${LIMITS.searchMax} characters`)
  .optional()
  .transform((v) => (v ? v : undefined));
