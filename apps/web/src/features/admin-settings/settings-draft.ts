import type { Settings } from '@symposium/schema/settings';

/** The settings form as the inputs hold them (numbers as text until checked). */
export interface SettingsDraft {
  eventRegistrationOpen: boolean;
  workshopRegistrationOpen: boolean;
  feeGeneral: string;
  feeWorkshop: string;
  feeBoth: string;
  accommodationFee: string;
  upiId: string;
  upiPayeeName: string;
  contactEmail: string;
  organiserEmail: string;
}

export const settingsDraftOf = (s: Settings): SettingsDraft => ({
  eventRegistrationOpen: s.eventRegistrationOpen,
  workshopRegistrationOpen: s.workshopRegistrationOpen,
  feeGeneral: String(s.fees.general),
  feeWorkshop: String(s.fees.workshop),
  feeBoth: String(s.fees.both),
  accommodationFee: String(s.accommodationFee),
  upiId: s.upiId,
  upiPayeeName: s.upiPayeeName,
  contactEmail: s.contactEmail,
  organiserEmail: s.organiserEmail,
});

/** Blank number boxes stay blank (so the schema says what is wrong) instead of becoming 0. */
const num = (text: string): unknown => (text.trim() === '' ? undefined : text);

export const settingsInputOf = (d: SettingsDraft) => ({
  eventRegistrationOpen: d.eventRegistrationOpen,
  workshopRegistrationOpen: d.workshopRegistrationOpen,
  fees: { general: num(d.feeGeneral), workshop: num(d.feeWorkshop), both: num(d.feeBoth) },
  accommodationFee: num(d.accommodationFee),
  upiId: d.upiId,
  upiPayeeName: d.upiPayeeName,
  contactEmail: d.contactEmail,
  organiserEmail: d.organiserEmail,
});

export const SETTINGS_FIELD_ORDER = [
  'feeGeneral',
  'feeWorkshop',
  'feeBoth',
  'accommodationFee',
  'upiId',
  'upiPayeeName',
  'contactEmail',
  'organiserEmail',
] as const;

/** Each registration fee's problem belongs under its own box, not under the first one. */
export const SETTINGS_NESTED_FIELDS = {
  'fees.general': 'feeGeneral',
  'fees.workshop': 'feeWorkshop',
  'fees.both': 'feeBoth',
} as const;
