import { SYMPOSIUM } from '@symposium/schema/constants';

export type CountdownPhase =
  | { kind: 'counting'; days: number; hours: number; minutes: number; seconds: number }
  | { kind: 'live' }
  | { kind: 'over' };

/** Spec §9: the countdown runs to 2025-10-23T00:00:00 on the visitor's clock. */
export const COUNTDOWN_TARGET = new Date(SYMPOSIUM.countdownTarget).getTime();
/** The games end when the last day does (midnight after the end date, same clock). */
export const GAMES_END = new Date(`${SYMPOSIUM.endDate}T00:00:00`).getTime() + 24 * 60 * 60 * 1000;

/** Never negative: at zero the countdown becomes 'live', after the last day 'over'. */
export function countdownPhase(now: number, target = COUNTDOWN_TARGET, end = GAMES_END): CountdownPhase {
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
