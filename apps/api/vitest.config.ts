import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
    // A worker runs its files one after another in one process, importing the app's modules once, not once a file
    // (the whole project: 297 CPU-s with a fresh module graph per file, 160 without, 682 tests passing). Each test
    // still gets its own app, database and data folder (test-support/context.ts); the modules keep no state between
    // files but counters, caches of a fixed password's hash and the migrated database to copy.
    isolate: false,
    hookTimeout: 60_000,
    // Tests hash passwords at a reduced scrypt cost, TEST_SCRYPT_LOG_N (taken only under NODE_ENV=test, which Vitest
    // sets); production keeps 2^17 (src/env.ts), tested in src/lib/passwords.test.ts.
    env: { SCRYPT_LOG_N: '10' },
    // The server the process tests start (server-start, TLS, crash, backup…): bundled once a run, not loaded through
    // tsx at each of their 25-odd starts (src/test-support/bundle-server.ts).
    globalSetup: ['src/test-support/bundle-server.ts'],
  },
});
