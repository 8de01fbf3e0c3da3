import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * The files the API ships beside its code (the certificates' fonts), found from the repository as the data directory
 * is: a module's own address differs between the sources and a bundle of them (the tests' servers run bundles).
 */
export const API_ASSETS_DIR = path.join(repoRoot, 'apps/api/assets');

// Each setting's refusal is what it must be ('a whole number from 1 to 50'); loadEnv puts the variable's name before it.
const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''], { error: 'true or false' })
  .default('false')
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const optional = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() ? v.trim() : undefined));

/** A whole number setting from min to max, refused with `expected`: what it must be. */
const numberSetting = (min: number, max: number, expected: string) => {
  const error = { error: expected };
  return z.coerce.number<string | undefined>(error).int(error).min(min, error).max(max, error);
};
const wholeNumber = (min: number, max: number, counts = '') =>
  numberSetting(min, max, `a whole number${counts && ` of ${counts}`} from ${min} to ${max}`);

const emailAddress = z.email({ error: 'one email address' });

/**
 * The lowest scrypt cost a server takes, and only when NODE_ENV is 'test' (Vitest sets it): 2^10 costs about 5 ms of
 * CPU a hash against 50 ms at 2^14, the lowest a real server takes (docs/performance.md).
 */
export const TEST_SCRYPT_LOG_N = 10;

/** A URL whose scheme is one of `schemes` and that names a host (a missing `https://` is the usual slip). */
const urlWith = (schemes: string[]) => (value: string | undefined) => {
  if (!value) return true;
  try {
    const url = new URL(value);
    return schemes.includes(url.protocol) && url.hostname !== '';
  } catch {
    return false;
  }
};

/** Every setting the server reads, with its default. README.md lists them. */
export const envSchema = z
  .object({
    PORT: numberSetting(0, 65535, 'a port number from 0 to 65535').default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().default('./data'),
    WEB_DIST: z.string().default(path.join(repoRoot, 'apps/web/dist')),
    PUBLIC_URL: optional.refine(urlWith(['http:', 'https:']), {
      message:
        'PUBLIC_URL must be the address people open, with its http:// or https:// (e.g. https://192.168.1.10:3000)',
    }),
    SMTP_URL: optional.refine(urlWith(['smtp:', 'smtps:']), {
      message: 'SMTP_URL must be a mail server address like smtp://user:pass@mail.example.com:587 (or smtps://…)',
    }),
    MAIL_FROM: z.string().default('Symposium <no-reply@symposium.local>'),
    /** Attempts per message before it is marked failed (temporary failures only; a 5xx fails at once). */
    MAIL_MAX_ATTEMPTS: wholeNumber(1, 50).default(8),
    /** The wait after a message's first temporary failure; it doubles per further failure, capped at an hour. */
    MAIL_RETRY_BASE_MS: wholeNumber(1, 3_600_000, 'milliseconds').default(30_000),
    /** SMTP connections held open at once (servers cap them per client). */
    MAIL_SMTP_MAX_CONNECTIONS: wholeNumber(1, 50).default(3),
    /** SMTP messages per second at most; 0 = no limit. */
    MAIL_SMTP_RATE_PER_SECOND: numberSetting(0, 1000, 'a whole number from 0 to 1000 (0 = no limit)').default(5),
    /** Days sent and failed mail is kept (queue rows, outbox .eml files), and contact messages once handled; queued mail and open messages are kept. */
    MAIL_RETENTION_DAYS: wholeNumber(1, 3650, 'days').default(30),
    ORGANISER_EMAIL: emailAddress.default('organisers@symposium.local'),
    CONTACT_EMAIL: emailAddress.default('symposium@college.edu'),
    ADMIN_EMAIL: optional,
    ADMIN_PASSWORD: optional,
    JWT_SECRET: optional.refine((v) => !v || v.length >= 32, 'JWT_SECRET must be at least 32 characters'),
    TRUST_PROXY: flag,
    /** 'production' keeps reset links out of the log (the outbox file still has the mail). */
    NODE_ENV: optional,
    /**
     * From 14 to 20; under NODE_ENV=test from TEST_SCRYPT_LOG_N (the refinement below): the test suites hash
     * thousands of passwords whose cost is not their subject, and lib/passwords.test.ts hashes at the production cost.
     */
    SCRYPT_LOG_N: numberSetting(TEST_SCRYPT_LOG_N, 20, 'a whole number from 14 to 20').default(17),
    /**
     * When POST /auth/register stops taking players (an ISO date-time with its offset), in epoch ms; unset, the
     * organisers have not closed registration and it stays open (docs/decisions/0038-the-edition-is-data.md, "Registration closes when the
     * organisers say").
     */
    REGISTRATION_CLOSES_AT: optional
      .pipe(
        z.iso
          .datetime({ offset: true, error: 'REGISTRATION_CLOSES_AT must be an ISO date-time with an offset' })
          .optional(),
      )
      .transform((v) => (v ? Date.parse(v) : null)),
    /**
     * Free space (MB) a payment screenshot must leave on the disk holding DATA_DIR/uploads, kept for the database the
     * venue's check-ins write to; an upload that would eat into it is refused 507 (docs/decisions/0041-data-dir-safety.md, "Uploads keep a
     * free-space reserve"). 0 = the file only has to fit.
     */
    UPLOADS_MIN_FREE_MB: wholeNumber(0, 1_000_000_000, 'megabytes').default(512),
    UPI_ID: z.string().default('symposium@upi'),
    UPI_PAYEE_NAME: z.string().default('Mechanical Engineering Association'),
    LOG_REQUESTS: flag,
    /** PEM files: when both are set the server speaks HTTPS itself (phones allow the camera only on a secure origin). */
    TLS_CERT: optional,
    TLS_KEY: optional,
    /** TESTS ONLY: pause each sync push this many ms inside its transaction after half the batch (sync.crash.test.ts). */
    TEST_SYNC_APPLY_PAUSE_MS: optional.pipe(
      numberSetting(1, 600_000, 'a whole number of milliseconds from 1 to 600000 (tests only: unset it)').optional(),
    ),
  })
  .refine((e) => !!e.TLS_CERT === !!e.TLS_KEY, {
    message: 'Set both TLS_CERT and TLS_KEY, or neither',
    path: ['TLS_CERT'],
  })
  .refine((e) => !!e.ADMIN_EMAIL === !!e.ADMIN_PASSWORD, {
    message: 'Set both ADMIN_EMAIL and ADMIN_PASSWORD, or neither',
    path: ['ADMIN_EMAIL'],
  })
  .refine((e) => e.SCRYPT_LOG_N >= 14 || e.NODE_ENV === 'test', {
    message: 'SCRYPT_LOG_N must be a whole number from 14 to 20',
    path: ['SCRYPT_LOG_N'],
  })
  .transform((e) => {
    const dataDir = path.resolve(e.DATA_DIR);
    return {
      ...e,
      DATA_DIR: dataDir,
      PUBLIC_URL: (e.PUBLIC_URL ?? `${e.TLS_CERT ? 'https' : 'http'}://localhost:${e.PORT}`).replace(/\/$/, ''),
      databaseFile: path.join(dataDir, 'symposium.sqlite'),
      uploadsDir: path.join(dataDir, 'uploads'),
      /** Team photos are public (GET /team/photos/:name), unlike the payment screenshots in uploads/. */
      teamPhotosDir: path.join(dataDir, 'team-photos'),
      /** Rendered certificate PDFs, a cache the server fills on first download; private, never served as files. */
      certificatePdfsDir: path.join(dataDir, 'certificates'),
      /** The certificate template's signature and logo images (admin uploads, made small PNGs). */
      certificateImagesDir: path.join(dataDir, 'certificate-images'),
      outboxDir: path.join(dataDir, 'outbox'),
      keysDir: path.join(dataDir, 'keys'),
    };
  });

export type Env = z.output<typeof envSchema>;

/** A bad setting: its message is one line naming each bad variable and what it must be (README, "Settings"). */
export class EnvError extends Error {}

export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const reasons = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? '');
      // The refinements say it in a sentence of their own, naming the variable; the rest say what it must be.
      return issue.message.includes(name) ? issue.message : `${name} must be ${issue.message}`;
    });
    throw new EnvError(
      `${[...new Set(reasons)].join('; ')}. Correct the environment variable and start again (README, "Settings").`,
    );
  }
  return parsed.data;
}
