import { defineProject } from 'vitest/config';

// Browser end-to-end tests: the built web app served by the real API, driven by real Chromium.
export default defineProject({
  test: {
    name: 'web-e2e',
    include: ['e2e/**/*.test.ts'],
    environment: 'node',
    testTimeout: 90_000,
    hookTimeout: 180_000,
    fileParallelism: false,
    // After the unit and API projects: Chromium and the API servers would otherwise share two cores with them.
    sequence: { groupOrder: 1 },
    globalSetup: ['e2e/support/build-web.ts'],
  },
});
