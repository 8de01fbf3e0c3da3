import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Tests hash passwords at a reduced scrypt cost; production keeps 2^17 (src/env.ts).
    env: { SCRYPT_LOG_N: '14' },
  },
});
