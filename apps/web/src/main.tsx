// First: schemas created later must see this setting.
import './lib/zod-jitless';
import '@fontsource/bebas-neue/400.css';
import '@fontsource-variable/inter/wght.css';
import './styles/tokens.css';
import './styles/base.css';
import './styles/layout.css';
import './styles/forms.css';
import './styles/pages.css';
import './styles/components.css';
import './styles/home.css';
import './styles/content.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { isStaffPath } from '@symposium/schema/paths';
import { App } from './app/app';
import { preloadPageFor } from './app/routes';
import { FIRST_SCREEN_DATA_ID } from './first-screen/first-screen-data';
import { prefetchCatalogueFor } from './lib/catalogue';
import { SITE_CONFIG_KEY, type SiteConfig, seedSiteConfig } from './lib/site-config';
import { seedRemoteData } from './lib/use-remote-data';
import { webFontsFirst } from './lib/web-fonts';

/** How long a staff page opened straight waits for the web fonts before it is drawn with their stand-ins. */
const STAFF_FONTS_WAIT_MS = 1500;

// The server drew this page with these answers (apps/api/src/lib/first-screen.ts): the first render shows the
// same, so the page does not flash back to its loading state while the fresh answers come.
const firstScreenData = document.getElementById(FIRST_SCREEN_DATA_ID)?.textContent;
if (firstScreenData) {
  try {
    for (const [key, value] of Object.entries(JSON.parse(firstScreenData) as Record<string, unknown>)) {
      if (key === SITE_CONFIG_KEY) seedSiteConfig(value as SiteConfig);
      else seedRemoteData(key, value);
    }
  } catch {
    // an unreadable data block: the screens load their data as usual
  }
}
prefetchCatalogueFor(window.location.pathname);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// The first render is a transition: React renders the page in slices and lets the browser in between, instead
// of one long task that a slow phone cannot answer input during (Lighthouse: total blocking time). The static
// shell in index.html stays on screen until the page is committed.
const root = createRoot(container);
// The page's own code first (the server preloads it with the shell): the page then renders in one pass over what
// the server drew, without its loading placeholder in between. (A promise, not a top-level await: that would
// make the bundler split the shell into dozens of small files.) The first render is a transition: React renders
// in slices and lets the browser in between, instead of one long task a slow phone cannot answer input during
// (Lighthouse: total blocking time); what is on screen stays until the page is committed.
// A staff page opened straight also waits for the web fonts (lib/web-fonts.ts): the app draws it, and a line that
// rewrapped when they swapped in moved what a coordinator was about to press.
const path = window.location.pathname;
void Promise.all([preloadPageFor(path), isStaffPath(path) && webFontsFirst(STAFF_FONTS_WAIT_MS)]).then(() =>
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  }),
);
