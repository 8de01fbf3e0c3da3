import { TriangleAlert } from 'lucide-react';
import { formatRupeesExact } from '../../../lib/format-money';
import type { Payment } from '../api/get-payments';

/**
 * In the verify modal: the bank statement line that names this payment, the amount due beside the amount paid, and a
 * mismatch said in words (docs/decisions/0053-payments-that-reconcile.md). Nothing when no statement names it.
 */
export function StatementLineCheck({ payment }: { payment: Payment }) {
  const match = payment.statementMatch;
  if (!match) {
    return <p className="muted small">No imported bank statement names this payment yet.</p>;
  }
  const due = payment.proofAmount;
  const { line } = match;
  const short = due !== null && line.amount < due;
  return (
    <div className="statement-line-check">
      <h3 className="statement-line-title">Bank statement line</h3>
      <dl className="participant-facts">
        <div>
          <dt>Date</dt>
          <dd>{line.date ?? '—'}</dd>
        </div>
        <div>
          <dt>Amount due</dt>
          <dd>{formatRupeesExact(due)}</dd>
        </div>
        <div>
          <dt>Amount paid</dt>
          <dd>{formatRupeesExact(line.amount)}</dd>
        </div>
        <div>
          <dt>Reference</dt>
          <dd className="mono">{line.reference || '—'}</dd>
        </div>
      </dl>
      <p className="statement-line-text mono">{line.description}</p>
      {match.kind === 'amount_mismatch' ? (
        <p className="flag-duplicate payment-review-flag" role="note">
          <TriangleAlert aria-hidden="true" size={16} /> Amount mismatch: the statement shows{' '}
          {formatRupeesExact(line.amount)} where {formatRupeesExact(due)} is due ({short ? 'short' : 'over'} by{' '}
          {formatRupeesExact(due === null ? null : Math.abs(due - line.amount))}).
        </p>
      ) : (
        <p className="statement-line-ok">The statement shows this payment with the amount due.</p>
      )}
    </div>
  );
}
