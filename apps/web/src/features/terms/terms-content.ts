// Spec §2: nine numbered terms, including non-refundable fees, final judging and the organisers' right
// to change events. Organisers may reword them here.
export const TERMS = [
  'Registration is confirmed only after the organisers verify your payment.',
  'Registration fees are non-refundable under any circumstances.',
  'Participants must carry a valid college ID card and their entry pass QR code at all times during the symposium.',
  "The judges' decisions are final and binding; no appeals will be entertained.",
  'The organizers may modify, reschedule or cancel any event without prior notice.',
  'Participants must report at the registration desk by 9:00 AM on 23 October to collect their kit.',
  'Any form of malpractice or misconduct leads to immediate disqualification.',
  'Participants are responsible for their belongings; the organisers are not liable for any loss or damage.',
  'Photographs and videos taken during the symposium may be used by the organisers for promotion.',
] as const;
