import { ErrorCode } from '@symposium/schema/error-codes';
import { M } from '@symposium/schema/messages';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from './errors';

function tooMany(msBeforeNext: number): AppError {
  const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  return new AppError(429, ErrorCode.RATE_LIMITED, M.tooManyRequests, undefined, { 'Retry-After': String(seconds) });
}

/** A fixed-window counter per key (an address or an account), answering 429 with Retry-After. */
export class Limiter {
  private readonly limiter: RateLimiterMemory;

  constructor(private readonly options: { points: number; durationSeconds: number; blockSeconds?: number }) {
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

  /** Throws 429 when the key has used up its points, without counting this request. */
  async assertAllowed(key: string): Promise<void> {
    const state = await this.limiter.get(key);
    if (state && state.consumedPoints >= this.options.points) throw tooMany(state.msBeforeNext);
  }

  /** Counts a failure without throwing (the caller answers the failure itself). */
  async penalise(key: string): Promise<void> {
    await this.limiter.penalty(key, 1);
  }

  async reset(key: string): Promise<void> {
    await this.limiter.delete(key);
  }
}

/**
 * Limits for the public forms (docs/decisions.md): failed logins are counted per account and per
 * address; a college lab shares one address, so the per-address limits stay generous.
 */
export function createLimiters() {
  return {
    loginFailuresPerAccount: new Limiter({ points: 5, durationSeconds: 15 * 60, blockSeconds: 15 * 60 }),
    loginFailuresPerAddress: new Limiter({ points: 50, durationSeconds: 15 * 60, blockSeconds: 15 * 60 }),
    forgotPasswordPerAddress: new Limiter({ points: 10, durationSeconds: 15 * 60 }),
    registerPerAddress: new Limiter({ points: 60, durationSeconds: 10 * 60 }),
    contactPerAddress: new Limiter({ points: 20, durationSeconds: 10 * 60 }),
  };
}
export type Limiters = ReturnType<typeof createLimiters>;
