import { type Gender, GENDERS } from './constants';

// Zod-free on purpose: /register reads the session's choice on its first screen, before the validation rules
// (zod) load on the first interaction.

/** A night, 'YYYY-MM-DD': whether it is one of this edition's is for the page to check against the edition. */
export type AccommodationDate = string;

/** The 'accommodationData' the /accommodation page keeps in sessionStorage (docs/product.md#accommodation). */
export interface AccommodationSelection {
  needsAccommodation: boolean;
  selectedDates: AccommodationDate[];
  gender: Gender | '';
}

const isDate = (value: unknown): value is AccommodationDate =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);
const isGender = (value: unknown): value is Gender | '' =>
  value === '' || (GENDERS as readonly unknown[]).includes(value);

/** The session value when it has exactly the expected shape (calendar nights, a known gender), else null. */
export function parseAccommodationSelection(value: unknown): AccommodationSelection | null {
  if (!value || typeof value !== 'object') return null;
  const { needsAccommodation, selectedDates, gender } = value as Record<string, unknown>;
  if (typeof needsAccommodation !== 'boolean' || !isGender(gender)) return null;
  if (!Array.isArray(selectedDates) || !selectedDates.every(isDate)) return null;
  return { needsAccommodation, selectedDates: [...selectedDates], gender };
}
