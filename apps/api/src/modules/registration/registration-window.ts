import type { Env } from '../../env';

/** /register takes new players until REGISTRATION_CLOSES_AT (the end of the games unless set). */
export function registrationOpen(env: Pick<Env, 'REGISTRATION_CLOSES_AT'>, now = Date.now()): boolean {
  return now < env.REGISTRATION_CLOSES_AT;
}
