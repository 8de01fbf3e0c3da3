const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

const relative = new Intl.RelativeTimeFormat('en-IN', { numeric: 'auto' });

/** '3 minutes ago', 'yesterday', 'just now' (under a minute): how long ago `iso` was, seen from `now`. */
export function formatRelativeTime(iso: string | number, now = Date.now()): string {
  const elapsed = now - new Date(iso).getTime();
  if (Math.abs(elapsed) < 60_000) return 'just now';
  for (const [unit, ms] of UNITS) {
    if (Math.abs(elapsed) >= ms) return relative.format(-Math.round(elapsed / ms), unit);
  }
  return relative.format(-Math.round(elapsed / 60_000), 'minute');
}
