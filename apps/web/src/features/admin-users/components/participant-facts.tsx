import type { ReactNode } from 'react';
import type { StaffUserView } from '@symposium/schema/admin-users';
import type { TransactionIdTwin } from '@symposium/schema/payments';
import { TriangleAlert } from 'lucide-react';
import { AlsoUsedBy } from '../../../components/admin/also-used-by';
import { StatusBadge } from '../../../components/admin/status-badge';
import { formatMoment } from '../../../lib/format-date';
import { formatRupees } from '../../../lib/format-money';

/** docs/product.md#data-the-product-keeps user fields, as staff see them. */
export function ParticipantFacts({
  user,
  alsoUsedBy,
  proofAlsoUsedBy,
}: {
  user: StaffUserView;
  alsoUsedBy: readonly TransactionIdTwin[];
  proofAlsoUsedBy: readonly TransactionIdTwin[];
}) {
  const facts: [string, ReactNode][] = [
    ['Participant ID', user.participantId ?? 'Not generated'],
    ['Email', user.email],
    ['Phone', user.phone],
    ['College', user.college],
    ['Department', user.department],
    ['Year', user.year ?? '—'],
    ['College location', user.collegeLocation || '—'],
    ['Registration type', user.registrationType ?? '—'],
    ['Payment', <StatusBadge key="status" status={user.paymentStatus} />],
    ['Amount', formatRupees(user.paymentAmount)],
    [
      'Transaction ID',
      alsoUsedBy.length > 0 ? (
        <>
          {user.transactionId}
          <span className="flag-duplicate participant-duplicate">
            <TriangleAlert aria-hidden="true" size={14} /> Possible duplicate payment
          </span>
          <AlsoUsedBy twins={alsoUsedBy} />
        </>
      ) : (
        (user.transactionId ?? '—')
      ),
    ],
    ...(proofAlsoUsedBy.length > 0
      ? ([
          [
            'Screenshot',
            <>
              <span className="flag-duplicate participant-duplicate">
                <TriangleAlert aria-hidden="true" size={14} /> Same screenshot as another registration
              </span>
              <AlsoUsedBy twins={proofAlsoUsedBy} lead="Also sent by" />
            </>,
          ],
        ] as [string, ReactNode][])
      : []),
    [
      'Payment reference',
      <span key="reference" className="mono">
        {user.paymentReference ?? '—'}
      </span>,
    ],
    ['Registered', formatMoment(user.createdAt)],
    ['Verified', user.verifiedAt ? formatMoment(user.verifiedAt) : '—'],
    ['Kit', user.kitIssued ? 'Issued' : 'Not issued'],
  ];
  if (user.paymentNotes) facts.push(['Verifier notes', user.paymentNotes]);
  if (user.rejectionReason) facts.push(['Rejection reason', user.rejectionReason]);

  return (
    <dl className="participant-facts">
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
