import os from 'node:os';
import { defineConfig } from 'vitest/config';

// `npm test` runs every workspace's tests: schema units, API integration, browser end-to-end.
export default defineConfig({
  test: {
    projects: ['packages/schema', 'packages/sync', 'apps/api', 'apps/web', 'apps/web/vitest.unit.config.ts'],
    reporters: ['default', './scripts/summary-reporter.ts'],
    // Vitest's default is one worker fewer than the cores: on the two-core CI machine one, so the unit and API files
    // ran one after the other (about 3 minutes before the first e2e file) while a core sat mostly idle. Each API file
    // has its own database and server ports, so two run side by side. The e2e project sets its own (2).
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
  },
});
