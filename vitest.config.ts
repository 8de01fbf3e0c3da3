import { defineConfig } from 'vitest/config';

// `npm test` runs every workspace's tests: schema units, API integration, browser end-to-end.
export default defineConfig({
  test: {
    projects: ['packages/schema', 'packages/sync', 'apps/api', 'apps/web'],
    reporters: ['default', './scripts/summary-reporter.ts'],
  },
});
