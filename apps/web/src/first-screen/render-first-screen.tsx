// Server only (built by apps/web/build/first-screen-renderer.ts into dist-ssr/, run by the API): draws the
// first screen of a public page as HTML, so a phone paints the page itself — the hero, the event cards, the
// register form — before the JavaScript has arrived. The browser app then renders the same page over it.
import { paths } from '@symposium/schema/paths';
import { type ReactNode, StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { PassThrough } from 'node:stream';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { AppProviders } from '../app/providers';
import { routes } from '../app/routes';
import { CATALOGUE_READERS, CATALOGUE_SOURCES, type CatalogueKey, catalogueKeysFor } from '../lib/catalogue';
import { SITE_CONFIG_KEY, type SiteConfig, seedSiteConfig } from '../lib/site-config';
import { seedRemoteData } from '../lib/use-remote-data';

/** Public pages that need no session: what a visitor's first screen shows is the same for everyone. */
const FIRST_SCREEN_PATHS: ReadonlySet<string> = new Set([
  paths.home,
  paths.events,
  paths.eventsTechnical,
  paths.eventsNonTechnical,
  paths.eventsSpecial,
  paths.register,
]);

export interface FirstScreen {
  /** The page's markup, to go inside `<div id="root">`. */
  html: string;
  /** The page's `<title>` text. */
  title: string | null;
  /** The API answers the page was drawn with, by the key the screens read them under (main.tsx seeds them). */
  data: Partial<Record<CatalogueKey | typeof SITE_CONFIG_KEY, unknown>>;
}

/** GETs an API path under /api/v1 and returns its JSON body (the API answers itself, without a network hop). */
export type ApiGet = (apiPath: string) => Promise<unknown>;

/** null when `pathname` is not a page drawn on the server; throws when the page fails to render. */
export async function renderFirstScreen(pathname: string, apiGet: ApiGet): Promise<FirstScreen | null> {
  if (!FIRST_SCREEN_PATHS.has(pathname)) return null;
  const data: FirstScreen['data'] = {};
  for (const key of catalogueKeysFor(pathname)) {
    const value = CATALOGUE_READERS[key](await apiGet(CATALOGUE_SOURCES[key]));
    data[key] = value;
    seedRemoteData(key, value);
  }
  // What organisers set: once the games are over /register is drawn as its closed notice, never as the form.
  const config = ((await apiGet('/config')) as { data: SiteConfig }).data;
  data[SITE_CONFIG_KEY] = config;
  seedSiteConfig(config);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(pathname, 'http://first-screen.invalid')));
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  // hydrate={false}: no inline script (the CSP allows none); the browser app renders afresh.
  const markup = await renderWhenAllReady(
    <StrictMode>
      <AppProviders drawnOnServer>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );
  // React puts the page's <title> first; the API moves it into <head>.
  const titleMatch = /<title>([^<]*)<\/title>/.exec(markup);
  // The drawn page is to be looked at: its buttons and forms do nothing until the app takes over (their handlers
  // are JavaScript). Inert, nobody types into a form about to be replaced and Enter cannot submit it as a GET that
  // would put a password in the URL; aria-disabled, browser automation waits for the app's own controls.
  const html = `<div class="first-screen" inert="" aria-disabled="true">${markup.replace(/<title>[^<]*<\/title>/g, '')}</div>`;
  return { html, title: titleMatch ? titleMatch[1] : null, data };
}

/**
 * The page once everything has loaded (the lazy register form too), written in one piece: no loading
 * placeholder and none of the inline scripts React streams to swap one in later (the CSP allows none).
 */
function renderWhenAllReady(element: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const stream = renderToPipeableStream(element, {
      onAllReady() {
        const sink = new PassThrough();
        let html = '';
        sink.on('data', (chunk: Buffer) => (html += chunk.toString('utf8')));
        sink.on('end', () => resolve(html));
        stream.pipe(sink);
      },
      // Never outline a finished part to be swapped in by an inline script: the page is sent whole.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onShellError: reject,
      onError: reject,
    });
  });
}
