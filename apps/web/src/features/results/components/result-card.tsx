import { POSITION_LABELS, type PublicResult } from '@symposium/schema/results';

/** One event's published result: each position with its prize and the winners' names and colleges. */
export function ResultCard({ result }: { result: PublicResult }) {
  return (
    <li className="card result-card">
      <h3 className="result-event">{result.event.name}</h3>
      <ol className="result-positions">
        {result.winners.map((winner) => (
          <li key={winner.position} className={`result-position result-position-${winner.position}`}>
            <p className="result-place">
              <span className="result-medal" aria-hidden="true">
                {winner.position}
              </span>
              <span>{POSITION_LABELS[winner.position]}</span>
              {winner.prize && <span className="result-prize">{winner.prize}</span>}
            </p>
            <ul className="result-names">
              {winner.participants.map((person, index) => (
                <li key={index}>
                  <strong>{person.name}</strong>
                  <span className="muted"> · {person.college}</span>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </li>
  );
}
