import { ErrorCode } from '@symposium/schema/error-codes';
import { M } from '@symposium/schema/messages';
import type { ItemType } from '@symposium/schema/participation';
import { LogIn } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ApiError, errorMessage } from '../../lib/api-client';
import { registerForEvent, registerForWorkshop } from '../../lib/my-registrations';
import { paths } from '../../lib/paths';

export type Viewer = 'visitor' | 'participant' | 'staff';

interface RegisterItemButtonProps {
  itemType: ItemType;
  itemId: string;
  viewer: Viewer;
  /** The staff switch from GET /config; undefined while unknown (the server decides then). */
  registrationOpen: boolean | undefined;
  registered: boolean;
  onRegistered: () => void;
  /** The modal's wording ('Register for this Event', '✓ Already Registered') instead of the card's. */
  inModal?: boolean;
}

const TEXTS = {
  event: { login: M.loginToRegisterEvents, unavailable: M.eventRegistrationUnavailable, modal: 'Register for this Event' },
  workshop: { login: M.loginToRegisterWorkshops, unavailable: M.workshopRegistrationUnavailable, modal: 'Register for this Workshop' },
} as const;

/** Spec §4: 'Register Now' → 'Registering...' → '✓ Registered'; visitors get 'Login to Register' (spec §6). */
export function RegisterItemButton({
  itemType,
  itemId,
  viewer,
  registrationOpen,
  registered,
  onRegistered,
  inModal,
}: RegisterItemButtonProps) {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const texts = TEXTS[itemType];

  if (viewer === 'visitor') {
    return (
      <Link to={paths.login} state={{ notice: texts.login }} className="btn btn-outline register-item-button">
        <LogIn aria-hidden="true" size={18} />
        Login to Register
      </Link>
    );
  }

  if (registered) {
    return (
      <button type="button" className="btn btn-registered register-item-button" disabled>
        {inModal ? '✓ Already Registered' : '✓ Registered'}
      </button>
    );
  }

  async function register() {
    setMessage(null);
    if (viewer === 'staff') return setMessage(M.participantsOnly);
    if (registrationOpen === false) return setMessage(texts.unavailable);
    setBusy(true);
    try {
      await (itemType === 'event' ? registerForEvent(itemId) : registerForWorkshop(itemId));
      onRegistered();
    } catch (error) {
      if (error instanceof ApiError && error.code === ErrorCode.ALREADY_REGISTERED) onRegistered();
      else setMessage(errorMessage(error, M.eventRegistrationFailed));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="register-item">
      <button type="button" className="btn btn-primary register-item-button" onClick={register} disabled={busy}>
        {busy ? 'Registering...' : inModal ? texts.modal : 'Register Now'}
      </button>
      <p className="register-item-message" role="alert">
        {message}
      </p>
    </div>
  );
}
