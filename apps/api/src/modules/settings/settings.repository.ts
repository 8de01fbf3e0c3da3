import { DEFAULT_SETTINGS, type Settings } from '@symposium/schema/settings';
import { all, run, type Db } from '../../db/client';
import type { Env } from '../../env';

type SettingKey = keyof Settings;

/** Settings as stored, over defaults (the schema's, then the environment's for addresses). */
export function readSettings(db: Db, env: Env): Settings {
  const defaults: Settings = {
    ...DEFAULT_SETTINGS,
    upiId: env.UPI_ID,
    upiPayeeName: env.UPI_PAYEE_NAME,
    contactEmail: env.CONTACT_EMAIL,
    organiserEmail: env.ORGANISER_EMAIL,
  };
  const rows = all(db, db.kysely.selectFrom('settings').select(['key', 'value']));
  const stored = Object.fromEntries(rows.map((r) => [r.key, JSON.parse(r.value)]));
  return { ...defaults, ...stored } as Settings;
}

/** Writes the given keys (call inside a write transaction). */
export function writeSettings(db: Db, changes: Partial<Settings>, by: string | null, at: string): void {
  for (const [key, value] of Object.entries(changes) as [SettingKey, unknown][]) {
    if (value === undefined) continue;
    run(
      db,
      db.kysely
        .insertInto('settings')
        .values({ key, value: JSON.stringify(value), updated_at: at, updated_by: by })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({ value: JSON.stringify(value), updated_at: at, updated_by: by }),
        ),
    );
  }
}

/** The keys of `changes` whose value differs from the current settings (compared as stored, in JSON). */
export function changedSettings(current: Settings, changes: Partial<Settings>): Partial<Settings> {
  return Object.fromEntries(
    (Object.entries(changes) as [SettingKey, unknown][]).filter(
      ([key, value]) => value !== undefined && JSON.stringify(value) !== JSON.stringify(current[key]),
    ),
  ) as Partial<Settings>;
}
