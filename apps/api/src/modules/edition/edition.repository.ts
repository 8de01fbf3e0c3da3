import { DEFAULT_EDITION, type Edition } from '@symposium/schema/edition';
import { all, first, run, type Db } from '../../db/client';
import type { Env } from '../../env';

const EDITION_KEY = 'edition';

/**
 * The edition as stored, over the 2025 defaults and the environment's starting values (REGISTRATION_CLOSES_AT).
 * The support email is the settings' contact email: one address, edited from either screen.
 */
export function readEdition(db: Db, env: Pick<Env, 'REGISTRATION_CLOSES_AT' | 'CONTACT_EMAIL'>): Edition {
  const rows = all(
    db,
    db.kysely.selectFrom('settings').select(['key', 'value']).where('key', 'in', [EDITION_KEY, 'contactEmail']),
  );
  const stored = new Map(rows.map((r) => [r.key, JSON.parse(r.value) as unknown]));
  const startingClose = env.REGISTRATION_CLOSES_AT === null ? null : new Date(env.REGISTRATION_CLOSES_AT).toISOString();
  const defaults: Edition = {
    ...DEFAULT_EDITION,
    registration: { ...DEFAULT_EDITION.registration, closesAt: startingClose },
  };
  const edition = { ...defaults, ...((stored.get(EDITION_KEY) as Partial<Edition> | undefined) ?? {}) };
  const contactEmail = stored.get('contactEmail');
  edition.supportEmail = typeof contactEmail === 'string' ? contactEmail : env.CONTACT_EMAIL;
  return edition;
}

/** Writes the whole edition (call inside a write transaction); its support email goes to the settings' contact email. */
export function writeEdition(db: Db, edition: Edition, by: string | null, at: string): void {
  const { supportEmail, ...rest } = edition;
  for (const [key, value] of [
    [EDITION_KEY, rest],
    ['contactEmail', supportEmail],
  ] as const) {
    const json = JSON.stringify(value);
    run(
      db,
      db.kysely
        .insertInto('settings')
        .values({ key, value: json, updated_at: at, updated_by: by })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value: json, updated_at: at, updated_by: by })),
    );
  }
}

/** Participants holding a place: every participant account whose payment has not been rejected. */
export function placesTaken(db: Db): number {
  const row = first(
    db,
    db.kysely
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('role', '=', 'user')
      .where('payment_status', '!=', 'rejected'),
  );
  return Number(row?.n ?? 0);
}

/**
 * What the scan rules need of the edition (the venue desks' hot path: one small read, no environment needed): its time
 * zone, the clock of the items' dates and times, and when its registration opened (no scan of it is older).
 */
export function readEditionClock(db: Db): { timeZone: string; opensAt: string } {
  const row = first(db, db.kysely.selectFrom('settings').select('value').where('key', '=', EDITION_KEY));
  const stored = row ? (JSON.parse(row.value) as Partial<Edition>) : {};
  return {
    timeZone: stored.timeZone ?? DEFAULT_EDITION.timeZone,
    opensAt: stored.registration?.opensAt ?? DEFAULT_EDITION.registration.opensAt,
  };
}

/** The edition's kit contents alone (the venue desks' hot path: one small read, no environment needed). */
export function readEditionKits(db: Db): Edition['kits'] {
  const row = first(db, db.kysely.selectFrom('settings').select('value').where('key', '=', EDITION_KEY));
  const stored = row ? (JSON.parse(row.value) as Partial<Edition>).kits : undefined;
  return stored ?? DEFAULT_EDITION.kits;
}
