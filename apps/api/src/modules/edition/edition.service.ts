import { ErrorCode } from '@symposium/schema/error-codes';
import {
  editionEndsAt,
  editionNights,
  registrationStatus,
  type Edition,
  type PublicEdition,
} from '@symposium/schema/edition';
import { M } from '@symposium/schema/messages';
import { stayNightsOnOffer } from '@symposium/schema/registration';
import type { Db } from '../../db/client';
import type { Env } from '../../env';
import { AppError } from '../../lib/errors';
import { placesTaken, readEdition } from './edition.repository';

type EditionEnv = Pick<Env, 'REGISTRATION_CLOSES_AT' | 'CONTACT_EMAIL'>;

/** The edition with where registration stands now (GET /config). */
export function publicEdition(db: Db, env: EditionEnv, now = Date.now()): PublicEdition {
  const edition = readEdition(db, env);
  const taken = placesTaken(db);
  const status = registrationStatus(edition, now, taken);
  return { ...edition, registration: { ...edition.registration, ...status, placesTaken: taken } };
}

/**
 * Refuses a new registration unless registration is open now. Call inside the write transaction that would add the
 * participant: the count of places is then the one the insert sees, so two registrations racing for the last place
 * cannot both take it.
 */
export function assertRegistrationOpen(db: Db, env: EditionEnv, now = Date.now()): Edition {
  const edition = readEdition(db, env);
  const { state, message } = registrationStatus(edition, now, placesTaken(db));
  if (state === 'full') throw new AppError(409, ErrorCode.REGISTRATION_FULL, message);
  if (state !== 'open') throw new AppError(409, ErrorCode.REGISTRATION_CLOSED, message);
  return edition;
}

/** A stay's nights must be the edition's (the forms offer only those); else the form's own message, on the check-in. */
export function assertStayNightsOnOffer(db: Db, env: EditionEnv, checkIn: string, checkOut: string): void {
  const nights = editionNights(readEdition(db, env));
  if (!stayNightsOnOffer(nights, checkIn, checkOut)) {
    throw new AppError(400, ErrorCode.VALIDATION_ERROR, M.accommodationDatesGender, {
      accommodationCheckIn: [M.accommodationDatesGender],
    });
  }
}

/** After the edition's last day (its midnight on the venue's clock) the games are over: no event is joined or left. */
export function editionIsOver(db: Db, env: EditionEnv, now = Date.now()): boolean {
  return now >= editionEndsAt(readEdition(db, env));
}
