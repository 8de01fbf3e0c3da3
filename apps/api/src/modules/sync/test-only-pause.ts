import fs from 'node:fs';

/** The line written (synchronously, to stderr) when the pause begins, so a test knows the transaction is open. */
export const TEST_PAUSE_MARKER = '[test-only] sync push paused inside its transaction';

/**
 * TESTS ONLY (setting TEST_SYNC_APPLY_PAUSE_MS, ignored unless set): blocks the whole process inside the push
 * transaction after half the batch, so sync.crash.test.ts can SIGKILL the server truly mid-transaction.
 * Atomics.wait blocks synchronously: no await may run inside a better-sqlite3 transaction.
 */
export function pauseMidBatchForTests(ms: number): void {
  fs.writeSync(2, `${TEST_PAUSE_MARKER}\n`);
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}
