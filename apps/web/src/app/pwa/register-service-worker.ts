type Updater = (reloadPage?: boolean) => Promise<void>;
type NeedRefreshListener = (update: Updater) => void;

let listener: NeedRefreshListener | null = null;
let started = false;

/**
 * Registers the service worker (workbox-window, through vite-plugin-pwa) once the page has loaded, so it
 * never competes with the first paint. The registration script is a module of our own: the CSP allows
 * no inline script. Returns the unsubscribe for the 'new version waiting' listener.
 */
export function registerServiceWorker(onNeedRefresh: NeedRefreshListener): () => void {
  listener = onNeedRefresh;
  if (!started && 'serviceWorker' in navigator && import.meta.env.PROD) {
    started = true;
    const start = () =>
      void import('virtual:pwa-register').then(({ registerSW }) => {
        const updateSW: Updater = registerSW({
          immediate: true,
          onNeedRefresh: () => listener?.(updateSW),
        });
      });
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
  }
  return () => {
    if (listener === onNeedRefresh) listener = null;
  };
}
