import { TEXTS } from '../scan-texts';
import type { DeskProblem } from '../verdict/decide-scan';
import { ResultCard } from './result-card';

const T = TEXTS.deskProblem;

/** This device could not judge or save the scan: its own problem, never a verdict on the participant. */
export function DeskProblemCard({ problem, onNext }: { problem: DeskProblem; onNext: () => void }) {
  return (
    <ResultCard tone="warning" title={T[problem].title} action={{ label: T.retry, onClick: onNext }}>
      <p className="result-message" role="alert">
        {T[problem].message}
      </p>
    </ResultCard>
  );
}
