import { normalisePhone } from '@symposium/schema/normalise';
import { type RawBuilder, sql } from 'kysely';

// The staff lists' search, shared by users, payments, accommodations and event-wise registrations.

/** LIKE's wildcards in the search text are matched literally. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/**
 * The staff search (docs/product.md#participants: case-insensitive substring) over `columns`. A phone number as a desk types or reads it
 * out ('98765 43210', '+91 98765-43210') also matches `phoneColumn` by its digits, normalised as phones are stored.
 */
export function searchConditions(q: string, columns: readonly string[], phoneColumn: string): RawBuilder<boolean>[] {
  const pattern = likePattern(q);
  const conditions = columns.map((column) => sql<boolean>`${sql.ref(column)} like ${pattern} escape '\\'`);
  const digits = /^[\d\s+().-]+$/.test(q) ? normalisePhone(q) : '';
  if (digits.length >= 4 && digits !== q)
    conditions.push(sql<boolean>`${sql.ref(phoneColumn)} like ${likePattern(digits)} escape '\\'`);
  return conditions;
}
