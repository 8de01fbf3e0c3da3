// Imported by the generated service worker (vite.config.ts, workbox.importScripts). Background Sync for
// the venue scanners: when the browser decides the network is back it fires 'sync' with the tag the
// scanner page registered after a scan; this wakes the open tabs, whose sync engine pushes the queue.
// The names match src/features/scanner/sync/background-sync.ts.
self.addEventListener('sync', (event) => {
  if (event.tag !== 'symposium-scans') return;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((clients) => {
      for (const client of clients) client.postMessage({ type: 'symposium:sync-scans' });
    }),
  );
});
