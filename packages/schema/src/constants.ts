// Business constants of spec §9. Screens and the API read them from here, never as literals.
export const SYMPOSIUM = {
  collegeName: 'College of Engineering',
  title: 'MECH SYMPOSIUM 25-26',
  association: 'Mechanical Engineering Association',
  tagline: 'Break Free From The Ordinary',
  startDate: '2025-10-23',
  endDate: '2025-10-24',
  dateLabel: 'October 23 & 24, 2025',
  countdownTarget: '2025-10-23T00:00:00',
  reportBy: '9:00 AM on 23 October',
  playerCapacity: 456,
  days: 2,
} as const;

export const ACCOMMODATION_DATES = ['2025-10-23', '2025-10-24'] as const;

export const LIMITS = {
  screenshotMaxBytes: 5 * 1024 * 1024,
  passwordMin: 6,
  passwordMax: 128,
  firstNameMax: 50,
  lastNameMax: 50,
  collegeMax: 150,
  collegeLocationMax: 100,
  departmentMax: 100,
  transactionIdMin: 4,
  transactionIdMax: 50,
  contactNameMin: 2,
  contactNameMax: 100,
  subjectMax: 200,
  messageMax: 5000,
  emailMax: 254,
  yearMin: 1,
  yearMax: 4,
  resetLinkMinutes: 10,
  resetRedirectSeconds: 3,
  headerNameMax: 15,
  scrollTopThreshold: 300,
  userPageSize: 20,
  recentListSize: 10,
} as const;

export const QR = { profileSize: 220, adminSize: 200, errorCorrectionLevel: 'H' } as const;
