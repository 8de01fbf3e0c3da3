import { formatCalendarDate } from './format-date';

const DAY_MONTH: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short' };

/** An accommodation request's nights: '23 Oct – 24 Oct (2 nights)', '24 Oct (1 night)'. */
export function formatStayNights(stay: { checkInDate: string; checkOutDate: string; numberOfDays: number }): string {
  const from = formatCalendarDate(stay.checkInDate, DAY_MONTH);
  const nights = `${stay.numberOfDays} night${stay.numberOfDays === 1 ? '' : 's'}`;
  if (stay.checkInDate === stay.checkOutDate) return `${from} (${nights})`;
  return `${from} – ${formatCalendarDate(stay.checkOutDate, DAY_MONTH)} (${nights})`;
}
