import { M } from '@symposium/schema/messages';
import { TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { AdminOnlyNote } from '../../../components/admin/admin-only-note';
import { AlsoUsedBy } from '../../../components/admin/also-used-by';
import { AuthedImage } from '../../../components/admin/authed-image';
import { PaymentDecisionForm } from '../../../components/admin/payment-decision-form';
import { StatusBadge } from '../../../components/admin/status-badge';
import { useStaff } from '../../../components/admin/staff-context';
import { Modal } from '../../../components/ui/modal';
import { formatRupees } from '../../../lib/format-money';
import type { Payment } from '../api/get-payments';
import { DeskStayFeeNote } from './desk-stay-fee-note';
import { StatementLineCheck } from './statement-line-check';

interface PaymentDecisionModalProps {
  payment: Payment;
  onClose: () => void;
  onDecided: () => void;
  /** Another desk decided this payment meanwhile (409): the lists behind the modal reload. */
  onStale: () => void;
}

/**
 * docs/product.md#payments: the screenshot beside the transaction ID and amount; verify (optional notes) or reject
 * (reason). A rejected payment shows its reason and can be verified, to correct a wrong rejection.
 */
export function PaymentDecisionModal({ payment, onClose, onDecided, onStale }: PaymentDecisionModalProps) {
  const staff = useStaff();
  const [unsaved, setUnsaved] = useState(false);
  return (
    <Modal title={`Payment of ${payment.name}`} onClose={onClose} unsaved={unsaved}>
      <div className="modal-wide payment-review">
        <AuthedImage
          path={payment.paymentScreenshot}
          alt={`Payment screenshot of ${payment.name}`}
          className="payment-review-image"
        />
        <div className="payment-review-side">
          <dl className="participant-facts payment-review-facts">
            <div>
              <dt>Transaction ID</dt>
              <dd className="mono payment-review-txn">{payment.transactionId ?? '—'}</dd>
            </div>
            <div>
              <dt>Payment reference</dt>
              <dd className="mono">{payment.paymentReference ?? '—'}</dd>
            </div>
            <div>
              <dt>Amount</dt>
              <dd className="payment-review-amount">
                {formatRupees(payment.amount)}
                <DeskStayFeeNote payment={payment} />
              </dd>
            </div>
            <div>
              <dt>Registration type</dt>
              <dd>{payment.registrationType ?? '—'}</dd>
            </div>
            <div>
              <dt>Status</dt>
              <dd>
                <StatusBadge status={payment.paymentStatus} />
              </dd>
            </div>
            <div>
              <dt>Email</dt>
              <dd>{payment.email}</dd>
            </div>
            <div>
              <dt>Phone</dt>
              <dd>{payment.phone}</dd>
            </div>
          </dl>
          {payment.deskStayFee && payment.proofAmount !== null && (
            <p className="admin-note payment-review-desk-stay">
              {M.proofBeforeDeskStay(
                payment.proofAmount,
                payment.deskStayFee.amount,
                payment.deskStayFee.requestNumber,
              )}
            </p>
          )}
          {payment.paymentStatus === 'rejected' && payment.rejectionReason && (
            <p className="payment-review-reason">
              <strong>Rejected:</strong> {payment.rejectionReason}
            </p>
          )}
          {payment.possibleDuplicate && (
            <div>
              <p className="flag-duplicate payment-review-flag">
                <TriangleAlert aria-hidden="true" size={16} /> Possible duplicate payment: another registration uses
                this transaction ID.
              </p>
              <AlsoUsedBy twins={payment.alsoUsedBy} className="payment-review-twins" />
            </div>
          )}
          {payment.proofAlsoUsedBy.length > 0 && (
            <div>
              <p className="flag-duplicate payment-review-flag">
                <TriangleAlert aria-hidden="true" size={16} /> Same screenshot as another registration (it may be a
                friend paying for both: check the amount covers them).
              </p>
              <AlsoUsedBy twins={payment.proofAlsoUsedBy} lead="Also sent by" className="payment-review-twins" />
            </div>
          )}
          <StatementLineCheck payment={payment} />
          {payment.paymentNotes && <p className="muted">Notes: {payment.paymentNotes}</p>}
          {staff.isAdmin && payment.paymentStatus !== 'verified' ? (
            <PaymentDecisionForm
              userId={payment._id}
              paymentStatus={payment.paymentStatus}
              onDecided={onDecided}
              onStale={onStale}
              onUnsavedChange={setUnsaved}
              offerIssueId={!payment.participantId}
            />
          ) : (
            !staff.isAdmin &&
            payment.paymentStatus !== 'verified' && (
              <AdminOnlyNote>Only admins can verify or reject payments</AdminOnlyNote>
            )
          )}
        </div>
      </div>
    </Modal>
  );
}
