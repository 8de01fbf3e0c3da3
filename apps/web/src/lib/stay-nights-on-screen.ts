import { formatStayNights } from '@symposium/schema/stay-nights';

/**
 * A stay's nights as a participant's screen shows them: formatStayNights' words ('23 Oct – 24 Oct (2 nights)') with
 * each date and the night count held together, so a phone's narrow column breaks between them, never inside one
 * ('(2' at the end of a line, 'nights)' on the next). The mails and staff screens keep formatStayNights as it is.
 */
export function stayNightsOnScreen(stay: Parameters<typeof formatStayNights>[0]): string {
  return formatStayNights(stay).replace(/(\d) /g, '$1\u00a0');
}
