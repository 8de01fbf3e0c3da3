const DESCRIPTION_MAX = 150;

/** docs/product.md#events-and-workshops-catalogue: card descriptions are cut at 150 characters with an ellipsis. */
export const cutDescription = (text: string): string =>
  text.length > DESCRIPTION_MAX ? `${text.slice(0, DESCRIPTION_MAX)}…` : text;

/** docs/product.md#events-and-workshops-catalogue: upcoming events are those whose date is in the future. */
export const isFutureDate = (date: string, now = Date.now()): boolean => {
  const at = Date.parse(`${date}T00:00:00`);
  return Number.isFinite(at) && at > now;
};

const VENUE_OFFSET_MINUTES = 330; // UTC+05:30: a deadline without an offset is read on the venue's clock

/**
 * A stored deadline ('2025-10-22T23:59:00+05:30', or without an offset) as a datetime-local value
 * ('2025-10-22T23:59') on the venue's clock.
 */
export function toDeadlineInput(value: string): string {
  if (!value) return '';
  if (!/(Z|[+-]\d{2}:\d{2})$/.test(value)) return value.slice(0, 16);
  const at = Date.parse(value);
  if (!Number.isFinite(at)) return '';
  return new Date(at + VENUE_OFFSET_MINUTES * 60_000).toISOString().slice(0, 16);
}
