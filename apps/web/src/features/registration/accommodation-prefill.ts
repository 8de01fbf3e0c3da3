import { readAccommodationSelection } from '../../lib/accommodation-selection';
import type { PaymentDetails } from './register-form-state';

type AccommodationPrefill = Pick<
  PaymentDetails,
  | 'needsAccommodation'
  | 'accommodationRulesAccepted'
  | 'accommodationCheckIn'
  | 'accommodationCheckOut'
  | 'accommodationGender'
>;

/** docs/product.md#accommodation: the /accommodation page's choice, kept for the session, fills the register form. */
export function readAccommodationPrefill(): AccommodationPrefill | null {
  const selection = readAccommodationSelection();
  if (!selection) return null;
  const dates = [...selection.selectedDates].sort();
  return {
    needsAccommodation: selection.needsAccommodation,
    // /accommodation keeps a choice only once its rules checkbox is ticked (docs/product.md#accommodation).
    accommodationRulesAccepted: selection.needsAccommodation,
    accommodationCheckIn: dates[0] ?? '',
    accommodationCheckOut: dates[dates.length - 1] ?? '',
    accommodationGender: selection.gender,
  };
}
