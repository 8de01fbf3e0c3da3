import { ErrorCode } from '@symposium/schema/error-codes';
import { M } from '@symposium/schema/messages';
import type { ItemType } from '@symposium/schema/participation';
import { CircleCheck } from 'lucide-react';
import { useRef, useState } from 'react';
import { BusyButton } from '../../../components/ui/busy-button';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { formatMoment } from '../../../lib/format-date';
import { withdrawFromEvent, withdrawFromWorkshop } from '../../../lib/my-registrations';

interface RegisteredItemProps {
  type: ItemType;
  id: string;
  name: string;
  detail: string | null;
  /** When the participant was checked in there (null: not yet). */
  checkedInAt: string | null;
  canWithdraw: boolean;
  /** Why withdrawing is not possible (registration closed, or switched off by staff); null while it is possible or not known. */
  closedNote: string | null;
  /** The pass is revoked: a withdrawn place cannot be registered again (POST answers PASS_REVOKED), so the question says so. */
  passRevoked: boolean;
  /** Resolves once the withdrawal is off the pass saved on this device too. */
  onWithdrawn: () => Promise<void>;
}

/**
 * One registered event or workshop; Withdraw while its deadline has not passed. Withdrawing asks once more
 * first: places are limited, and a stray tap on a phone must not give a player's place away.
 */
export function RegisteredItem({
  type,
  id,
  name,
  detail,
  checkedInAt,
  canWithdraw,
  closedNote,
  passRevoked,
  onWithdrawn,
}: RegisteredItemProps) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const withdrawButton = useRef<HTMLButtonElement>(null);

  function keepPlace() {
    setConfirming(false);
    requestAnimationFrame(() => withdrawButton.current?.focus());
  }

  async function withdraw() {
    setBusy(true);
    setMessage(null);
    try {
      await (type === 'event' ? withdrawFromEvent(id) : withdrawFromWorkshop(id));
      await onWithdrawn();
    } catch (error) {
      // Not registered (any more): an earlier press went through and only its answer was lost on the way.
      if (error instanceof ApiError && error.code === ErrorCode.NOT_REGISTERED) return await onWithdrawn();
      setMessage(errorMessage(error, M.withdrawFailed, M.offlineAction));
      setConfirming(false);
    } finally {
      setBusy(false);
    }
  }

  return (
    <li className="registered-item">
      <div className="registered-item-main">
        <div>
          <p className="registered-item-name">{name}</p>
          {detail && <p className="muted small">{detail}</p>}
          {checkedInAt && (
            <p className="registered-item-attended small">
              <CircleCheck aria-hidden="true" size={16} /> Attended · checked in {formatMoment(checkedInAt)}
            </p>
          )}
          {closedNote && <p className="muted small">{closedNote}</p>}
        </div>
        {canWithdraw && !confirming && (
          <button
            ref={withdrawButton}
            type="button"
            className="btn btn-ghost btn-small"
            onClick={() => setConfirming(true)}
            aria-label={`Withdraw from ${name}`}
          >
            Withdraw
          </button>
        )}
      </div>
      {canWithdraw && confirming && (
        <div className="registered-item-confirm" role="group" aria-label={`Withdraw from ${name}?`}>
          <p>
            Withdraw from {name}? Your place may go to another player.{passRevoked && ` ${M.withdrawWhilePassRevoked}`}
          </p>
          <div className="button-row">
            <BusyButton type="button" className="btn btn-small btn-withdraw" onClick={withdraw} busy={busy} autoFocus>
              {busy ? 'Withdrawing...' : 'Yes, Withdraw'}
            </BusyButton>
            <BusyButton type="button" className="btn btn-outline btn-small" onClick={keepPlace} busy={busy}>
              Keep My Place
            </BusyButton>
          </div>
        </div>
      )}
      {message && (
        <p className="register-item-message" role="alert">
          {message}
        </p>
      )}
    </li>
  );
}
