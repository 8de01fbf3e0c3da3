type Updater = (reloadPage?: boolean) => Promise<void>;
type NeedRefreshListener = (update: Updater) => void;

let listener: NeedRefreshListener | null = null;
let started = false;

let settleWorker: (active: boolean) => void = () => {};
/**
 * Resolves true once this page's service worker is active (a reload or a new page then opens offline), or false
 * when its registration failed (a browser that blocks workers). Stays pending where no registration starts (a
 * development build, a browser without service workers): callers check for those first.
 */
export const serviceWorkerActive = new Promise<boolean>((resolve) => (settleWorker = resolve));

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
      void import('virtual:pwa-register')
        .then(({ registerSW }) => {
          const updateSW: Updater = registerSW({
            immediate: true,
            onNeedRefresh: () => listener?.(updateSW),
            onRegisterError: () => settleWorker(false),
          });
          void navigator.serviceWorker.ready.then(() => settleWorker(true));
        })
        .catch(() => settleWorker(false));
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
  }
  return () => {
    if (listener === onNeedRefresh) listener = null;
  };
}
