import { TriangleAlert } from 'lucide-react';
import { AlsoUsedBy } from '../../../components/admin/also-used-by';
import { type DataColumn, DataTable } from '../../../components/admin/data-table';
import { StatusBadge } from '../../../components/admin/status-badge';
import { useStaff } from '../../../components/admin/staff-context';
import { LoadingScreen } from '../../../components/ui/loading-screen';
import { formatMoment } from '../../../lib/format-date';
import { formatRupees } from '../../../lib/format-money';
import type { Payment, PaymentList } from '../api/get-payments';
import { DeskStayFeeNote } from './desk-stay-fee-note';
import { BreakableEmail } from '../../../components/admin/breakable-email';

interface PaymentsTableProps {
  list: PaymentList;
  /** The desk's search text, when the list is narrowed by it. */
  search: string;
  payments: readonly Payment[] | null;
  loading: boolean;
  onReview: (payment: Payment) => void;
}

const EMPTY: Record<PaymentList, string> = {
  pending: 'No payments waiting for verification.',
  verified: 'No verified payments yet.',
  rejected: 'No rejected payments.',
};

const DATE_HEADING: Record<PaymentList, string> = {
  pending: 'Registered',
  verified: 'Verified',
  rejected: 'Registered',
};

/** The columns of one payment list: the name (which opens the payment) heads each card on a phone. */
function paymentColumns(
  list: PaymentList,
  reviewLabel: string,
  onReview: (payment: Payment) => void,
): DataColumn<Payment>[] {
  return [
    {
      label: 'Name',
      stack: 'title',
      cell: (payment) => (
        <>
          <button type="button" className="link-button" onClick={() => onReview(payment)}>
            <span className="visually-hidden">{reviewLabel} payment of </span>
            {payment.name}
          </button>
          <span className="cell-sub">
            <BreakableEmail email={payment.email} />
          </span>
        </>
      ),
    },
    {
      label: 'Transaction ID',
      stack: 'wide',
      cell: (payment) => (
        <>
          <span className="mono">{payment.transactionId ?? '—'}</span>
          {payment.paymentReference && (
            <span className="cell-sub">
              Ref <span className="mono">{payment.paymentReference}</span>
            </span>
          )}
          {payment.possibleDuplicate && (
            <>
              <span className="flag-duplicate cell-flag">
                <TriangleAlert aria-hidden="true" size={14} /> Possible duplicate
              </span>
              <AlsoUsedBy twins={payment.alsoUsedBy} className="cell-sub" />
            </>
          )}
          {payment.proofAlsoUsedBy.length > 0 && (
            <>
              <span className="flag-duplicate cell-flag">
                <TriangleAlert aria-hidden="true" size={14} /> Same screenshot
              </span>
              <AlsoUsedBy twins={payment.proofAlsoUsedBy} lead="Also sent by" className="cell-sub" />
            </>
          )}
        </>
      ),
    },
    {
      label: 'Amount',
      cell: (payment) => (
        <>
          {formatRupees(payment.amount)}
          <DeskStayFeeNote payment={payment} />
        </>
      ),
    },
    { label: 'Type', cell: (payment) => payment.registrationType ?? '—' },
    {
      label: DATE_HEADING[list],
      cell: (payment) =>
        formatMoment(list === 'verified' ? (payment.verifiedAt ?? payment.createdAt) : payment.createdAt),
    },
    ...(list === 'verified'
      ? [{ label: 'Participant ID', className: 'mono', cell: (payment: Payment) => payment.participantId ?? '—' }]
      : []),
    ...(list === 'rejected'
      ? [
          {
            label: 'Reason',
            stack: 'wide' as const,
            className: 'cell-wrap',
            cell: (payment: Payment) => payment.rejectionReason ?? '—',
          },
        ]
      : []),
    { label: 'Status', cell: (payment) => <StatusBadge status={payment.paymentStatus} /> },
  ];
}

export function PaymentsTable({ list, search, payments, loading, onReview }: PaymentsTableProps) {
  const staff = useStaff();
  if (!payments) return loading ? <LoadingScreen label="Loading payments..." /> : null;
  if (payments.length === 0) {
    const text = search.trim() ? `No ${list} payment matches “${search.trim()}”.` : EMPTY[list];
    return <p className="muted empty-note">{text}</p>;
  }
  // The name opens the payment: to decide it (admins; pending, or rejected to correct it) or to look at it.
  const decidable = list !== 'verified' && staff.isAdmin;
  const reviewLabel = decidable ? 'Review' : 'View';

  return (
    <>
      {list !== 'verified' && !staff.isAdmin && (
        <p className="admin-note">Only admins can verify or reject payments; you can view each screenshot.</p>
      )}
      <p className="admin-table-hint">
        {!decidable
          ? 'Open a name to see the screenshot.'
          : list === 'pending'
            ? 'Open a name to check the screenshot and decide.'
            : 'Open a name to check the screenshot again; verify it if the rejection was wrong.'}
      </p>
      <DataTable
        label={`${list} payments table`}
        columns={paymentColumns(list, reviewLabel, onReview)}
        rows={payments}
        rowKey={(payment) => payment._id}
      />
    </>
  );
}
