import { LIMITS } from './constants';
import { waitInWords } from './wait-in-words';

// The exact user-facing texts of docs/product.md#validation-messages. Forms and routes import them from here.
export const M = {
  // contact
  contactNameRequired: 'Name is required',
  contactNameLetters: 'Name should only contain letters and spaces',
  contactNameMin: 'Name must be at least 2 characters',
  contactNameMax: 'Name must be at most 100 characters',
  contactPhoneRequired: 'Phone number is required',
  contactPhoneDigits: 'Phone number must be exactly 10 digits',
  contactEmailRequired: 'Email is required',
  contactSubjectRequired: 'Subject is required',
  contactSubjectMax: 'Subject must be at most 200 characters',
  contactMessageRequired: 'Message is required',
  contactMessageMax: 'Message must be at most 5000 characters',
  contactFailed: '✗ Failed to send message. Please try again or contact us directly.',
  contactSent: "✓ Message sent successfully! We'll get back to you soon.",
  // the staff's contact inbox (/admin/messages)
  contactHandledRequired: 'Say whether the message is handled: true or false',
  contactMessageNotFound: 'This message is no longer in the inbox. Reload the page.',
  contactMarkedHandled: 'Message marked handled.',
  contactMarkedOpen: 'Message marked open again.',
  // login
  fillAllFields: 'Please fill in all fields',
  validEmail: 'Please enter a valid email address',
  loginPasswordMin: 'Password must be at least 6 characters',
  loginFailed: 'Login failed. Please check your credentials.',
  invalidCredentials: 'Invalid email or password',
  // register step 1
  personalDetailsRequired: 'Please fill in all personal details',
  firstNameChars: 'First name should only contain letters, spaces, and basic punctuation',
  lastNameChars: 'Last name should only contain letters, spaces, and basic punctuation',
  firstNameMin: 'First name must be at least 2 characters long',
  firstNameMax: 'First name must be at most 50 characters long',
  lastNameMax: 'Last name must be at most 50 characters long',
  registerEmail: 'Please enter a valid email address (only letters, numbers, @, and . allowed)',
  registerPhone: 'Please enter a valid 10-digit phone number',
  registerPhoneStart: 'Phone number must start with 6, 7, 8, or 9',
  collegeChars: 'College name should only contain letters and spaces (no numbers)',
  departmentChars: 'Department name should only contain letters and spaces (no numbers)',
  /** Under the register form's College and Department: docs/product.md#validation-messages allows letters and spaces only, said before Continue. */
  collegeHint: "Letters and spaces only: St Josephs College, not St. Joseph's College",
  departmentHint: 'Letters and spaces only: Electronics and Communication, not Dept. of E&C',
  collegeMin: 'College name must be at least 3 characters long',
  collegeMax: 'College name must be at most 150 characters long',
  departmentMin: 'Department name must be at least 2 characters long',
  departmentMax: 'Department name must be at most 100 characters long',
  collegeLocationChars: "College location should only contain letters, numbers, spaces, and . , ' ( ) -",
  collegeLocationMax: 'College location must be at most 100 characters long',
  yearRange: 'Please select a year between 1 and 4',
  passwordMin: 'Password must be at least 6 characters long',
  passwordMax: 'Password must be at most 128 characters long',
  passwordsMismatch: 'Passwords do not match',
  // register step 2
  registrationTypeRequired: 'Please select a registration type',
  transactionIdRequired: 'Please enter transaction ID',
  paymentReferenceInvalid: 'Payment reference should be 6–10 letters and digits (no 0, O, 1 or I)',
  statementRequired: 'Choose a bank statement file (CSV or XLSX)',
  statementTooLarge: 'The statement file should not exceed 10 MB',
  statementUnreadable:
    'This file could not be read as a CSV or XLSX statement. Download the statement again as CSV or Excel (XLSX).',
  statementNoLines: 'No transaction lines were found under the header of this statement.',
  statementColumnsUnknown: 'The columns of this statement could not be recognised. Tell which column holds what.',
  statementMappingInvalid: 'The column mapping could not be read',
  statementNotFound: 'Statement not found',
  statementVerified: (n: number) =>
    n === 0 ? 'No matched payment was still pending.' : `Verified ${n} matched payment${n === 1 ? '' : 's'}.`,
  paymentReferenceTaken: 'This payment reference belongs to another registration. Reload the page for a new one.',
  transactionIdChars: 'Transaction ID should only contain letters, numbers, hyphens, and underscores',
  transactionIdMin: 'Transaction ID must be at least 4 characters long',
  transactionIdMax: 'Transaction ID must be at most 50 characters long',
  screenshotRequired: 'Please upload payment screenshot',
  screenshotNotImage: 'Please upload an image file',
  screenshotTooLarge: 'File size should not exceed 5MB',
  /**
   * A 507: storing the screenshot would eat into the free space kept for the venue's check-ins (UPLOADS_MIN_FREE_MB;
   * not in the spec: docs/decisions/0041-data-dir-safety.md, "Uploads keep a free-space reserve").
   */
  screenshotStorageFull:
    'The server cannot take payment screenshots right now, so nothing was saved. Please try again later or contact the organisers.',
  termsRequired: 'Please accept the terms and conditions',
  amountMismatch: 'The amount does not match the registration fee',
  emailTaken: 'An account with this email already exists. Please login instead.',
  registrationFailed: 'Registration failed. Please try again.',
  /** /register while GET /config (is registration open?) has not answered: neither the form nor the closed notice yet. */
  registrationChecking: 'Checking whether registration is open...',
  registrationCheckFailed: 'Could not check whether registration is open. Check your connection and try again.',
  submissionKeyInvalid: 'Please reload the page and submit the form again.',
  registerDraftRestored:
    'We kept what you typed on this device. Passwords and the payment screenshot are never kept: please enter them again.',
  /** On /profile's new-payment-proof form when a transaction ID typed earlier in this tab came back (as registerDraftRestored). */
  paymentProofDraftRestored:
    'We kept the transaction ID you typed on this device. The payment screenshot is never kept: please choose it again.',
  registrationSuccess:
    'Your response has been submitted successfully. You will be notified through your registered email ID after verification.',
  // accommodation
  accommodationDatesGender: 'Please select at least one date and your gender',
  accommodationRules: 'Please accept the accommodation rules',
  accommodationCheckOutBeforeCheckIn: 'The check-out date cannot be before the check-in date',
  /** /accommodation while GET /config (is registration open?) has not answered: neither the booking nor the closed notice yet. */
  accommodationChecking: 'Checking whether rooms can still be booked...',
  accommodationCheckFailed: 'Could not check whether rooms can still be booked. Check your connection and try again.',
  accommodationNotAsked: 'You did not ask for accommodation when you registered.',
  accommodationAfterRegistration:
    'Accommodation is booked together with a registration, so it cannot be added to an existing one here. To ask for a room now, contact the organisers.',
  registrationChangesByOrganisers: 'To add accommodation or change your registration type, contact the organisers.',
  registrationTypeChange: 'To change your registration type, contact the organisers.',
  // forgot / reset
  forgotEmailRequired: 'Please enter your email address',
  forgotFailed: 'Failed to send reset link. Please try again.',
  forgotSent: 'If an account exists for that email, a password reset link has been sent.',
  resetFailed: 'Failed to reset password. The link may have expired or is invalid.',
  resetMissingToken: 'Invalid or missing reset token',
  resetExpired: 'This password reset link is invalid or has expired. Reset links are only valid for 10 minutes.',
  resetDone: 'Password reset successful. You can now log in with your new password.',
  // event registration
  loginToRegisterEvents: 'Please login to register for events',
  loginToRegisterWorkshops: 'Please login to register for workshops',
  eventRegistrationUnavailable:
    '⚠️ Event registration is currently unavailable. Events are being set up in the database. Please check back later or contact the organizers for more information.',
  workshopRegistrationUnavailable: 'Workshop registration is currently unavailable...',
  participantsOnly: 'Only participants can register for events and workshops.',
  eventAccessDenied: 'Your registration type does not include events. Events need a General or Both registration.',
  workshopAccessDenied:
    'Your registration type does not include workshops. Workshops need a Workshop or Both registration.',
  registrationPaymentPending: 'Your payment has not been verified yet. You can register once it is verified.',
  /** The disabled register button of every event and workshop card until the participant's payment is verified. */
  registerPaymentPendingLabel: 'Payment Not Verified',
  profilePassRevokedAction:
    'Your entry pass was revoked, so you cannot register for more events or workshops. Contact support about it.',
  registrationPassRevoked:
    'The organisers revoked your entry pass, so you cannot register for events or workshops. Please contact support if you think this is a mistake.',
  /** The disabled register button of every event and workshop card while the pass is revoked (its reason: registrationPassRevoked). */
  registerPassRevokedLabel: 'Entry Pass Revoked',
  /** Added to the withdraw question while the pass is revoked: the place cannot be taken back (POST answers PASS_REVOKED). */
  withdrawWhilePassRevoked:
    'While your entry pass is revoked you cannot register again, so you cannot take this place back.',
  chooseEvent: 'Please choose an event',
  chooseWorkshop: 'Please choose a workshop',
  eventNotFound: 'Event not found',
  workshopNotFound: 'Workshop not found',
  eventRegistrationClosed: 'Registration for this event has closed.',
  workshopRegistrationClosed: 'Registration for this workshop has closed.',
  eventFull: 'This event is full. No more places are available.',
  workshopFull: 'This workshop is full. No more places are available.',
  alreadyRegisteredEvent: 'You are already registered for this event.',
  alreadyRegisteredWorkshop: 'You are already registered for this workshop.',
  notRegisteredEvent: 'You are not registered for this event.',
  notRegisteredWorkshop: 'You are not registered for this workshop.',
  eventRegistrationFailed: 'Registration failed. Please try again.',
  withdrawFailed: 'Withdrawal failed. Please try again.',
  /** Under a registered item on /profile once its registration has closed (the server refuses withdrawing then too). */
  withdrawClosed:
    'Registration has closed, so you can no longer withdraw here. If you cannot attend, contact the organisers.',
  /** The same while the staff switch has registration off (the server refuses withdrawing then too, REGISTRATION_UNAVAILABLE). */
  withdrawUnavailable:
    'Registration is currently unavailable, so you cannot withdraw here for now. If you cannot attend, contact the organisers.',
  // profile pass badge (docs/product.md#status-badge)
  passActive: 'QR CODE VERIFIED & ACTIVE',
  passGenerating: 'QR Code is being generated... Please refresh in a few minutes',
  passAwaitingPayment: 'AWAITING PAYMENT VERIFICATION',
  passPaymentRequired: 'PAYMENT VERIFICATION REQUIRED',
  passRevoked: 'ENTRY PASS REVOKED',
  // staff
  rejectionReasonRequired: 'Please provide a reason for rejection',
  noEligibleUsers: 'No eligible users (must be verified and without ID).',
  selectUsers: 'Select at least one participant',
  tooManyUsers: 'Too many participants in one request',
  emailTypeRequired: 'Please choose an email type',
  noEmailRecipients: 'No email was sent: none of the selected accounts is a participant.',
  exportSelectedWithPost: 'Send the selected participants as { userIds } with POST /admin/users/export.csv.',
  participantNotFound: 'Participant not found',
  paymentAlreadyVerified: 'This payment has already been verified.',
  passRevokeReasonRequired: 'Please give a reason for revoking the pass',
  noPassToRevoke: 'This participant has no entry pass yet: there is nothing to revoke.',
  passAlreadyRevoked: "This participant's pass is already revoked.",
  passNotRevoked: "This participant's pass is not revoked.",
  paymentNotPending: 'Only pending payments can be rejected.',
  paymentNotRejected: 'Only a rejected payment can be submitted again.',
  paymentProofReceived: 'Your new payment proof has been received. The organisers will verify it soon.',
  paymentProofFailed: 'Your payment proof could not be sent. Please try again.',
  roomNumberRequired: 'Please enter a room number',
  roomNumberMax: 'Room number must be at most 20 characters',
  accommodationNotFound: 'Accommodation request not found',
  accommodationNotRequested: 'Only requested accommodations can be confirmed.',
  accommodationAlreadyCancelled: 'This accommodation request is already cancelled.',
  stayParticipantRequired: 'Please choose the participant',
  stayAlreadyActive: (requestNumber: string, status: string) =>
    `This participant already has accommodation request ${requestNumber} (${status}). Cancel it before adding another.`,
  stayAdded: (requestNumber: string) => `Accommodation request ${requestNumber} added.`,
  /**
   * The Add a Stay dialog, before the press: what the stay does to the participant's amount and what the desk collects
   * (deskStayCharge, the rule the API applies).
   */
  deskStayChargeNotice: (name: string, charge: { adds: number; amountAfter: number; carried: number }) =>
    charge.adds > 0
      ? `The stay adds ₹${charge.adds}: ${name}'s registration amount becomes ₹${charge.amountAfter}. Collect the ₹${charge.adds} here and mark it collected in the list.`
      : charge.carried > 0
        ? `${name}'s registration amount stays ₹${charge.amountAfter}: it already includes accommodation. The ₹${charge.carried} fee of an earlier stay added at the desk was never collected: it becomes this stay's fee. Collect it here and mark it collected in the list.`
        : `${name}'s registration amount stays ₹${charge.amountAfter}: it already includes accommodation.`,
  /**
   * Cancel Request's question: what happens to a desk stay's fee (docs/decisions/0035-stays-added-at-the-desk.md, "Cancelling a desk stay says what
   * happens to its fee"). Uncollected, the fee is not asked for, the amount is not lowered, and the fee moves to the
   * next stay added for the person; collected, it is kept (spec: fees are non-refundable).
   */
  cancelStayQuestion: (
    requestNumber: string,
    name: string,
    deskFee: { amount: number; collectedAt: string | null } | null,
  ) => {
    const question = `Cancel accommodation request ${requestNumber} of ${name}?`;
    if (!deskFee) return question;
    if (deskFee.collectedAt)
      return `${question}\n\nIts ₹${deskFee.amount} stay fee was collected at the desk and is not refunded.`;
    return (
      `${question}\n\nIts ₹${deskFee.amount} stay fee has not been collected: the desk stops asking for it. ` +
      `The registration amount keeps the ₹${deskFee.amount} (it is not lowered), so a stay added for ${name} later adds nothing more: ` +
      `the ₹${deskFee.amount} is then collected for that stay.`
    );
  },
  /**
   * To the participant, when a desk stay is cancelled (the mail, the profile's stay card): what cancelling did to its
   * fee, in the words of M.cancelStayQuestion. Uncollected: the amount keeps the fee, owed by nobody now, and a stay
   * added later takes it instead of adding more.
   */
  cancelledStayFee: (amount: number, collected: boolean) =>
    collected
      ? `Its ₹${amount} stay fee was paid at the accommodation desk and is not refunded.`
      : `Its ₹${amount} stay fee was not collected, and you do not owe it now. ` +
        `Your registration amount keeps the ₹${amount} (it is not lowered), so a stay added for you later adds nothing more: ` +
        `the ₹${amount} is then paid at the accommodation desk for that stay.`,
  /**
   * Under an active desk stay on /profile (offline too, from the saved pass): where its fee is paid, or that it was
   * (docs/decisions/0035-stays-added-at-the-desk.md, "The participant sees their desk stay's fee"). A stay booked with the registration says nothing.
   */
  activeStayFee: (amount: number, collected: boolean) =>
    collected
      ? `Stay fee ₹${amount}: paid at the accommodation desk.`
      : `Stay fee ₹${amount}: pay it at the accommodation desk, not online.`,
  /**
   * /accommodation's Your Stay for a participant who has a stay: how it was booked (its `source`), its request and
   * nights (formatStayNights).
   */
  yourStay: (source: 'registration' | 'desk', requestNumber: string, nights: string) =>
    source === 'desk'
      ? `The organisers added accommodation for you at the desk: ${requestNumber}, ${nights}.`
      : `You asked for accommodation when you registered: ${requestNumber}, ${nights}.`,
  /** Beside a requested stay's disabled Confirm while the participant's payment is not verified (the API refuses the room). */
  confirmAwaitsPayment: 'Needs a verified payment',
  /** A stay added at the desk raised the amount by a fee no payment proof covered: the desk takes it and says so. */
  stayFeeCollected: (amount: number, requestNumber: string) =>
    `₹${amount} for accommodation request ${requestNumber} recorded as collected.`,
  stayFeeNotDue: 'This accommodation request has no desk fee left to collect.',
  /** The fee of a stay added at the desk, as the accommodations row and the payments screen say it. */
  deskStayFeeState: (amount: number, state: 'collected' | 'due' | 'cancelled') =>
    state === 'collected'
      ? `₹${amount} stay fee collected`
      : state === 'due'
        ? `₹${amount} stay fee to collect`
        : `₹${amount} stay fee not collected (stay cancelled)`,
  /** Under the 'Stay fees to collect' card: how many desk stays' fees are still due ('0 stays added at the desk' read as none added). */
  deskFeesDueDetail: (stays: number) =>
    stays === 0 ? 'Nothing left to collect' : `${stays} desk stay${stays === 1 ? '' : 's'} not collected yet`,
  /** What a payment proof made before a stay was added at the desk covers: the amount without the stay's fee. */
  proofAmountWithoutDeskStay: (proof: number) => `Proof: ₹${proof}`,
  proofBeforeDeskStay: (proof: number, fee: number, requestNumber: string) =>
    `Check the screenshot against ₹${proof}. The other ₹${fee} is the fee of accommodation request ${requestNumber}, added at the desk after this payment: the desk collects it there, and it is not part of this proof.`,
  /** On /profile's new payment proof when a stay was added at the desk after the payment: its fee is not paid online. */
  newProofWithoutDeskStay: (fee: number, requestNumber: string, state: 'collected' | 'due' | 'cancelled') =>
    state === 'due'
      ? `The ₹${fee} for your stay (accommodation request ${requestNumber}) is not part of this payment: pay it at the accommodation desk, not online.`
      : state === 'collected'
        ? `The ₹${fee} for your stay (accommodation request ${requestNumber}) was paid at the accommodation desk: it is not part of this payment.`
        : `The ₹${fee} for accommodation request ${requestNumber}, cancelled before it was paid, is not part of this payment.`,
  stayPaymentNotVerified: (status: string) =>
    `This participant's payment is ${status}, not verified. Verify the payment before confirming a room.`,
  roomFull: (room: string, occupants: number, capacity: number) =>
    `Room ${room} is full (${occupants} of ${capacity}).`,
  roomOtherGender: (room: string, gender: string) => `Room ${room} is assigned to ${gender} participants.`,
  deleteWithRegistrations: (name: string, registered: number) =>
    `${name} has ${registered} active registration${registered === 1 ? '' : 's'} and cannot be deleted. Set its status to Cancelled instead.`,
  capacityBelowRegistered: (registered: number) =>
    `Max participants cannot be lower than the ${registered} already registered.`,
  staffNotFound: 'Staff account not found',
  staffSelfChange: 'You cannot disable your own account or remove your own admin role.',
  lastAdmin: 'At least one enabled admin must remain.',
  staffNameRequired: 'Please enter a name',
  staffRoleRequired: 'Please choose a role (coordinator or admin)',
  staffPasswordMin: 'Staff passwords must be at least 8 characters',
  passwordTooCommon: 'This password is too common. Please choose another.',
  requestIncomplete: 'The request did not arrive in full. Please try again.',
  // admin event and workshop forms (docs/product.md#events-and-workshops-catalogue)
  eventNameRequired: 'Event name is required',
  descriptionRequired: 'Description is required',
  categoryRequired: 'Please choose a category',
  eventTypeRequired: 'Please choose individual or team',
  venueRequired: 'Venue is required',
  dateRequired: 'Date is required',
  startTimeRequired: 'Start time is required',
  endTimeRequired: 'End time is required',
  maxParticipantsMin: 'Max participants must be at least 1',
  maxParticipantsWhole: 'Max participants must be a whole number',
  deadlineRequired: 'Registration deadline is required',
  statusRequired: 'Please choose a status',
  teamSizeOrder: 'Minimum team size cannot be larger than the maximum',
  teamSizeTeamMax: 'A team event needs a maximum team size of at least 2',
  dateNotReal: 'Please enter a real calendar date',
  deadlineNotReal: 'The registration deadline is not a real date and time',
  endTimeAfterStart: 'End time must be after the start time',
  deadlineAfterEvent: 'The registration deadline must not be after the event ends',
  deadlineAfterWorkshop: 'The registration deadline must not be after the workshop day',
  workshopTitleRequired: 'Workshop title is required',
  /** A second live event of the same name (any case): also what a Save repeated after a lost answer meets. */
  eventNameTaken: (name: string) => `An event named ${name} already exists`,
  workshopTitleTaken: (title: string) => `A workshop named ${title} already exists`,
  instructorNameRequired: 'Instructor name is required',
  durationMin: 'Duration must be at least 1 hour',
  durationWhole: 'Duration must be a whole number of hours',
  feeMin: 'Fee cannot be negative',
  feeWhole: 'Fee must be in whole rupees',
  textTooLong: 'This text is too long',
  numberTooLarge: (max: number) => `Please enter a number no larger than ${max.toLocaleString('en-IN')}`,
  // the team page and its admin screen (/team, /admin/team)
  teamSectionTitleRequired: 'Enter the section title',
  teamSectionTitleTooLong: `Section titles can be at most ${LIMITS.teamSectionTitleMax} characters`,
  teamMemberNameRequired: "Enter the member's name",
  teamMemberNameTooLong: `Names can be at most ${LIMITS.teamMemberNameMax} characters`,
  teamMemberRoleRequired: "Enter the member's role",
  teamMemberRoleTooLong: `Roles can be at most ${LIMITS.teamMemberRoleMax} characters`,
  teamProfileUrlInvalid: 'Enter the full profile link, starting with https://',
  teamProfileUrlTooLong: `Profile links can be at most ${LIMITS.teamProfileUrlMax} characters`,
  teamTooManySections: `The team can have at most ${LIMITS.teamSectionsMax} sections`,
  teamTooManyMembers: `A section can have at most ${LIMITS.teamMembersPerSectionMax} members`,
  teamMemberTwice: 'A member appears twice in the team. Reload the page and try again.',
  teamMemberNotFound: 'This member is no longer in the team. Reload the page.',
  teamPhotoRequired: 'Choose a photo to upload',
  teamPhotoTooLarge: `The photo must be at most ${LIMITS.teamPhotoMaxBytes / (1024 * 1024)} MB`,
  teamPhotoNotImage: 'The photo must be a JPEG, PNG or WebP image',
  teamPhotoUnreadable: 'This photo could not be read. It may be damaged: export it again as JPEG or PNG and retry.',
  teamPhotoBodyNotMultipart: 'Send the photo as multipart/form-data, in the field photo.',
  teamEmpty: 'The team will be announced soon',
  /** Asked before leaving /admin/team for another screen with changes not saved. */
  teamLeaveUnsaved: 'Leave without saving? Your changes to the team will be lost.',
  // generic
  offline: 'You appear to be offline. Check your connection and try again — nothing you entered has been lost.',
  /** The same for a press with nothing typed (register for an item, withdraw). */
  offlineAction: 'You appear to be offline. Check your connection and try again.',
  // A screen's data did not arrive: what happened, truthfully. `subject` names what ('the settings').
  loadFailedOffline: (subject: string) =>
    `Could not load ${subject}: you appear to be offline. Check your connection and try again.`,
  loadFailedServer: (subject: string) =>
    `Could not load ${subject}: the server ran into a problem (your connection is fine). Try again in a moment.`,
  loadFailed: (subject: string) => `Could not load ${subject}. Please try again.`,
  /** A 429: how long to wait, from its Retry-After seconds (the moment-only text when no wait is known). */
  tooManyRequests: (retryAfterSeconds?: number | null) =>
    retryAfterSeconds == null
      ? 'Too many attempts. Please wait a moment and try again.'
      : `Too many attempts. Please try again ${waitInWords(retryAfterSeconds)}.`,
  sessionExpired: 'Your session has expired. Please log in again.',
  /** Over a staff page whose session ended (not in the spec: docs/decisions/0006-sessions-in-the-browser.md, "A staff session that ends keeps the page"). */
  sessionEndedSignInAgain: 'Your session has ended. Sign in again to continue.',
  signInAgainOtherAccount: 'Signing in with another account clears this page.',
  /** Asked before a dialog holding unsaved typed text closes by Escape, a click outside or its close mark. */
  discardChanges: 'Close without saving? What you typed here will be lost.',
  notSignedIn: 'Please log in to continue.',
  forbidden: 'You do not have permission to do this.',
  notFound: 'Not found',
  /** A 503: the server's disk is full or read-only (not in the spec: docs/decisions/0041-data-dir-safety.md). Nothing was saved. */
  storageUnavailable:
    'The server cannot save anything right now. Nothing was changed; please try again in a few minutes.',
  // request bodies in a form the route does not take (415) or cannot read (400)
  bodyNotJson: 'Send the request body as JSON.',
  bodyJsonInvalid: 'The request body is not valid JSON.',
  bodyNotJsonObject: 'The request body must be a JSON object.',
  /** Register and a new payment proof carry a file: only multipart/form-data can (urlencoded and JSON cannot). */
  bodyNotMultipart: 'Send this form as multipart/form-data, with the payment screenshot attached.',
  formUnreadable: 'The form data could not be read. Please try again.',
  /** A form sent a field twice (two emails, two screenshots): which one was meant is not for the server to guess. */
  duplicateFormField: (field: string) => `The form sent '${field}' more than once. Please send it again.`,
  // Inputs only the API sees — query strings, path ids, JSON written by hand — named as the caller wrote them
  // (not in the spec: docs/decisions/0003-input-errors-say-what-and-where.md, "Every bad API input gets a message that names it").
  /** A page, a page size, a queue size: `max` undefined means no upper bound. */
  wholeNumberRange: (name: string, min: number, max?: number) =>
    max === undefined
      ? `${name} must be a whole number from ${min} up`
      : `${name} must be a whole number from ${min} to ${max}`,
  oneOf: (name: string, values: readonly (string | number | boolean | null)[]) =>
    `${name} must be one of: ${values.join(', ')}`,
  trueOrFalse: (name: string) => `${name} must be true or false`,
  fieldRequired: (name: string) => `${name} is required`,
  /** `what` reads after 'must be': 'text', 'a number', 'a list'. */
  fieldMustBe: (name: string, what: string) => `${name} must be ${what}`,
  fieldNotEmpty: (name: string) => `${name} must not be empty`,
  fieldAtLeast: (name: string, min: number | bigint, unit?: string) =>
    `${name} must be at least ${min}${unit ? ` ${unit}` : ''}`,
  fieldAtMost: (name: string, max: number | bigint, unit?: string) =>
    `${name} must be at most ${max}${unit ? ` ${unit}` : ''}`,
  fieldNotAccepted: (name: string) => `${name} is not in a form this request accepts`,
  unknownFields: (names: readonly string[]) => `Unknown field${names.length === 1 ? '' : 's'}: ${names.join(', ')}`,
  // scanner desks (not in the spec: docs/decisions/0020-desk-verdicts.md)
  /** Typed or wedge-scanned text that is neither a pass nor a participant ID: refused at the field, never queued. */
  manualEntryNotAnId: 'Not a participant ID or a pass. Type the ID printed under the QR code, or scan the pass.',
  /**
   * Under that refusal: a participant with no pass (a verified payment, no participant ID generated yet) is found on
   * the Users screen by the name or email just typed, and gets an ID in their details.
   */
  manualEntryNoPass:
    'No pass yet? A verified participant without a participant ID gets one in their details on the Users screen.',
  manualEntryFindInUsers: (text: string) => `Find “${text}” in Users`,
  /**
   * Under that refusal, offline too: the participants on this device's roster whose name or college holds the text,
   * each a button that decides their participant ID as if typed. The heading labels the list and is announced.
   */
  manualEntryRosterMatches: (count: number, text: string) =>
    `${count === 1 ? '1 participant' : `${count} participants`} on this device’s roster ${count === 1 ? 'matches' : 'match'} “${text}”`,
  /** Under the list when it shows only some of the matches. */
  manualEntryRosterMore: (more: number) =>
    `${more} more ${more === 1 ? 'matches' : 'match'} — type more of the name to narrow the list.`,
  manualEntryRosterNone: (text: string) => `Nobody on this device’s roster matches “${text}”.`,
  /** Two active desks under one name would make "which desk was first" ambiguous. */
  deviceNameTaken: (name: string) => `Another device is already named '${name}'. Give this device a name of its own.`,
  /** An admin restoring a revoked device whose name another desk took meanwhile (the rule above, said to the admin). */
  deviceRestoreNameTaken: (name: string) =>
    `Another device is now named '${name}'. Revoke that device, or rename it on its scanner page, before restoring this one.`,
} as const;

/**
 * docs/product.md#validation-messages texts that speak for the whole form rather than one field ('Please fill in all personal details'): a form
 * says them once, above its fields, and only marks each empty field — never the same sentence under every one.
 */
export const FORM_WIDE_MESSAGES: ReadonlySet<string> = new Set([M.personalDetailsRequired, M.fillAllFields]);
