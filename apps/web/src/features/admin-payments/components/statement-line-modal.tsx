import type { StatementLineView, StatementUserView } from '@symposium/schema/payment-statements';
import { TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { AuthedImage } from '../../../components/admin/authed-image';
import { StatusBadge } from '../../../components/admin/status-badge';
import { SelectField } from '../../../components/ui/select-field';
import { Modal } from '../../../components/ui/modal';
import { formatRupeesExact } from '../../../lib/format-money';

interface StatementLineModalProps {
  line: StatementLineView;
  /** The registration the line names (an amount mismatch); for an unmatched line, none. */
  user: StatementUserView | null;
  /** For an unmatched line: the pending payments no line names, to hold beside it. */
  candidates: readonly StatementUserView[];
  onClose: () => void;
}

/** A statement line beside a registration's screenshot: a mismatch's, or one the admin picks for an unmatched credit. */
export function StatementLineModal({ line, user, candidates, onClose }: StatementLineModalProps) {
  const [pickedId, setPickedId] = useState('');
  const shown = user ?? candidates.find((c) => c.id === pickedId) ?? null;
  return (
    <Modal title={user ? `Statement line for ${user.name}` : 'Unmatched credit'} onClose={onClose}>
      <div className="modal-wide payment-review">
        {shown ? (
          <AuthedImage
            path={shown.paymentScreenshot}
            alt={`Payment screenshot of ${shown.name}`}
            className="payment-review-image"
          />
        ) : (
          <p className="muted payment-review-image">Choose a pending registration to see its screenshot here.</p>
        )}
        <div className="payment-review-side">
          <dl className="participant-facts">
            <div>
              <dt>Date</dt>
              <dd>{line.date ?? '—'}</dd>
            </div>
            <div>
              <dt>Credited</dt>
              <dd>{formatRupeesExact(line.amount)}</dd>
            </div>
            <div>
              <dt>Reference</dt>
              <dd className="mono">{line.reference || '—'}</dd>
            </div>
          </dl>
          <p className="statement-line-text mono">{line.description}</p>
          {!user && (
            <SelectField
              label="Compare with a pending registration"
              name="compareWith"
              value={pickedId}
              onValueChange={setPickedId}
              options={candidates.map((c) => ({
                value: c.id,
                label: `${c.name} · ${formatRupeesExact(c.due)} · ${c.paymentReference ?? c.transactionId ?? ''}`,
              }))}
              placeholder="Choose a registration"
            />
          )}
          {shown && (
            <dl className="participant-facts">
              <div>
                <dt>Registration</dt>
                <dd>
                  {shown.name} <StatusBadge status={shown.paymentStatus} />
                </dd>
              </div>
              <div>
                <dt>Amount due</dt>
                <dd>{formatRupeesExact(shown.due)}</dd>
              </div>
              <div>
                <dt>Payment reference</dt>
                <dd className="mono">{shown.paymentReference ?? '—'}</dd>
              </div>
              <div>
                <dt>Transaction ID</dt>
                <dd className="mono">{shown.transactionId ?? '—'}</dd>
              </div>
            </dl>
          )}
          {shown && shown.due !== null && shown.due !== line.amount && (
            <p className="flag-duplicate payment-review-flag">
              <TriangleAlert aria-hidden="true" size={16} /> Amount mismatch: {formatRupeesExact(line.amount)} credited
              where {formatRupeesExact(shown.due)} is due.
            </p>
          )}
        </div>
      </div>
    </Modal>
  );
}
