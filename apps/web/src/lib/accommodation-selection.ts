import { type AccommodationSelection, parseAccommodationSelection } from '@symposium/schema/accommodation-selection';
import { forgetSessionDraft, readSessionDraft, readSessionText, writeSessionDraft } from './session-draft';

// docs/product.md#accommodation: the /accommodation choice lives for the session under 'accommodationData'; /register reads it.
const ACCOMMODATION_KEY = 'accommodationData';

export function readAccommodationSelection(): AccommodationSelection | null {
  return parseAccommodationSelection(readSessionDraft(ACCOMMODATION_KEY));
}

/** The choice as stored (to tell whether it changed since), or null. */
export function accommodationSelectionText(): string | null {
  return readSessionText(ACCOMMODATION_KEY);
}

export function saveAccommodationSelection(selection: AccommodationSelection): void {
  writeSessionDraft(ACCOMMODATION_KEY, selection);
}

/** After a registration went through: on a shared tab the next person must not start with this choice. */
export function clearAccommodationSelection(): void {
  forgetSessionDraft(ACCOMMODATION_KEY);
}
