import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_EDITION, type Edition } from '@symposium/schema/edition';
import { migrateToLatest, openDatabase } from '../db/client';

/**
 * The edition the tests run under: the spec's 2025 edition moved to 2031, whose 23 and 24 October fall on the same
 * weekdays (Thursday, Friday), with registration open since 2026. A fresh install's own edition (2025) is over, and
 * over means nobody registers; the tests of a fresh install ask for it (`edition: 'fresh'`). Move these dates on
 * before October 2031.
 */
export const TEST_EDITION: Edition = {
  ...DEFAULT_EDITION,
  startDate: '2031-10-23',
  endDate: '2031-10-24',
  registration: { opensAt: '2026-01-01T00:00:00+05:30', closesAt: null },
};
export const TEST_NIGHTS = ['2031-10-23', '2031-10-24'] as const;

/**
 * Writes TEST_EDITION into the database of `dataDir` before a server process starts on it (the folder is created
 * and migrated as the server's first start would).
 */
export async function seedTestEdition(dataDir: string): Promise<void> {
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const db = openDatabase(path.join(dataDir, 'symposium.sqlite'));
  try {
    await migrateToLatest(db);
    const { supportEmail: _kept, ...edition } = TEST_EDITION; // the contact email stays the environment's
    db.sqlite
      .prepare('insert into settings (key, value, updated_at, updated_by) values (?, ?, ?, null)')
      .run('edition', JSON.stringify(edition), new Date().toISOString());
  } finally {
    db.close();
  }
}
