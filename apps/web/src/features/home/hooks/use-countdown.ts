import { useEffect, useState } from 'react';
import { type CountdownPhase, countdownPhase } from '../countdown-phase';

const TICK_MS = 1000;

/**
 * Ticks every second while counting (docs/product.md#home) to `target`, until `end` (the edition's first midnight and the one after
 * its last day). `justReachedZero` turns true once when the countdown reaches zero while the page is open — the moment
 * for the one-time sparkle burst.
 */
export function useCountdown(target: number, end: number) {
  const [phase, setPhase] = useState<CountdownPhase>(() => countdownPhase(Date.now(), target, end));
  const [justReachedZero, setJustReachedZero] = useState(false);
  const counting = phase.kind === 'counting';

  // New dates (the edition's config arrived or changed): the phase is worked out again at once.
  useEffect(() => setPhase(countdownPhase(Date.now(), target, end)), [target, end]);

  useEffect(() => {
    if (!counting) return;
    const timer = window.setInterval(() => {
      const next = countdownPhase(Date.now(), target, end);
      setPhase(next);
      if (next.kind !== 'counting') setJustReachedZero(true);
    }, TICK_MS);
    return () => window.clearInterval(timer);
  }, [counting, target, end]);

  return { phase, justReachedZero };
}
