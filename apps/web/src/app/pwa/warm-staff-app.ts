import { loadPassFallback } from '@symposium/sync/pass';
import { loadQrCameraFactory } from '../../features/scanner/camera/load-qr-camera';
import { staffPageLoaders } from '../../lib/staff-page-loaders';
import { serviceWorkerActive } from './register-service-worker';

/** The service worker's runtime cache for built files (vite.config.ts, workbox.runtimeCaching). */
export const APP_ASSETS_CACHE = 'app-assets';

let warming: Promise<void> | null = null;

/** Built JS and CSS files this page has loaded, from the resource timeline and the document's own tags. */
function loadedAssetUrls(): string[] {
  const urls = new Set<string>();
  for (const entry of performance.getEntriesByType('resource')) urls.add(entry.name);
  document.querySelectorAll<HTMLLinkElement>('link[href]').forEach((link) => urls.add(link.href));
  document.querySelectorAll<HTMLScriptElement>('script[src]').forEach((script) => urls.add(script.src));
  return [...urls].filter((url) => {
    const parsed = new URL(url, location.href);
    return parsed.origin === location.origin && /^\/assets\/[^/]+\.(?:js|css)$/.test(parsed.pathname);
  });
}

/**
 * Saves the whole staff app for offline use (docs/decisions/0025-offline-site-and-staff-app.md): loads every staff page module, the camera
 * (and stores its decoder's files) and the pass-verification fallback, so the service worker's CacheFirst route keeps their chunks;
 * then stores every built file this page loaded before the worker took control (a first visit), which the
 * worker never saw; and resolves once the worker is active, so the app opens offline. Once per page load; never
 * throws — whatever could not be saved is tried on the next visit.
 */
export function warmStaffApp(): Promise<void> {
  warming ??= (async () => {
    if (!('caches' in window) || !('serviceWorker' in navigator) || !import.meta.env.PROD) return;
    // Workbox's registration library too: the page loads it by itself only after its load event, which a page
    // whose staff chunks come from the browser's cache can reach after them (a new page on the same visit).
    await Promise.allSettled([
      ...staffPageLoaders().map((load) => load()),
      loadQrCameraFactory(),
      loadPassFallback(),
      import('workbox-window'),
    ]);
    const cache = await caches.open(APP_ASSETS_CACHE);
    // The camera's decoder (its worker and WebAssembly) loads only when a camera runs: saved now too.
    const cameraFiles = await loadQrCameraFactory().then(
      (factory) => factory.offlineFiles.map((url) => new URL(url, location.href).href),
      () => [],
    );
    await Promise.allSettled(
      [...loadedAssetUrls(), ...cameraFiles].map(async (url) => {
        if (!(await caches.match(url))) await cache.add(url);
      }),
    );
    // A reload or a new page with the network off is served by the worker only once it is active (its precache
    // installed): until then 'Roster ready' would promise an offline scanner the browser cannot open. A browser
    // that refuses the worker is told no more than before (its open tab still scans offline).
    await serviceWorkerActive;
  })().catch(() => undefined);
  return warming;
}
