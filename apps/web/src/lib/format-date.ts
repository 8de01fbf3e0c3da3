/** '2025-10-23' → 'Thu, 23 Oct 2025' (a calendar date: read as such, never shifted by the time zone). */
export function formatCalendarDate(
  iso: string,
  options: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' },
): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!match) return iso;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toLocaleDateString('en-IN', { ...options, timeZone: 'UTC' });
}

/** '14:30' → '2:30 PM'; anything else is shown as it is. */
export function formatClockTime(hhmm: string): string {
  const match = /^(\d{2}):(\d{2})$/.exec(hhmm);
  if (!match) return hhmm;
  const hours = Number(match[1]);
  const suffix = hours >= 12 ? 'PM' : 'AM';
  return `${hours % 12 || 12}:${match[2]} ${suffix}`;
}

let momentFormat: Intl.DateTimeFormat | undefined;

/**
 * A moment in the reader's own clock: '21 Nov 2026, 10:42 am'. One formatter for every call: `toLocaleString` with
 * options builds a new one each time (about a quarter of a millisecond in Chromium; a recent list calls it ten times).
 */
export function formatMoment(iso: string | number): string {
  momentFormat ??= new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
  return momentFormat.format(new Date(iso));
}
