import { readAccommodationSelection } from '../../lib/accommodation-selection';
import type { PaymentDetails } from './register-form-state';

type AccommodationPrefill = Pick<
  PaymentDetails,
  'needsAccommodation' | 'accommodationRulesAccepted' | 'accommodationCheckIn' | 'accommodationCheckOut' | 'accommodationGender'
>;

/** Spec §2: the /accommodation page's choice, kept for the session, fills the register form. */
export function readAccommodationPrefill(): AccommodationPrefill | null {
  const selection = readAccommodationSelection();
  if (!selection) return null;
  const dates = [...selection.selectedDates].sort();
  return {
    needsAccommodation: selection.needsAccommodation,
    // /accommodation keeps a choice only once its rules checkbox is ticked (spec §5).
    accommodationRulesAccepted: selection.needsAccommodation,
    accommodationCheckIn: dates[0] ?? '',
    accommodationCheckOut: dates[dates.length - 1] ?? '',
    accommodationGender: selection.gender,
  };
}
