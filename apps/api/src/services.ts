import { migrateToLatest, openDatabase } from './db/client';
import type { Env } from './env';
import type { AppDeps } from './lib/context';
import { ensurePrivateDir, tightenDataDir } from './lib/data-dir';
import { createMailer } from './lib/mail';
import { livePassKeys } from './lib/pass-keys';
import { createLimiters } from './lib/rate-limit';
import { StartFailure } from './lib/start-failure';
import { loadTokenKeys } from './lib/tokens';
import { seedCatalogue } from './modules/catalogue/catalogue.seeding';
import { readSettings } from './modules/settings/settings.repository';
import { ensureAdmin, StaffError } from './modules/staff/staff.service';

/** Opens DATA_DIR, migrates, seeds and ensures the first admin: everything start and the tests share. */
export async function createServices(env: Env) {
  for (const dir of [env.DATA_DIR, env.uploadsDir, env.outboxDir]) ensurePrivateDir(dir);
  tightenDataDir({
    dataDir: env.DATA_DIR,
    databaseFile: env.databaseFile,
    uploadsDir: env.uploadsDir,
    outboxDir: env.outboxDir,
    keysDir: env.keysDir,
  });
  const db = openDatabase(env.databaseFile);
  await migrateToLatest(db);
  seedCatalogue(db);
  const admin = await ensureAdmin(db, { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD }, env.SCRYPT_LOG_N).catch(
    (error: unknown) => {
      // A bad ADMIN_EMAIL or ADMIN_PASSWORD is the operator's to correct, like any other setting.
      if (error instanceof StaffError)
        throw new StartFailure(
          `ADMIN_EMAIL / ADMIN_PASSWORD: ${error.message}. Correct the environment variable and start again.`,
        );
      throw error;
    },
  );
  const deps: AppDeps = {
    env,
    db,
    mailer: createMailer(db, {
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM,
      outboxDir: env.outboxDir,
      retentionDays: env.MAIL_RETENTION_DAYS,
      retry: { maxAttempts: env.MAIL_MAX_ATTEMPTS, baseDelayMs: env.MAIL_RETRY_BASE_MS },
      smtpMaxConnections: env.MAIL_SMTP_MAX_CONNECTIONS,
      smtpRatePerSecond: env.MAIL_SMTP_RATE_PER_SECOND,
      defaultReplyTo: () => readSettings(db, env).contactEmail,
      logLinks: env.NODE_ENV !== 'production',
    }),
    keys: loadTokenKeys(env.keysDir, env.JWT_SECRET),
    limiters: createLimiters(),
    passKeys: livePassKeys(env.keysDir),
  };
  return { deps, admin };
}
