import { ErrorCode } from '@symposium/schema/error-codes';
import { M } from '@symposium/schema/messages';
import { canRegisterFor, type ItemType, itemAvailability } from '@symposium/schema/participation';
import { paths } from '@symposium/schema/paths';
import { LogIn } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ApiError, errorMessage } from '../../lib/api-client';
import { registerForEvent, registerForWorkshop } from '../../lib/my-registrations';
import { useEdition } from '../../lib/site-config';
import { warmSavedPass } from '../../lib/saved-registrations';
import { BusyButton } from '../ui/busy-button';
import { RefusedRegisterButton } from './refused-register-button';
import type { RegisterButtonState } from './use-register-button-states';

export type Viewer = 'unknown' | 'visitor' | 'participant' | 'staff';

/** What the button needs of an event or workshop from the public list. */
interface RegistrableItem {
  id: string;
  status: string;
  registrationDeadline: string | null;
  maxParticipants: number;
  registrations: number;
}

interface RegisterItemButtonProps {
  itemType: ItemType;
  item: RegistrableItem;
  /** Who is looking and what is known of their registrations (useRegisterButtonStates, once per page). */
  state: RegisterButtonState;
  /** The modal's wording ('Register for this Event', '✓ Already Registered') instead of the card's. */
  inModal?: boolean;
}

const TEXTS = {
  event: {
    login: M.loginToRegisterEvents,
    unavailable: M.eventRegistrationUnavailable,
    accessDenied: M.eventAccessDenied,
    modal: 'Register for this Event',
  },
  workshop: {
    login: M.loginToRegisterWorkshops,
    unavailable: M.workshopRegistrationUnavailable,
    accessDenied: M.workshopAccessDenied,
    modal: 'Register for this Workshop',
  },
} as const;

/**
 * docs/product.md#registering-for-events-and-workshops: 'Register Now' → 'Registering...' → '✓ Registered'; visitors get 'Login to Register'.
 * An item that is closed (deadline, status) or full says so up front, to everyone, and cannot be pressed;
 * so does an item the participant's registration type leaves out, or any item while their entry pass is revoked,
 * with the server's reason beside it (in the server's order: access, then the pass, then the item). Before
 * anyone knows who is looking (viewerOf: 'unknown'), only the button's space is kept.
 */
export function RegisterItemButton({ itemType, item, state, inModal }: RegisterItemButtonProps) {
  const {
    viewer,
    registrationType,
    passRevoked,
    paymentVerified,
    registrationOpen,
    registered,
    onRegistered,
    refusedAs,
    onRefused,
  } = state;
  const [busy, setBusy] = useState(false);
  const [registeredHere, setRegisteredHere] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const texts = TEXTS[itemType];
  // After the edition's last day the server takes no registration, whatever the item's deadline says.
  const over = useEdition()?.registration.state === 'over';
  const availability = refusedAs ?? (over ? 'closed' : itemAvailability(item));

  if (registered) {
    const label = inModal ? '✓ Already Registered' : '✓ Registered';
    // Registered by a press of this very button: the same element in the same place (React keeps it), unavailable
    // but still holding the keyboard's focus, which a `disabled` one would drop to the page's body.
    if (registeredHere) {
      return (
        <div className="register-item">
          <BusyButton type="button" className="btn btn-registered register-item-button" busy>
            {label}
          </BusyButton>
          <p className="register-item-message" role="alert">
            {message}
          </p>
        </div>
      );
    }
    return (
      <button type="button" className="btn btn-registered register-item-button" disabled>
        {label}
      </button>
    );
  }

  // Whether the item is registered, left out or open for this viewer depends on who they are: not a word yet.
  if (viewer === 'unknown') {
    return (
      <span className="btn register-item-button register-item-pending" aria-hidden="true">
        {'\u00a0'}
      </span>
    );
  }

  // The server's own rule (canRegisterFor), so the card never offers what POST would refuse with ACCESS_DENIED.
  if (viewer === 'participant' && !canRegisterFor(registrationType, itemType)) {
    return <RefusedRegisterButton label="Not in Your Registration" reason={texts.accessDenied} />;
  }

  // Next in the server's order, an unverified payment (PAYMENT_NOT_VERIFIED) — once registration is open at all:
  // with the staff switch off, a press shows the spec's 'currently unavailable' alert, as the server answers first.
  if (viewer === 'participant' && !paymentVerified && registrationOpen === true) {
    return <RefusedRegisterButton label={M.registerPaymentPendingLabel} reason={M.registrationPaymentPending} />;
  }

  // The server refuses a revoked pass before it looks at the item (PASS_REVOKED), so the card does too.
  if (viewer === 'participant' && passRevoked) {
    return <RefusedRegisterButton label={M.registerPassRevokedLabel} reason={M.registrationPassRevoked} />;
  }

  if (availability !== 'open') {
    const button = (
      <button type="button" className="btn btn-unavailable register-item-button" disabled>
        {availability === 'full' ? 'Full' : 'Registration Closed'}
      </button>
    );
    if (!refusedAs || !message) return button;
    return (
      <div className="register-item">
        {button}
        <p className="register-item-message" role="alert">
          {message}
        </p>
      </div>
    );
  }

  if (viewer === 'visitor') {
    return (
      <Link to={paths.login} state={{ notice: texts.login }} className="btn btn-outline register-item-button">
        <LogIn aria-hidden="true" size={18} />
        Login to Register
      </Link>
    );
  }

  async function register() {
    setMessage(null);
    if (viewer === 'staff') return setMessage(M.participantsOnly);
    if (registrationOpen === false) return setMessage(texts.unavailable);
    setBusy(true);
    warmSavedPass();
    try {
      await (itemType === 'event' ? registerForEvent(item.id) : registerForWorkshop(item.id));
      setRegisteredHere(true);
      await onRegistered();
    } catch (error) {
      if (error instanceof ApiError && error.code === ErrorCode.ALREADY_REGISTERED) {
        setRegisteredHere(true);
        return await onRegistered();
      }
      setMessage(errorMessage(error, M.eventRegistrationFailed, M.offlineAction));
      // The page was loaded before the last place went or the deadline passed: the button now says so too.
      if (error instanceof ApiError && error.code === ErrorCode.EVENT_FULL) onRefused('full');
      if (error instanceof ApiError && error.code === ErrorCode.REGISTRATION_CLOSED) onRefused('closed');
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="register-item">
      <BusyButton type="button" className="btn btn-primary register-item-button" onClick={register} busy={busy}>
        {busy ? 'Registering...' : inModal ? texts.modal : 'Register Now'}
      </BusyButton>
      <p className="register-item-message" role="alert">
        {message}
      </p>
    </div>
  );
}
