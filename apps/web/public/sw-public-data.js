// Imported by the generated service worker (vite.config.ts, workbox.importScripts). Issue 3: a visitor who
// opened the site once can browse the events, workshops, the team and the site settings offline. The runtime route
// for these answers (NetworkFirst into the 'public-api' cache) only sees requests the worker controls,
// and the first visit's requests were made before the worker existed; so the worker fetches them itself
// while installing. The cache name and URLs match the runtime route in vite.config.ts and the app's calls
// (src/lib/catalogue.ts, src/lib/site-config.ts, src/features/team/api/get-team.ts).
const PUBLIC_API_CACHE = 'public-api';
const PUBLIC_API_URLS = ['/api/v1/events', '/api/v1/workshops', '/api/v1/config', '/api/v1/team'];

async function warmPublicApiCache() {
  const cache = await caches.open(PUBLIC_API_CACHE);
  await Promise.all(
    PUBLIC_API_URLS.map(async (url) => {
      const request = new Request(url, { headers: { Accept: 'application/json' }, credentials: 'same-origin' });
      try {
        const response = await fetch(request);
        if (response.status === 200) await cache.put(request, response);
      } catch {
        // Offline or the server unreachable: the runtime route fills the cache on a later visit.
      }
    }),
  );
}

self.addEventListener('install', (event) => {
  // Never fails the install: a missing answer only means less is available offline.
  event.waitUntil(warmPublicApiCache().catch(() => undefined));
});
