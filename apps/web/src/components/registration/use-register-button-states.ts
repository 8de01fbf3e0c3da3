import type { ItemType } from '@symposium/schema/participation';
import type { PublicUser } from '@symposium/schema/user';
import { useMyRegistrations } from '../../lib/use-my-registrations';
import { type RefusedAvailability, useRefusedItems } from '../../lib/use-refused-items';
import type { Viewer } from './register-item-button';

/** What a RegisterItemButton knows of the person looking and of their registrations, for one item. */
export interface RegisterButtonState {
  viewer: Viewer;
  /** The signed-in participant's registration type (null for visitors and staff). */
  registrationType: PublicUser['registrationType'];
  /** The signed-in participant's entry pass was revoked (GET /auth/me's passRevokedAt): POST answers PASS_REVOKED. */
  passRevoked: boolean;
  /** The signed-in participant's payment is verified (GET /auth/me's paymentStatus); until it is, POST answers
   * PAYMENT_NOT_VERIFIED. False for visitors and staff. */
  paymentVerified: boolean;
  /** The staff switch from GET /config; undefined while unknown (the server decides then). */
  registrationOpen: boolean | undefined;
  registered: boolean;
  /** Resolves once the registration is kept on this device too (the button says 'Registering...' until then). */
  onRegistered: () => Promise<void>;
  /** What a refused press taught about the item since the list was loaded (useRefusedItems, kept by the page). */
  refusedAs: RefusedAvailability | null;
  onRefused: (availability: RefusedAvailability) => void;
}

/** The item as the pass saved on this device keeps it once registered. */
interface RegisteredItem {
  id: string;
  name: string;
  category: string | null;
}

/**
 * Once per events or workshops page: the participant's registrations and the page's refused presses, and for
 * each item the one RegisterButtonState its card (and an event's detail modal) hands to RegisterItemButton.
 */
export function useRegisterButtonStates(
  itemType: ItemType,
  user: PublicUser | null,
  viewer: Viewer,
  registrationOpen: boolean | undefined,
) {
  const mine = useMyRegistrations(viewer === 'participant' ? (user?.id ?? null) : null);
  // One learned 'Full' / 'Registration Closed' per item, for an event's card and its detail modal alike.
  const refused = useRefusedItems();
  // A participant's buttons wait for their registrations, so a registered item never offers 'Register Now'.
  const buttonViewer = mine.settled ? viewer : 'unknown';
  return (item: RegisteredItem): RegisterButtonState => ({
    viewer: buttonViewer,
    registrationType: user?.registrationType ?? null,
    passRevoked: !!user?.passRevokedAt,
    paymentVerified: user?.paymentStatus === 'verified',
    registrationOpen,
    registered: mine.isRegistered(itemType, item.id),
    onRegistered: () => mine.markRegistered({ type: itemType, ...item }),
    refusedAs: refused.refusedAs(item.id),
    onRefused: (availability) => refused.markRefused(item.id, availability),
  });
}
