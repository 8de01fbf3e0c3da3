// When the desks let people in to an event or a workshop (issue 22): from an hour before it starts to an hour after it
// ends, on its date and on the venue's clock (the edition's time zone); the whole date when it has no times. Pure, so
// the offline desk and the server read the same window from the same stored texts.
import { zonedInstant } from './zoned-time';

export const CHECK_IN_MARGIN_MINUTES = 60;
const MINUTE_MS = 60_000;

/** An item's date and its start and end on the venue's clock, 'HH:MM' (24-hour); null when not known. */
export interface ItemTimes {
  date: string;
  start: string | null;
  end: string | null;
}

/** The instants (ms since the epoch) between which a check-in is accepted, both included. */
export interface CheckInWindow {
  opensAt: number;
  closesAt: number;
}

const CLOCK = /\b(\d{1,2})(?!\d)(?:\s*[:.]\s*(\d{2})(?!\d))?(?:\s*([ap])\.?\s*m\b\.?)?/gi;
/** What joins the two ends of a range: '10 - 12 PM', '2–4 pm', '9 to 11 AM'. */
const RANGE_JOIN = /^\s*(?:-|–|—|to\b)\s*/i;

const hhmm = (hours: number, minutes: number) =>
  `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;

/** A 12-hour clock's hour (1–12) in 24 hours, AM or PM. */
const twentyFourHour = (hours: number, pm: boolean) => (hours % 12) + (pm ? 12 : 0);

/**
 * The clock times a text names, in order, as 'HH:MM': '10:00', '10:00 AM - 1:00 PM', '10 am – 4 pm', '14.30-16.00'.
 * A bare number without minutes or AM/PM is not a time ('3 hours', 'Hall 2') — unless it starts a range whose end
 * says AM or PM ('10 - 12 PM'): it shares that half of the day, or the other one when that would put it after the end
 * (10 – 12 PM is 10:00 to 12:00; 2 – 4 PM is 14:00 to 16:00).
 */
export function clockTimesIn(text: string): string[] {
  const times: string[] = [];
  let rangeStart: number | null = null;
  for (const match of text.matchAll(CLOCK)) {
    const [whole, h, m, meridiem] = match;
    if (m === undefined && meridiem === undefined) {
      const followedByRange = RANGE_JOIN.test(text.slice(match.index + whole.length));
      rangeStart = followedByRange && Number(h) >= 1 && Number(h) <= 12 ? Number(h) : null;
      continue;
    }
    let hours = Number(h);
    const minutes = Number(m ?? 0);
    if (minutes > 59) continue;
    if (meridiem) {
      if (hours < 1 || hours > 12) continue;
      const pm = meridiem.toLowerCase() === 'p';
      hours = twentyFourHour(hours, pm);
      if (rangeStart !== null) {
        const sameHalf = twentyFourHour(rangeStart, pm);
        times.push(hhmm(sameHalf * 60 < hours * 60 + minutes ? sameHalf : twentyFourHour(rangeStart, !pm), 0));
      }
    } else if (hours > 23) {
      continue;
    }
    rangeStart = null;
    times.push(hhmm(hours, minutes));
  }
  return times;
}

/** An event's stored start and end ('HH:MM' each). */
export function eventTimes(date: string, timeStart: string, timeEnd: string): ItemTimes {
  return { date, start: clockTimesIn(timeStart)[0] ?? null, end: clockTimesIn(timeEnd)[0] ?? null };
}

/** A workshop's stored time, one free text ('10:00 AM - 1:00 PM', '' for none). */
export function workshopTimes(date: string, time: string): ItemTimes {
  const [start = null, end = null] = clockTimesIn(time);
  return { date, start, end };
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function nextDay(date: string): string {
  const [, y, m, d] = DATE.exec(date)!;
  return new Date(Date.UTC(Number(y), Number(m) - 1, Number(d) + 1)).toISOString().slice(0, 10);
}

/**
 * The check-in window of an item: from CHECK_IN_MARGIN_MINUTES before its start to as long after its end (an end not
 * after the start is on the next day: 22:00–01:00); with a start only, until the end of its date; with no times, its
 * whole date. Null when the date cannot be read (then no window applies).
 */
export function checkInWindow(times: ItemTimes, timeZone: string): CheckInWindow | null {
  if (!DATE.test(times.date)) return null;
  const endOfDate = zonedInstant(nextDay(times.date), '00:00', timeZone) - 1;
  if (!times.start) return { opensAt: zonedInstant(times.date, '00:00', timeZone), closesAt: endOfDate };
  const start = zonedInstant(times.date, times.start, timeZone);
  let end = times.end ? zonedInstant(times.date, times.end, timeZone) : null;
  if (end !== null && end <= start) end = zonedInstant(nextDay(times.date), times.end!, timeZone);
  const margin = CHECK_IN_MARGIN_MINUTES * MINUTE_MS;
  return { opensAt: start - margin, closesAt: end === null ? endOfDate : end + margin };
}

export const isWithinWindow = (window: CheckInWindow, at: number) => at >= window.opensAt && at <= window.closesAt;

const formats = new Map<string, { date: Intl.DateTimeFormat; time: Intl.DateTimeFormat }>();

/** The window in words on the venue's clock: { date: '23 October 2031', from: '9:00 AM', to: '1:00 PM' }. */
export function describeCheckInWindow(
  window: CheckInWindow,
  timeZone: string,
): { date: string; from: string; to: string } {
  let format = formats.get(timeZone);
  if (!format) {
    format = {
      date: new Intl.DateTimeFormat('en-GB', { timeZone, day: 'numeric', month: 'long', year: 'numeric' }),
      time: new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit', hour12: true }),
    };
    formats.set(timeZone, format);
  }
  // ICU puts a narrow no-break space before AM/PM: a plain one reads the same everywhere (and in tests).
  const time = (at: number) => format.time.format(at).replace(/[\u202f\u00a0]/g, ' ');
  return { date: format.date.format(window.opensAt), from: time(window.opensAt), to: time(window.closesAt) };
}
