import { defineProject } from 'vitest/config';

// The web app's unit tests: plain logic beside its code (src/**/*.test.ts), no browser, no built app.
export default defineProject({ test: { name: 'web-unit', include: ['src/**/*.test.ts'], environment: 'node' } });
