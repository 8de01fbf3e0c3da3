import type { Env } from '../../env';

/** /register takes new players until REGISTRATION_CLOSES_AT; with none set, it stays open. */
export function registrationOpen(env: Pick<Env, 'REGISTRATION_CLOSES_AT'>, now = Date.now()): boolean {
  return env.REGISTRATION_CLOSES_AT === null || now < env.REGISTRATION_CLOSES_AT;
}
