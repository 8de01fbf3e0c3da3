// Staff read dates on the venue's calendar (the edition's time zone), whatever the server's zone.
const formats = new Map<string, { date: Intl.DateTimeFormat; time: Intl.DateTimeFormat }>();

/** One pair of formatters per zone: a CSV of thousands of rows formats with the same two. */
function formatsIn(timeZone: string) {
  let pair = formats.get(timeZone);
  if (!pair) {
    pair = {
      date: new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }),
      time: new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
    };
    formats.set(timeZone, pair);
  }
  return pair;
}

/** 'YYYY-MM-DD' on the venue's clock (`timeZone`: the edition's). */
export function venueDate(at: string | Date, timeZone: string): string {
  return formatsIn(timeZone).date.format(typeof at === 'string' ? new Date(at) : at);
}

/** 'YYYY-MM-DD HH:mm' on the venue's clock (`timeZone`: the edition's). */
export function venueDateTime(at: string | Date, timeZone: string): string {
  const d = typeof at === 'string' ? new Date(at) : at;
  const { date, time } = formatsIn(timeZone);
  return `${date.format(d)} ${time.format(d)}`;
}
