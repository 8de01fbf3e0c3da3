import { M } from '@symposium/schema/messages';
import type { ItemType } from '@symposium/schema/participation';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { withdrawFromEvent, withdrawFromWorkshop } from '../../../lib/my-registrations';

interface RegisteredItemProps {
  type: ItemType;
  id: string;
  name: string;
  detail: string | null;
  canWithdraw: boolean;
  onWithdrawn: () => void;
}

/** One registered event or workshop; Withdraw while its deadline has not passed. */
export function RegisteredItem({ type, id, name, detail, canWithdraw, onWithdrawn }: RegisteredItemProps) {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  async function withdraw() {
    setBusy(true);
    setMessage(null);
    try {
      await (type === 'event' ? withdrawFromEvent(id) : withdrawFromWorkshop(id));
      onWithdrawn();
    } catch (error) {
      setMessage(errorMessage(error, M.eventRegistrationFailed));
    } finally {
      setBusy(false);
    }
  }

  return (
    <li className="registered-item">
      <div>
        <p className="registered-item-name">{name}</p>
        {detail && <p className="muted small">{detail}</p>}
        {message && (
          <p className="register-item-message" role="alert">
            {message}
          </p>
        )}
      </div>
      {canWithdraw && (
        <button type="button" className="btn btn-ghost btn-small" onClick={withdraw} disabled={busy} aria-label={`Withdraw from ${name}`}>
          {busy ? 'Withdrawing...' : 'Withdraw'}
        </button>
      )}
    </li>
  );
}
