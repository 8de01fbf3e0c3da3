import { type AccommodationSelection, parseAccommodationSelection } from '@symposium/schema/accommodation-selection';

// Spec §3: the /accommodation choice lives for the session under 'accommodationData'; /register reads it.
const ACCOMMODATION_KEY = 'accommodationData';

export function readAccommodationSelection(): AccommodationSelection | null {
  let raw: string | null = null;
  try {
    raw = sessionStorage.getItem(ACCOMMODATION_KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    return parseAccommodationSelection(JSON.parse(raw));
  } catch {
    return null;
  }
}

/** The choice as stored (to tell whether it changed since), or null. */
export function accommodationSelectionText(): string | null {
  try {
    return sessionStorage.getItem(ACCOMMODATION_KEY);
  } catch {
    return null;
  }
}

export function saveAccommodationSelection(selection: AccommodationSelection): void {
  try {
    sessionStorage.setItem(ACCOMMODATION_KEY, JSON.stringify(selection));
  } catch {
    // storage disabled: the register form then starts without the choice
  }
}

/** After a registration went through: on a shared tab the next person must not start with this choice. */
export function clearAccommodationSelection(): void {
  try {
    sessionStorage.removeItem(ACCOMMODATION_KEY);
  } catch {
    // storage disabled: nothing was kept
  }
}
