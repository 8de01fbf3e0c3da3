// A wall-clock time on a calendar date in a named time zone, as an instant (ms since the epoch), with the platform's
// own time-zone data (Intl): the venue's clock, whatever the server's or the phone's zone.

/** The zone's wall clock at an instant, field by field ('2025', '10', '23', '09', '00', '00'). */
function wallFields(at: number, timeZone: string): Record<string, string> {
  return Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
}

function offsetMs(at: number, timeZone: string): number {
  const f = wallFields(at, timeZone);
  const asUtc = Date.UTC(+f.year!, +f.month! - 1, +f.day!, +f.hour! % 24, +f.minute!, +f.second!);
  return asUtc - Math.floor(at / 1000) * 1000;
}

/** '2025-10-23', '09:00', 'Asia/Kolkata' → the instant 2025-10-23T03:30:00Z. */
export function zonedInstant(date: string, hhmm: string, timeZone: string): number {
  const [y, m, d] = date.split('-').map(Number);
  const [h, min] = hhmm.split(':').map(Number);
  const wall = Date.UTC(y!, m! - 1, d!, h!, min!);
  // Two passes settle the offset across a daylight-saving change.
  let at = wall - offsetMs(wall, timeZone);
  at = wall - offsetMs(at, timeZone);
  return at;
}

/** Whether `timeZone` is a zone the platform knows ('Asia/Kolkata'). */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** An instant as the zone's wall clock, 'YYYY-MM-DDTHH:MM' (what a datetime-local input holds). */
export function wallClockOf(at: number, timeZone: string): string {
  const f = wallFields(at, timeZone);
  return `${f.year}-${f.month}-${f.day}T${String(Number(f.hour) % 24).padStart(2, '0')}:${f.minute}`;
}
