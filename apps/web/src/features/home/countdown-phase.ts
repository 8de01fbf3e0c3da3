export type CountdownPhase =
  | { kind: 'counting'; days: number; hours: number; minutes: number; seconds: number }
  | { kind: 'live' }
  | { kind: 'over' };

/**
 * Never negative: at the first day's midnight on the venue's clock (the edition's time zone) the countdown becomes
 * 'live', after the last day 'over'.
 */
export function countdownPhase(now: number, target: number, end: number): CountdownPhase {
  if (now >= end) return { kind: 'over' };
  if (now >= target) return { kind: 'live' };
  let rest = Math.floor((target - now) / 1000);
  const days = Math.floor(rest / 86_400);
  rest -= days * 86_400;
  const hours = Math.floor(rest / 3600);
  rest -= hours * 3600;
  const minutes = Math.floor(rest / 60);
  return { kind: 'counting', days, hours, minutes, seconds: rest - minutes * 60 };
}
