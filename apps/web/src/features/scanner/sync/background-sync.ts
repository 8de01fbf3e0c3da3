// Background Sync (docs/sync.md): after a scan the page registers a one-off 'sync' tag; when the browser
// sees the network come back it wakes the service worker (public/sw-scan-sync.js), which asks the open
// tabs to sync. The worker never fetches the sync API itself: the engine in the page does.
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

/** Calls `listener` when the service worker asks the page to sync. Returns the unsubscribe. */
export function onSyncRequestedByWorker(listener: () => void): () => void {
  const container = navigator.serviceWorker;
  if (!container) return () => undefined;
  const handler = (event: MessageEvent) => {
    if ((event.data as { type?: string } | null)?.type === SYNC_REQUEST_MESSAGE) listener();
  };
  container.addEventListener('message', handler);
  return () => container.removeEventListener('message', handler);
}
