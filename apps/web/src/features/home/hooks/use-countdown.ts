import { useEffect, useState } from 'react';
import { type CountdownPhase, countdownPhase } from '../countdown-phase';

const TICK_MS = 1000;

/**
 * Ticks every second while counting (spec §9). `justReachedZero` turns true once when the countdown
 * reaches zero while the page is open — the moment for the one-time sparkle burst.
 */
export function useCountdown() {
  const [phase, setPhase] = useState<CountdownPhase>(() => countdownPhase(Date.now()));
  const [justReachedZero, setJustReachedZero] = useState(false);
  const counting = phase.kind === 'counting';

  useEffect(() => {
    if (!counting) return;
    const timer = window.setInterval(() => {
      const next = countdownPhase(Date.now());
      setPhase(next);
      if (next.kind !== 'counting') setJustReachedZero(true);
    }, TICK_MS);
    return () => window.clearInterval(timer);
  }, [counting]);

  return { phase, justReachedZero };
}
