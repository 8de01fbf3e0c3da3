const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/**
 * A rate limit's Retry-After seconds as a person says them: 'in 30 seconds', 'in 7 minutes',
 * 'in 1 hour and 5 minutes'. Past a minute it rounds up to whole minutes, so the person is never told a
 * time after which they would be refused again.
 */
export function waitInWords(retryAfterSeconds: number): string {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  if (seconds < 60) return `in ${plural(seconds, 'second')}`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return `in ${plural(minutes, 'minute')}`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest ? `in ${plural(hours, 'hour')} and ${plural(rest, 'minute')}` : `in ${plural(hours, 'hour')}`;
}

/**
 * A Retry-After header's wait in seconds (RFC 9110 §10.2.3: whole seconds, or an HTTP date); null when the
 * header is missing or unreadable. `now` is for the date form.
 */
export function retryAfterSeconds(header: string | null | undefined, now: number = Date.now()): number | null {
  const value = header?.trim();
  if (!value) return null;
  if (/^\d+$/.test(value)) return Number(value);
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - now) / 1000));
}
