import type { Generated } from 'kysely';

// Table types: columns are `T | null`, never optional; timestamps are ISO-8601 text.

export interface UsersTable {
  id: string;
  name: string;
  email: string;
  phone: string;
  college: string;
  department: string;
  year: number | null;
  college_location: string;
  roll_number: string | null;
  participant_id: string | null;
  pass_data: string | null;
  password_hash: string;
  role: 'user' | 'coordinator' | 'admin';
  payment_status: 'pending' | 'verified' | 'rejected';
  payment_amount: number | null;
  transaction_id: string | null;
  /** The reference carried in the UPI note (unique; null before references existed). */
  payment_reference: string | null;
  payment_screenshot: string | null;
  /** The screenshot's perceptual hash (lib/proof-hash.ts), to find the same picture sent by another registration. */
  payment_proof_hash: string | null;
  /** The registrations whose screenshots are the same picture share this (the first one's id); null without a hash. */
  payment_proof_group: string | null;
  registration_type: 'general' | 'workshop' | 'both' | null;
  rejection_reason: string | null;
  /** The verifier's optional note (staff only). */
  payment_notes: string | null;
  disabled_at: string | null;
  /** An admin revoked the entry pass (scanners refuse it); the account still signs in and sees why. */
  pass_revoked_at: string | null;
  pass_revoked_reason: string | null;
  created_at: string;
  updated_at: string;
  verified_at: string | null;
  /** When the registration kit was handed out (set by a trigger on kits). */
  kit_issued_at: string | null;
}

export interface RefreshTokensTable {
  jti: string;
  family_id: string;
  user_id: string;
  expires_at: string;
  created_at: string;
  used_at: string | null;
  revoked_at: string | null;
}

export interface PasswordResetsTable {
  token_hash: string;
  user_id: string;
  expires_at: string;
  created_at: string;
  used_at: string | null;
}

export interface AccommodationRequestsTable {
  id: string;
  seq: number;
  request_number: string;
  user_id: string;
  name: string;
  email: string;
  phone: string;
  college: string;
  gender: 'male' | 'female';
  check_in_date: string;
  check_out_date: string;
  number_of_days: number;
  room_number: string | null;
  status: 'requested' | 'confirmed' | 'cancelled';
  created_at: string;
  updated_at: string;
  /** What adding this stay at the desk raised the registration's amount by (0 when booked with the registration). */
  desk_fee: number;
  desk_fee_collected_at: string | null;
  desk_fee_collected_by: string | null;
  /** Asked for with the registration, or added by staff at the desk. */
  source: 'registration' | 'desk';
}

export interface ContactMessagesTable {
  id: Generated<number>;
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  /** When the message was received. */
  created_at: string;
  /** Open while null; set when a staff member marks it handled (docs/decisions/0056-contact-inbox.md). */
  handled_at: string | null;
  handled_by_id: string | null;
  /** The staff member's name when they marked it. */
  handled_by_name: string | null;
}

export interface EventsTable {
  id: string;
  seed_key: string | null;
  name: string;
  category: 'technical' | 'non-technical' | 'special';
  description: string;
  type: 'individual' | 'team';
  team_min: number;
  team_max: number;
  venue: string;
  date: string;
  time_start: string;
  time_end: string;
  max_participants: number;
  registration_deadline: string;
  /** JSON text of string[] */
  rules: string;
  /** JSON text of { first, second, third } */
  prizes: string;
  /** JSON text of Coordinator[] */
  coordinators: string;
  status: 'upcoming' | 'ongoing' | 'completed' | 'cancelled';
  /** 1: only participants registered for it are checked in (0 by default for events) */
  check_in_requires_registration: number;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}

export interface WorkshopsTable {
  id: string;
  seed_key: string | null;
  title: string;
  description: string;
  /** JSON text of { name, designation, organization, bio } */
  instructor: string;
  trainer: string;
  duration_hours: number;
  /** JSON text of schedule entries */
  schedule: string;
  venue: string;
  date: string;
  time: string;
  max_participants: number;
  registration_deadline: string;
  prerequisites: string;
  learning_outcomes: string;
  materials: string;
  topics: string;
  rules: string;
  fee: number;
  coordinators: string;
  status: 'upcoming' | 'active' | 'completed' | 'cancelled';
  /** 1: only participants registered for it are checked in (1 by default for workshops) */
  check_in_requires_registration: number;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}

export interface SettingsTable {
  key: string;
  /** JSON text */
  value: string;
  updated_at: string;
  updated_by: string | null;
}

export interface AuditLogTable {
  id: Generated<number>;
  actor_id: string | null;
  actor_name: string;
  action: string;
  entity_type: string;
  entity_id: string;
  /** JSON text of the record before the change, or null for a creation */
  before: string | null;
  /** JSON text of the record after the change, or null for a deletion */
  after: string | null;
  created_at: string;
}

export interface RegistrationsTable {
  id: string;
  user_id: string;
  item_type: 'event' | 'workshop';
  item_id: string;
  status: 'registered' | 'cancelled';
  created_at: string;
  updated_at: string;
}

export interface CountersTable {
  name: string;
  value: number;
}

export interface DevicesTable {
  id: string;
  name: string;
  staff_user_id: string;
  registered_at: string;
  last_seen_at: string;
  last_sync_at: string | null;
  queue_size: number;
  revoked_at: string | null;
  revoked_by: string | null;
  /** SHA-256 of the device key handed out at registration; null for a device registered before keys existed. */
  key_hash: string | null;
}

export interface AttendanceTable {
  id: string;
  user_id: string;
  participant_id: string;
  item_type: 'event' | 'workshop';
  item_id: string;
  check_in_time: string;
  device_id: string;
  desk_name: string;
  staff_user_id: string | null;
  staff_name: string;
  mutation_id: string;
  created_at: string;
  updated_at: string;
  /** 'Admit anyway': the staff account that forced it, and the refusal it overrode (null for an ordinary check-in) */
  forced_by_user_id: string | null;
  forced_by_name: string | null;
  forced_error: string | null;
  /** The device's own scan time when the server could not believe it and kept its receive time instead */
  device_occurred_at: string | null;
}

export interface KitsTable {
  id: string;
  user_id: string;
  participant_id: string;
  id_card_number: string;
  /** JSON text of { item, quantity }[] */
  contents: string;
  collection_point: 'main-desk' | 'workshop-desk' | 'event-venue';
  issued_at: string;
  device_id: string;
  desk_name: string;
  staff_user_id: string | null;
  staff_name: string;
  mutation_id: string;
  created_at: string;
  updated_at: string;
  /** The device's own scan time when the server could not believe it and kept its receive time instead */
  device_occurred_at: string | null;
}

export interface ScanLogTable {
  id: Generated<number>;
  mutation_id: string;
  device_id: string;
  desk_name: string;
  /** Who scanned: the mutation's `scannedBy` when it names a staff account, else the account that sent it */
  staff_user_id: string | null;
  staff_name: string;
  /** The account whose token sent the scan (null in rows from before this column) */
  sent_by_user_id: string | null;
  type: 'check-in' | 'issue-kit';
  participant_id: string;
  item_type: 'event' | 'workshop' | null;
  item_id: string | null;
  collection_point: string | null;
  /** Clock-corrected scan time */
  occurred_at: string;
  device_occurred_at: string;
  received_at: string;
  status: 'applied' | 'duplicate' | 'rejected';
  error: string | null;
  local_status: string | null;
  winner_mutation_id: string | null;
  /** JSON text of the result answered to the device (replayed as is) */
  result: string;
  resolved_at: string | null;
  resolved_by: string | null;
  resolution: string | null;
  /** An applied check-in admitted anyway: the refusal it overrode ('NOT_REGISTERED', ...) */
  forced_error: string | null;
}

export interface SyncChangesTable {
  seq: Generated<number>;
  entity: 'participant' | 'event' | 'workshop' | 'attendance' | 'kit';
  entity_id: string;
}

export interface SyncMetaTable {
  key: string;
  value: string;
}

export type MailStatus = 'queued' | 'sent' | 'failed';

/** Sent and failed messages the retention sweep removed from mail_queue, counted (lib/mail-retention.ts). */
export interface MailSweptTable {
  status: 'sent' | 'failed';
  count: number;
}

export interface MailQueueTable {
  id: Generated<number>;
  /** What the message is (a template name such as 'password-reset' or 'bulk:welcome'; 'other' when not given). */
  kind: string;
  /** The participant the message is about, when there is one. */
  user_id: string | null;
  recipient: string;
  reply_to: string | null;
  subject: string;
  /** Emptied once the message is sent: the body (a reset link, say) is not kept longer than needed. */
  text: string;
  html: string | null;
  /** A link the message carries, logged beside the subject in outbox mode; emptied with the body. */
  link: string | null;
  status: Generated<MailStatus>;
  attempts: Generated<number>;
  last_error: string | null;
  next_attempt_at: string;
  last_attempt_at: string | null;
  created_at: string;
  sent_at: string | null;
}

/** The register form's submission key (sha-256, hex) and the account it created. */
export interface RegistrationSubmissionsTable {
  key_hash: string;
  user_id: string;
  created_at: string;
}

export interface TeamSectionsTable {
  id: string;
  position: number;
  title: string;
  created_at: string;
  updated_at: string;
}

export interface TeamMembersTable {
  id: string;
  section_id: string;
  position: number;
  name: string;
  role: string;
  profile_url: string | null;
  /** The file name under DATA_DIR/team-photos; null without a photo. */
  photo: string | null;
  created_at: string;
  updated_at: string;
}

/** A scan of a finished edition that arrived after the next edition started; kept, never applied (docs/sync.md). */
export interface ArchivedLateScansTable {
  mutation_id: string;
  /** The archive folder's name (DATA_DIR/archives/<archive>) of the edition the scan belongs to. */
  archive: string;
  device_id: string;
  desk_name: string;
  staff_user_id: string | null;
  staff_name: string;
  type: 'check-in' | 'issue-kit';
  participant_id: string;
  item_type: 'event' | 'workshop' | null;
  item_id: string | null;
  collection_point: string | null;
  /** Clock-corrected scan time (before the switch) */
  occurred_at: string;
  device_occurred_at: string;
  received_at: string;
  local_status: string | null;
  /** 1 when the archive's scan log already holds it (a desk re-sending acknowledged scans), else 0 */
  in_archive_log: number;
  /** JSON text of the result answered to the device (replayed as is) */
  result: string;
}

/** An event's result: entered by staff, published by an admin (docs/product.md "Results and certificates"). */
export interface ResultsTable {
  item_type: 'event' | 'workshop';
  item_id: string;
  published_at: string | null;
  published_by: string | null;
  created_at: string;
  updated_at: string;
  updated_by: string | null;
}

export interface ResultWinnersTable {
  item_type: 'event' | 'workshop';
  item_id: string;
  user_id: string;
  position: number;
}

export interface CertificatesTable {
  /** 128 random bits, base64url (22 characters): the verification page's address. */
  id: string;
  user_id: string;
  kind: 'participation' | 'workshop' | 'merit';
  item_type: 'event' | 'workshop';
  item_id: string;
  /** Merit only: the published position (1 to 3). */
  position: number | null;
  issued_at: string;
  revoked_at: string | null;
  revoked_reason: string | null;
  revoked_by: string | null;
  updated_at: string;
}

export interface Database {
  users: UsersTable;
  registration_submissions: RegistrationSubmissionsTable;
  refresh_tokens: RefreshTokensTable;
  password_resets: PasswordResetsTable;
  accommodation_requests: AccommodationRequestsTable;
  contact_messages: ContactMessagesTable;
  events: EventsTable;
  workshops: WorkshopsTable;
  settings: SettingsTable;
  audit_log: AuditLogTable;
  registrations: RegistrationsTable;
  counters: CountersTable;
  devices: DevicesTable;
  attendance: AttendanceTable;
  kits: KitsTable;
  scan_log: ScanLogTable;
  sync_changes: SyncChangesTable;
  sync_meta: SyncMetaTable;
  mail_queue: MailQueueTable;
  mail_swept: MailSweptTable;
  team_sections: TeamSectionsTable;
  team_members: TeamMembersTable;
  archived_late_scans: ArchivedLateScansTable;
  bank_statements: BankStatementsTable;
  statement_lines: StatementLinesTable;
  bank_statement_lines: BankStatementLinesTable;
  statement_mappings: StatementMappingsTable;
  results: ResultsTable;
  result_winners: ResultWinnersTable;
  certificates: CertificatesTable;
}

/** One import of a bank or UPI statement file (docs/decisions/0053-payments-that-reconcile.md). */
export interface BankStatementsTable {
  id: string;
  file_name: string;
  line_count: number;
  new_lines: number;
  imported_by_id: string;
  imported_by_name: string;
  imported_at: string;
}

/** A statement line, stored once whichever statements held it. */
export interface StatementLinesTable {
  id: Generated<number>;
  checksum: string;
  first_statement_id: string;
  /** YYYY-MM-DD; null when the file's date could not be read. */
  txn_date: string | null;
  description: string;
  reference: string;
  direction: 'credit' | 'debit';
  amount_paise: number;
  /** 'matched': reference and amount agree; 'amount_mismatch': the reference agrees, the amount does not. */
  match_kind: 'matched' | 'amount_mismatch' | null;
  match_user_id: string | null;
  matched_at: string | null;
}

export interface BankStatementLinesTable {
  statement_id: string;
  line_id: number;
  /** The line's place in that file. */
  position: number;
}

export interface StatementMappingsTable {
  header_signature: string;
  /** JSON: the admin's StatementColumnMapping. */
  mapping: string;
  saved_at: string;
}
