// Imported by the generated service worker (vite.config.ts, workbox.importScripts). Background Sync for
// the venue scanners: when the browser decides the network is back it fires 'sync' with the tag the
// scanner page registered (after a scan offline, or after a push that failed). The worker does not push
// by itself — the queue, the token and the engine live in the page — it wakes the open tabs, whose sync
// engine pushes the queue, and waits for their answer: when no tab could send the scans the event fails,
// so the browser fires it again later. With no tab open there is nothing to wake; the next tab syncs on
// its own triggers. The names match src/features/scanner/sync/background-sync.ts.
const SCAN_SYNC_TAG = 'symposium-scans';
const SYNC_REQUEST_MESSAGE = 'symposium:sync-scans';
// A tab without the scanner (a public page) never answers; a push over venue Wi-Fi may take a while.
const TAB_ANSWER_TIMEOUT_MS = 60000;

/** Asks one tab to sync; resolves to whether it sent everything. */
function askTabToSync(client) {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve(false), TAB_ANSWER_TIMEOUT_MS);
    channel.port1.onmessage = (event) => {
      clearTimeout(timer);
      resolve(Boolean(event.data && event.data.synced));
    };
    client.postMessage({ type: SYNC_REQUEST_MESSAGE }, [channel.port2]);
  });
}

self.addEventListener('sync', (event) => {
  if (event.tag !== SCAN_SYNC_TAG) return;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(
      (clients) =>
        new Promise((resolve, reject) => {
          if (clients.length === 0) return resolve();
          let waiting = clients.length;
          for (const client of clients) {
            askTabToSync(client).then((synced) => {
              if (synced) resolve();
              else if (--waiting === 0) reject(new Error('Queued scans could not be sent yet'));
            });
          }
        }),
    ),
  );
});
