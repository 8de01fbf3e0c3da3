import { CircleCheck, CircleX, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';

export type ResultTone = 'success' | 'warning' | 'danger';

const ICONS = { success: CircleCheck, warning: TriangleAlert, danger: CircleX } as const;

interface ResultCardProps {
  tone: ResultTone;
  title: string;
  children: ReactNode;
  /** The next-scan button: large, at thumb height. */
  action: { label: string; onClick: () => void };
  /** Right under the title, before any fact: what the coordinator must read first (the server decided otherwise). */
  notice?: ReactNode;
  footer?: ReactNode;
}

/** design.md: full width, a big status colour and icon readable at arm's length, the next-scan button large. */
export function ResultCard({ tone, title, children, action, notice, footer }: ResultCardProps) {
  const Icon = ICONS[tone];
  return (
    <section className={`result-card result-${tone}`} aria-labelledby="result-title" data-testid="scan-result">
      <div className="result-banner">
        <Icon aria-hidden="true" size={56} strokeWidth={2.25} />
        <h2 id="result-title" className="result-title">
          {title}
        </h2>
      </div>
      {notice}
      <div className="result-body">{children}</div>
      {footer}
      <button type="button" className="btn btn-large btn-block result-action" onClick={action.onClick}>
        {action.label}
      </button>
    </section>
  );
}

/** A label and value row of a result card. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="result-fact">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
