// A wall-clock time on a calendar date in a named time zone, as an instant (ms since the epoch), with the platform's
// own time-zone data (Intl): the venue's clock, whatever the server's or the phone's zone.

function offsetMs(at: number, timeZone: string): number {
  const fields = Object.fromEntries(
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
  const asUtc = Date.UTC(+fields.year!, +fields.month! - 1, +fields.day!, +fields.hour! % 24, +fields.minute!, +fields.second!);
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

/** The midnight that ends `date` on the zone's clock. */
export function zonedDayAfter(date: string, timeZone: string): number {
  const [y, m, d] = date.split('-').map(Number);
  const next = new Date(Date.UTC(y!, m! - 1, d! + 1)).toISOString().slice(0, 10);
  return zonedInstant(next, '00:00', timeZone);
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
  const fields = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return `${fields.year}-${fields.month}-${fields.day}T${String(Number(fields.hour) % 24).padStart(2, '0')}:${fields.minute}`;
}
