// Background Sync (docs/sync.md): after a scan offline, and after any push that failed (flaky Wi-Fi that
// reports online), the page registers a one-off 'sync' tag; when the browser sees the network come back it
// wakes the service worker (public/sw-scan-sync.js), which asks the open tabs to sync and waits for their
// answer. The worker never fetches the sync API itself: the engine in the page does.
// Both names are repeated in public/sw-scan-sync.js, which is plain script outside the bundle.
export const BACKGROUND_SYNC_TAG = 'symposium-scans';
export const SYNC_REQUEST_MESSAGE = 'symposium:sync-scans';

interface SyncManagerLike {
  register(tag: string): Promise<void>;
}

export async function requestBackgroundSync(): Promise<void> {
  try {
    const registration = await navigator.serviceWorker?.getRegistration();
    const sync = (registration as (ServiceWorkerRegistration & { sync?: SyncManagerLike }) | undefined)?.sync;
    await sync?.register(BACKGROUND_SYNC_TAG);
  } catch {
    // No service worker (development) or Background Sync unsupported: the other triggers still run.
  }
}

/**
 * Calls `sync` when the service worker asks the page to sync, and answers the worker whether everything
 * was sent (it fails the browser's sync event otherwise, so the browser tries again later). Returns the
 * unsubscribe.
 */
export function onSyncRequestedByWorker(sync: () => Promise<boolean>): () => void {
  const container = navigator.serviceWorker;
  if (!container) return () => undefined;
  const handler = (event: MessageEvent) => {
    if ((event.data as { type?: string } | null)?.type !== SYNC_REQUEST_MESSAGE) return;
    const reply = event.ports[0];
    void sync().then(
      (synced) => reply?.postMessage({ synced }),
      () => reply?.postMessage({ synced: false }),
    );
  };
  container.addEventListener('message', handler);
  return () => container.removeEventListener('message', handler);
}
