import type { SyncEngine } from './engine';

/**
 * Fetches the pass keys again after every successful sync. A rotation with `--retire-previous` must stop
 * old passes verifying on the desks too, not only on the server; the key set is a few hundred bytes, so
 * asking for it once per sync costs nothing. Returns the unsubscribe.
 */
export function refreshPassKeysAfterSync(
  engine: Pick<SyncEngine, 'subscribe'>,
  refreshKeys: () => Promise<unknown>,
): () => void {
  let lastSyncAt: number | null | undefined;
  return engine.subscribe((status) => {
    const first = lastSyncAt === undefined;
    const synced = status.lastSyncAt !== null && status.lastSyncAt !== lastSyncAt && status.problem === null;
    lastSyncAt = status.lastSyncAt;
    // The status the engine reports on subscribing is an old sync, not a new one.
    if (synced && !first) void refreshKeys().catch(() => undefined);
  });
}
