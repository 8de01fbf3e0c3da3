import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .default('false')
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const optional = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() ? v.trim() : undefined));

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
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().default('./data'),
    WEB_DIST: z.string().default(path.join(repoRoot, 'apps/web/dist')),
    PUBLIC_URL: optional.refine(urlWith(['http:', 'https:']), {
      message: 'PUBLIC_URL must be the address people open, with its http:// or https:// (e.g. https://192.168.1.10:3000)',
    }),
    SMTP_URL: optional.refine(urlWith(['smtp:', 'smtps:']), {
      message: 'SMTP_URL must be a mail server address like smtp://user:pass@mail.example.com:587 (or smtps://…)',
    }),
    MAIL_FROM: z.string().default('Symposium <no-reply@symposium.local>'),
    /** Attempts per message before it is marked failed (temporary failures only; a 5xx fails at once). */
    MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(8),
    /** The wait after a message's first temporary failure; it doubles per further failure, capped at an hour. */
    MAIL_RETRY_BASE_MS: z.coerce.number().int().min(1).max(3_600_000).default(30_000),
    /** SMTP connections held open at once (servers cap them per client). */
    MAIL_SMTP_MAX_CONNECTIONS: z.coerce.number().int().min(1).max(50).default(3),
    /** SMTP messages per second at most; 0 = no limit. */
    MAIL_SMTP_RATE_PER_SECOND: z.coerce.number().int().min(0).max(1000).default(5),
    /** Days sent and failed mail is kept (queue rows, outbox .eml files); queued mail is kept until it goes. */
    MAIL_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
    ORGANISER_EMAIL: z.string().email().default('organisers@symposium.local'),
    CONTACT_EMAIL: z.string().email().default('symposium@college.edu'),
    ADMIN_EMAIL: optional,
    ADMIN_PASSWORD: optional,
    JWT_SECRET: optional.refine((v) => !v || v.length >= 32, 'JWT_SECRET must be at least 32 characters'),
    TRUST_PROXY: flag,
    SCRYPT_LOG_N: z.coerce.number().int().min(14).max(20).default(17),
    /**
     * When POST /auth/register stops taking players (an ISO date-time with its offset), in epoch ms; unset, the
     * organisers have not closed registration and it stays open (docs/decisions.md, "Registration closes when the
     * organisers say").
     */
    REGISTRATION_CLOSES_AT: optional
      .pipe(z.iso.datetime({ offset: true, error: 'REGISTRATION_CLOSES_AT must be an ISO date-time with an offset' }).optional())
      .transform((v) => (v ? Date.parse(v) : null)),
    UPI_ID: z.string().default('symposium@upi'),
    UPI_PAYEE_NAME: z.string().default('Mechanical Engineering Association'),
    LOG_REQUESTS: flag,
    /** PEM files: when both are set the server speaks HTTPS itself (phones allow the camera only on a secure origin). */
    TLS_CERT: optional,
    TLS_KEY: optional,
    /** TESTS ONLY: pause each sync push this many ms inside its transaction after half the batch (sync.crash.test.ts). */
    TEST_SYNC_APPLY_PAUSE_MS: optional.pipe(z.coerce.number<string | undefined>().int().min(1).max(600_000).optional()),
  })
  .refine((e) => !!e.TLS_CERT === !!e.TLS_KEY, { message: 'Set both TLS_CERT and TLS_KEY, or neither', path: ['TLS_CERT'] })
  .refine((e) => !!e.ADMIN_EMAIL === !!e.ADMIN_PASSWORD, {
    message: 'Set both ADMIN_EMAIL and ADMIN_PASSWORD, or neither',
    path: ['ADMIN_EMAIL'],
  })
  .transform((e) => {
    const dataDir = path.resolve(e.DATA_DIR);
    return {
      ...e,
      DATA_DIR: dataDir,
      PUBLIC_URL: (e.PUBLIC_URL ?? `${e.TLS_CERT ? 'https' : 'http'}://localhost:${e.PORT}`).replace(/\/$/, ''),
      databaseFile: path.join(dataDir, 'symposium.sqlite'),
      uploadsDir: path.join(dataDir, 'uploads'),
      outboxDir: path.join(dataDir, 'outbox'),
      keysDir: path.join(dataDir, 'keys'),
    };
  });

export type Env = z.output<typeof envSchema>;

/** What a setting whose schema has no sentence of its own must be, for the operator's one-line message. */
const EXPECTED: Record<string, string> = {
  PORT: 'a port number from 0 to 65535',
  MAIL_MAX_ATTEMPTS: 'a whole number from 1 to 50',
  MAIL_RETRY_BASE_MS: 'a whole number of milliseconds from 1 to 3600000',
  MAIL_SMTP_MAX_CONNECTIONS: 'a whole number from 1 to 50',
  MAIL_SMTP_RATE_PER_SECOND: 'a whole number from 0 to 1000 (0 = no limit)',
  MAIL_RETENTION_DAYS: 'a whole number of days from 1 to 3650',
  ORGANISER_EMAIL: 'one email address',
  CONTACT_EMAIL: 'one email address',
  TRUST_PROXY: 'true or false',
  LOG_REQUESTS: 'true or false',
  SCRYPT_LOG_N: 'a whole number from 14 to 20',
  TEST_SYNC_APPLY_PAUSE_MS: 'a whole number of milliseconds from 1 to 600000 (tests only: unset it)',
};

/** A bad setting: its message is one line naming each bad variable and what it must be (README, "Settings"). */
export class EnvError extends Error {}

export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const reasons = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? '');
      if (EXPECTED[name] && issue.code !== 'custom') return `${name} must be ${EXPECTED[name]}`;
      // The refinements say it in a sentence of their own, naming the variable.
      return issue.message.includes(name) ? issue.message : `${name}: ${issue.message}`;
    });
    throw new EnvError(`${[...new Set(reasons)].join('; ')}. Correct the environment variable and start again (README, "Settings").`);
  }
  return parsed.data;
}
