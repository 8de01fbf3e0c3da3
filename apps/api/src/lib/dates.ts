import { SYMPOSIUM } from '@symposium/schema/constants';

// Staff read dates on the venue's calendar (spec: a symposium in India), whatever the server's zone.
const dateFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: SYMPOSIUM.timeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const timeFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: SYMPOSIUM.timeZone,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** 'YYYY-MM-DD' in the symposium's time zone. */
export function venueDate(at: string | Date = new Date()): string {
  return dateFormat.format(typeof at === 'string' ? new Date(at) : at);
}

/** 'YYYY-MM-DD HH:mm' in the symposium's time zone. */
export function venueDateTime(at: string | Date): string {
  const d = typeof at === 'string' ? new Date(at) : at;
  return `${dateFormat.format(d)} ${timeFormat.format(d)}`;
}
