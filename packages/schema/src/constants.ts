// Business constants of docs/product.md#constants-and-limits that are not the edition's (the edition's facts are data: edition.ts).
export const GENDERS = ['male', 'female'] as const;
export type Gender = (typeof GENDERS)[number];

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
  userPageSizeMax: 100,
  /** The highest page number a staff list accepts (a bound for the offset, far past any real list). */
  pageMax: 1_000_000,
  recentListSize: 10,
  /** docs/product.md#interface-constants: the accommodation list asks for at most 500 rows. */
  accommodationListLimit: 500,
  /** One staff request may act on at most this many participants (bulk verify, IDs, email, CSV). */
  bulkMax: 10_000,
  searchMax: 100,
  roomNumberMax: 20,
  auditListMax: 200,
  // Admin catalogue forms (docs/product.md#limits): the event and workshop schemas and their form fields.
  eventNameMax: 100,
  workshopTitleMax: 150,
  descriptionMax: 2000,
  venueMax: 200,
  prizeMax: 200,
  instructorNameMax: 100,
  instructorDesignationMax: 100,
  instructorOrganizationMax: 150,
  workshopTimeMax: 50,
  coordinatorNameMax: 100,
  coordinatorPhoneMax: 20,
  teamSizeMin: 1,
  teamSizeMax: 50,
  maxParticipantsMin: 1,
  durationHoursMin: 1,
  durationHoursMax: 24,
  /** Fees are whole rupees from 0: the settings fees and a workshop's fee. */
  feeMin: 0,
  upiIdMax: 100,
  upiPayeeNameMax: 100,
  paymentNotesMax: 1000,
  rejectionReasonMax: 1000,
  emailTypeMax: 200,
  staffNameMax: 100,
  conflictResolutionMax: 500,
  deviceNameMax: 60,
  // The team page (/team, /admin/team): organisers' sections of people.
  teamSectionsMax: 20,
  teamMembersPerSectionMax: 60,
  teamSectionTitleMax: 80,
  teamMemberNameMax: 100,
  teamMemberRoleMax: 100,
  teamProfileUrlMax: 500,
  /** A team photo as uploaded (before the server shrinks it to TEAM_PHOTO.size). */
  teamPhotoMaxBytes: 2 * 1024 * 1024,
} as const;

/** What the server makes of an uploaded team photo: a square this many pixels wide, in WebP. */
export const TEAM_PHOTO = { size: 400, quality: 82 } as const;

/** Rooms take 4 people (docs/product.md#dashboard-and-setup-checklist: rooms required = total accommodations ÷ 4, rounded up), one gender each. */
export const ROOM_CAPACITY = 4;

/** docs/product.md#dashboard-and-setup-checklist dashboard: top 10 events, 10 latest registrations; bars scale against 70, capped at 100%. */
export const DASHBOARD = { topEvents: 10, latest: 10, barScale: 70, peoplePerRoom: ROOM_CAPACITY } as const;

/**
 * Participant IDs: the edition's prefix and a zero-padded sequence from the counters table (SYM25-0001, …).
 * Assigned once, never reused or changed; the next edition starts the sequence again.
 */
export const PARTICIPANT_ID = { digits: 4, counter: 'participant_id' } as const;

export const QR = { profileSize: 220, adminSize: 200, errorCorrectionLevel: 'H' } as const;
