// How a stay's nights and its check-out read, in the one wording the web and the API mails share
// (docs/decisions/0034-accommodation-nights-rooms-confirmation.md, "A stay reads the same everywhere" and "One nights wording, in packages/schema").
// A stay is kept as its first and last night (checkInDate ≤ checkOutDate, docs/product.md#accommodation); the words never shift
// those calendar dates by a time zone.

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

function calendarDate(iso: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
}

/** '2025-10-23' → '23 Oct'. */
function dayMonth(iso: string): string {
  const date = calendarDate(iso);
  return date ? `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]}` : iso;
}

/** '2025-10-23' → 'Thu, 23 Oct' (the symposium's year goes without saying; the register form's three selects share a row). */
function weekdayDate(date: Date): string {
  return `${WEEKDAYS[date.getUTCDay()]}, ${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]}`;
}

/** The nights a stay holds: '23 Oct – 24 Oct (2 nights)', '24 Oct (1 night)'. */
export function formatStayNights(stay: { checkInDate: string; checkOutDate: string; numberOfDays: number }): string {
  const nights = `${stay.numberOfDays} night${stay.numberOfDays === 1 ? '' : 's'}`;
  if (stay.checkInDate === stay.checkOutDate) return `${dayMonth(stay.checkInDate)} (${nights})`;
  return `${dayMonth(stay.checkInDate)} – ${dayMonth(stay.checkOutDate)} (${nights})`;
}

/** A check-in choice: the day of the first night, 'Thu, 23 Oct'. */
export function checkInDayLabel(firstNight: string): string {
  const date = calendarDate(firstNight);
  return date ? weekdayDate(date) : firstNight;
}

/**
 * The day a stay's participant leaves, 'YYYY-MM-DD': the morning after its last night — '2025-10-23' → '2025-10-24'. The
 * accommodation CSV's Check-out (docs/product.md#csv-exports), the day the register form names.
 */
export function checkOutMorning(lastNight: string): string {
  const date = calendarDate(lastNight);
  if (!date) return lastNight;
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/**
 * A check-out choice, stored as the last night but read as the day the participant leaves: the morning after it —
 * '2025-10-24' → 'Sat, 25 Oct (morning)' (the CSV's Check-out is that day, checkOutMorning).
 */
export function checkOutDayLabel(lastNight: string): string {
  const date = calendarDate(lastNight);
  if (!date) return lastNight;
  date.setUTCDate(date.getUTCDate() + 1);
  return `${weekdayDate(date)} (morning)`;
}
