import { ErrorCode } from '@symposium/schema/error-codes';
import { M } from '@symposium/schema/messages';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from './errors';

function tooMany(msBeforeNext: number): AppError {
  const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  return new AppError(429, ErrorCode.RATE_LIMITED, M.tooManyRequests(seconds), undefined, {
    'Retry-After': String(seconds),
  });
}

/** A fixed-window counter per key (an address or an account), answering 429 with Retry-After. */
export class Limiter {
  private readonly limiter: RateLimiterMemory;

  constructor(options: { points: number; durationSeconds: number; blockSeconds?: number }) {
    this.limiter = new RateLimiterMemory({
      points: options.points,
      duration: options.durationSeconds,
      blockDuration: options.blockSeconds ?? 0,
    });
  }

  /** Counts one request; throws 429 past the limit. */
  async consume(key: string): Promise<void> {
    try {
      await this.limiter.consume(key);
    } catch (error) {
      if (error instanceof RateLimiterRes) throw tooMany(error.msBeforeNext);
      throw error;
    }
  }

  /** Counts one request; false past the limit (for limits that must not show in the answer). */
  async tryConsume(key: string): Promise<boolean> {
    try {
      await this.limiter.consume(key);
      return true;
    } catch (error) {
      if (error instanceof RateLimiterRes) return false;
      throw error;
    }
  }

  /** Gives back a point taken by consume (the attempt it was reserved for turned out fine). */
  async giveBack(key: string): Promise<void> {
    await this.limiter.reward(key, 1);
  }

  async reset(key: string): Promise<void> {
    await this.limiter.delete(key);
  }
}

const MINUTE = 60;

/**
 * Failed logins, after rate-limiter-flexible's "login endpoint protection" pattern (docs/decisions/0007-rate-limits-and-sign-in-lockout.md,
 * "Login limits"). `points` failures are allowed per window; the next attempt is refused for `blockSeconds`.
 * - The hard block keys on account and client address together: failures for one account from one
 *   address block that pair only, so nobody can lock a participant or the admin out from elsewhere.
 * - Per address, a ceiling high enough for a college lab behind one NAT address, against one machine
 *   guessing across many accounts.
 * - Per account from every address, a high ceiling that only an attack spread over 20+ addresses reaches.
 * - A browser the account signed in on before (its device cookie, modules/auth/device-cookie.ts) is held to its own
 *   small allowance only: failures from elsewhere, however many, never lock the rightful owner out.
 */
export const LOGIN_LIMITS = {
  perAccountAndAddress: { points: 5, durationSeconds: 15 * MINUTE, blockSeconds: 15 * MINUTE },
  perAddress: { points: 200, durationSeconds: 15 * MINUTE, blockSeconds: 15 * MINUTE },
  perAccount: { points: 100, durationSeconds: 60 * MINUTE, blockSeconds: 15 * MINUTE },
  perKnownDevice: { points: 10, durationSeconds: 15 * MINUTE, blockSeconds: 15 * MINUTE },
} as const;

/**
 * Takes one point from each login limiter before the (deliberately slow) password check, so parallel
 * guesses cannot all slip past a check made before any of them failed; 429 with Retry-After when one of
 * them is used up. A correct password then gives the points back and clears the pair's count.
 * `knownDevice`: the id of this browser's device cookie, when it names this account: only its own limit counts.
 */
export async function reserveLoginAttempt(
  limiters: Limiters,
  email: string,
  address: string,
  knownDevice: string | null = null,
) {
  if (knownDevice) return reserveKnownDeviceAttempt(limiters, knownDevice);
  const pair = `${email}\u0000${address}`;
  const reserved: [Limiter, string][] = [
    [limiters.loginFailuresPerAddress, address],
    [limiters.loginFailuresPerAccountAndAddress, pair],
    [limiters.loginFailuresPerAccount, email],
  ];
  const taken: [Limiter, string][] = [];
  try {
    for (const [limiter, key] of reserved) {
      await limiter.consume(key);
      taken.push([limiter, key]);
    }
  } catch (error) {
    await Promise.all(taken.map(([limiter, key]) => limiter.giveBack(key)));
    throw error;
  }
  return {
    /** The password was right: this attempt was no failure. */
    async succeeded() {
      await Promise.all([
        limiters.loginFailuresPerAddress.giveBack(address),
        limiters.loginFailuresPerAccountAndAddress.reset(pair),
        limiters.loginFailuresPerAccount.giveBack(email),
      ]);
    },
  };
}

async function reserveKnownDeviceAttempt(limiters: Limiters, device: string) {
  await limiters.loginFailuresPerKnownDevice.consume(device);
  return {
    async succeeded() {
      await limiters.loginFailuresPerKnownDevice.reset(device);
    },
  };
}

/**
 * Reset mails to one address, whoever asks: past it the answer stays the same and nothing is sent, so a
 * stranger spreading requests over many addresses cannot flood someone's inbox (nor learn the account exists).
 */
export const FORGOT_PASSWORD_MAILS_PER_ACCOUNT = { points: 3, durationSeconds: 60 * MINUTE } as const;

/**
 * Registration attempts per address (docs/decisions/0007-rate-limits-and-sign-in-lockout.md, "Register limit for a lab's registration drive"): a lab
 * of 80 students behind one address registering within 10 minutes, each with a refused try or a resend, stays
 * under it; one machine sending registrations in a loop is stopped after 200 in 10 minutes.
 */
export const REGISTER_LIMITS = {
  perAddress: { points: 200, durationSeconds: 10 * MINUTE },
} as const;

/** Limits for the public forms; a college lab shares one address, so the per-address limits stay generous. */
export function createLimiters() {
  return {
    loginFailuresPerAccountAndAddress: new Limiter(LOGIN_LIMITS.perAccountAndAddress),
    loginFailuresPerAddress: new Limiter(LOGIN_LIMITS.perAddress),
    loginFailuresPerAccount: new Limiter(LOGIN_LIMITS.perAccount),
    loginFailuresPerKnownDevice: new Limiter(LOGIN_LIMITS.perKnownDevice),
    forgotPasswordPerAddress: new Limiter({ points: 10, durationSeconds: 15 * MINUTE }),
    forgotPasswordMailsPerAccount: new Limiter(FORGOT_PASSWORD_MAILS_PER_ACCOUNT),
    registerPerAddress: new Limiter(REGISTER_LIMITS.perAddress),
    paymentProofPerAddress: new Limiter({ points: 20, durationSeconds: 10 * MINUTE }),
    contactPerAddress: new Limiter({ points: 20, durationSeconds: 10 * MINUTE }),
  };
}
export type Limiters = ReturnType<typeof createLimiters>;
