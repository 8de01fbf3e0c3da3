import type { Migration } from 'kysely';
import * as createUsers from './migrations/2025_10_01_120000_create_users';
import * as createAuthTokens from './migrations/2025_10_01_120100_create_auth_tokens';
import * as createCatalogue from './migrations/2025_10_01_120200_create_catalogue';
import * as createAccommodationAndContact from './migrations/2025_10_01_120300_create_accommodation_and_contact';
import * as createSettingsAuditRegistrations from './migrations/2025_10_02_120000_create_settings_audit_registrations';
import * as staffAdmin from './migrations/2025_10_03_120000_staff_admin';
import * as createSync from './migrations/2025_10_05_120000_create_sync';
import * as createMailQueue from './migrations/2025_10_07_120000_create_mail_queue';
import * as rosterChangesOnly from './migrations/2026_11_21_180000_roster_changes_only';
import * as registrationSubmissions from './migrations/2026_11_21_210000_registration_submissions';
import * as deviceKeys from './migrations/2026_11_22_090000_device_keys';
import * as scanLogSentBy from './migrations/2026_11_22_100000_scan_log_sent_by';
import * as passRevocation from './migrations/2026_11_22_110000_pass_revocation';
import * as deskStayFee from './migrations/2026_11_22_120000_desk_stay_fee';
import * as mailSwept from './migrations/2026_11_22_150000_mail_swept';
import * as staySource from './migrations/2026_11_22_160000_stay_source';
import * as createTeam from './migrations/2026_11_29_040000_create_team';
import * as archivedLateScans from './migrations/2026_11_29_090000_archived_late_scans';
import * as checkInRules from './migrations/2026_11_29_120000_check_in_rules';
import * as paymentReference from './migrations/2026_11_29_130000_payment_reference';
import * as bankStatements from './migrations/2026_11_29_140000_bank_statements';
import * as resultsAndCertificates from './migrations/2026_11_29_150000_results_and_certificates';
import * as contactInbox from './migrations/2026_11_29_160000_contact_inbox';

/**
 * Every migration, by its file name (the order Kysely runs them in). Listed statically rather than
 * read from the folder so the same code runs under tsx, vitest and any bundler.
 * A new migration: add its file to migrations/ and one line here.
 */
export const MIGRATIONS: Record<string, Migration> = {
  '2025_10_01_120000_create_users': createUsers,
  '2025_10_01_120100_create_auth_tokens': createAuthTokens,
  '2025_10_01_120200_create_catalogue': createCatalogue,
  '2025_10_01_120300_create_accommodation_and_contact': createAccommodationAndContact,
  '2025_10_02_120000_create_settings_audit_registrations': createSettingsAuditRegistrations,
  '2025_10_03_120000_staff_admin': staffAdmin,
  '2025_10_05_120000_create_sync': createSync,
  '2025_10_07_120000_create_mail_queue': createMailQueue,
  '2026_11_21_180000_roster_changes_only': rosterChangesOnly,
  '2026_11_21_210000_registration_submissions': registrationSubmissions,
  '2026_11_22_090000_device_keys': deviceKeys,
  '2026_11_22_100000_scan_log_sent_by': scanLogSentBy,
  '2026_11_22_110000_pass_revocation': passRevocation,
  '2026_11_22_120000_desk_stay_fee': deskStayFee,
  '2026_11_22_150000_mail_swept': mailSwept,
  '2026_11_22_160000_stay_source': staySource,
  '2026_11_29_040000_create_team': createTeam,
  '2026_11_29_090000_archived_late_scans': archivedLateScans,
  '2026_11_29_120000_check_in_rules': checkInRules,
  '2026_11_29_130000_payment_reference': paymentReference,
  '2026_11_29_140000_bank_statements': bankStatements,
  '2026_11_29_150000_results_and_certificates': resultsAndCertificates,
  '2026_11_29_160000_contact_inbox': contactInbox,
};
