import type { CountdownPhase } from '../countdown-phase';

const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const;

/** Days, hours, minutes, seconds; once the target passes, what is happening instead of negative numbers. */
export function Countdown({ phase }: { phase: CountdownPhase }) {
  if (phase.kind === 'live') {
    return (
      <p className="countdown-status countdown-live" role="status">
        The games are live!
      </p>
    );
  }
  if (phase.kind === 'over') {
    return (
      <p className="countdown-status" role="status">
        The games are over — thank you for playing.
      </p>
    );
  }
  return (
    <div className="countdown" role="timer" aria-label="Time until the games begin">
      {UNITS.map((unit) => (
        <div key={unit} className="countdown-unit">
          <span className="countdown-value">{String(phase[unit]).padStart(2, '0')}</span>
          <span className="countdown-label">{unit}</span>
        </div>
      ))}
    </div>
  );
}
