import { accommodationSelectionSchema } from '@symposium/schema/registration';
import type { PaymentDetails } from './register-form-state';

const ACCOMMODATION_KEY = 'accommodationData';

type AccommodationPrefill = Pick<
  PaymentDetails,
  'needsAccommodation' | 'accommodationCheckIn' | 'accommodationCheckOut' | 'accommodationGender'
>;

/** Spec §2: the /accommodation page's choice, kept for the session, fills the register form. */
export function readAccommodationPrefill(): AccommodationPrefill | null {
  let raw: string | null = null;
  try {
    raw = sessionStorage.getItem(ACCOMMODATION_KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  const parsed = accommodationSelectionSchema.safeParse(data);
  if (!parsed.success) return null;
  const dates = [...parsed.data.selectedDates].sort();
  return {
    needsAccommodation: parsed.data.needsAccommodation,
    accommodationCheckIn: dates[0] ?? '',
    accommodationCheckOut: dates[dates.length - 1] ?? '',
    accommodationGender: parsed.data.gender,
  };
}
