import type { StatementAnswer, StatementLineView } from '@symposium/schema/payment-statements';
import type { ReactNode } from 'react';
import { StatusBadge } from '../../../components/admin/status-badge';
import { formatRupeesExact } from '../../../lib/format-money';

interface StatementListsProps {
  answer: StatementAnswer;
  /** Opens a line beside the registration's screenshot (null: an unmatched line). */
  onOpen: (line: StatementLineView, userId: string | null) => void;
}

function Section({ id, title, count, children }: { id: string; title: string; count: number; children: ReactNode }) {
  return (
    <section className="reconcile-section" aria-labelledby={id}>
      <h3 id={id} className="admin-section-title">
        {title} <span className="admin-tab-count">{count}</span>
      </h3>
      {count === 0 ? <p className="muted empty-note">None.</p> : <ul className="reconcile-list">{children}</ul>}
    </section>
  );
}

const lineText = (line: StatementLineView) =>
  `${line.date ?? '—'} · ${formatRupeesExact(line.amount)} · ${line.reference || line.description.slice(0, 48)}`;

/** The four outcomes of a statement, each with its count. */
export function StatementLists({ answer, onOpen }: StatementListsProps) {
  return (
    <div className="reconcile-lists">
      <Section id="reconcile-matched" title="Matched" count={answer.matched.length}>
        {answer.matched.map(({ line, user }) => (
          <li key={line.id}>
            <strong>{user.name}</strong> <StatusBadge status={user.paymentStatus} />
            <span className="cell-sub mono">{lineText(line)}</span>
          </li>
        ))}
      </Section>
      <Section id="reconcile-mismatch" title="Amount mismatch" count={answer.amountMismatch.length}>
        {answer.amountMismatch.map(({ line, user, due, paid }) => (
          <li key={line.id}>
            <button type="button" className="link-button" onClick={() => onOpen(line, user.id)}>
              {user.name}
            </button>{' '}
            paid {formatRupeesExact(paid)}, due {formatRupeesExact(due)}
            <span className="cell-sub mono">{lineText(line)}</span>
          </li>
        ))}
      </Section>
      <Section id="reconcile-unmatched" title="Credits no registration explains" count={answer.unmatchedLines.length}>
        {answer.unmatchedLines.map((line) => (
          <li key={line.id}>
            <button type="button" className="link-button" onClick={() => onOpen(line, null)}>
              {line.date ?? '—'} · {formatRupeesExact(line.amount)}
            </button>
            <span className="cell-sub mono">{line.description}</span>
          </li>
        ))}
      </Section>
      <Section id="reconcile-waiting" title="Pending payments with no line" count={answer.pendingWithoutLine.length}>
        {answer.pendingWithoutLine.map((user) => (
          <li key={user.id}>
            <strong>{user.name}</strong> · due {formatRupeesExact(user.due)}
            <span className="cell-sub mono">
              Ref {user.paymentReference ?? '—'} · Txn {user.transactionId ?? '—'}
            </span>
          </li>
        ))}
      </Section>
    </div>
  );
}
