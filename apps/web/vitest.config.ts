import { defineProject } from 'vitest/config';

// Browser end-to-end tests: the built web app served by the real API, driven by real Chromium.
export default defineProject({
  test: {
    name: 'web-e2e',
    include: ['e2e/**/*.test.ts'],
    environment: 'node',
    testTimeout: 90_000,
    hookTimeout: 180_000,
    // expect.poll waits for a page or a server to reach a state; Vitest gives up after 1 s by default, which a busy
    // two-core machine running two browsers can miss. Only a failing poll waits the whole time.
    expect: { poll: { timeout: 20_000 } },
    // Two files at a time, each with its own server and its worker's Chromium: a file spends part of its time waiting (a sync
    // timer, a reconnect, a debounce), and the other file uses the cores meanwhile. More than two only queues on
    // the two cores of the CI machine.
    maxWorkers: 2,
    // A worker runs its files one after another in one process: each file still starts its own server
    // (useServerAndBrowser), but Playwright and the support modules are imported once a worker, not once a file
    // (about half a second a file on the CI machine), and the files share the worker's Chromium (workerBrowser; each
    // file's contexts are closed when it ends). The support modules keep no state between files but counters, that
    // Chromium and the service-worker default each file sets.
    isolate: false,
    // After the unit and API projects: Chromium and the API servers would otherwise share two cores with them.
    sequence: { groupOrder: 1 },
    globalSetup: ['e2e/support/build-web.ts', 'e2e/support/bundle-api.ts'],
  },
});
