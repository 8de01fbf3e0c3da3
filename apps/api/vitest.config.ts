import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Tests hash passwords at a reduced scrypt cost, TEST_SCRYPT_LOG_N (taken only under NODE_ENV=test, which Vitest
    // sets); production keeps 2^17 (src/env.ts), tested in src/lib/passwords.test.ts.
    env: { SCRYPT_LOG_N: '10' },
    // The server the process tests start (server-start, TLS, crash, backup…): bundled once a run, not loaded through
    // tsx at each of their 25-odd starts (src/test-support/bundle-server.ts).
    globalSetup: ['src/test-support/bundle-server.ts'],
  },
});
