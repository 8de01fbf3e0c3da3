import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

// The public pages are answered with their first screen already drawn (the hero, the event cards, the register
// form), so a phone paints the page itself before the JavaScript arrives. The renderer is the web app's own
// components, built for Node by the web build into `<WEB_DIST>-ssr/first-screen.js`
// (apps/web/build/first-screen-renderer.ts, apps/web/src/first-screen/render-first-screen.tsx).

export interface FirstScreen {
  html: string;
  title: string | null;
  data: Record<string, unknown>;
}

export type ApiGet = (apiPath: string) => Promise<unknown>;
export type RenderFirstScreen = (pathname: string, apiGet: ApiGet) => Promise<FirstScreen | null>;

/** Mirrors FIRST_SCREEN_DATA_ID in the web app: main.tsx reads the data the page was drawn with from it. */
const DATA_ELEMENT_ID = 'first-screen-data';
const MARKS = /<!--first-screen-->[\s\S]*?<!--\/first-screen-->/;

const rendererFile = (dist: string) => path.join(path.dirname(dist), `${path.basename(dist)}-ssr`, 'first-screen.js');

/** null without a renderer build (an older build, or a test's hand-made site): pages keep the static shell. */
export async function loadFirstScreenRenderer(dist: string, version = ''): Promise<RenderFirstScreen | null> {
  const file = rendererFile(dist);
  if (!fs.existsSync(file)) return null;
  // A new query string is a new module to Node: a rebuilt renderer is imported afresh (its chunks carry new hashed
  // names). The replaced module stays in memory, a few hundred KB per rebuild under a running server.
  const url = `${pathToFileURL(file).href}${version ? `?v=${encodeURIComponent(version)}` : ''}`;
  const module = (await import(url)) as { renderFirstScreen?: RenderFirstScreen };
  return typeof module.renderFirstScreen === 'function' ? module.renderFirstScreen : null;
}

/**
 * The renderer of the build on disk now: re-imported when `npm run build` under a running server replaced it, so
 * the first screen is drawn by the same release as the shell and the code the page then loads (lib/web-app.ts).
 */
export function firstScreenRendererSource(dist: string) {
  const file = rendererFile(dist);
  let loaded: { version: string; renderer: Promise<RenderFirstScreen | null> } | null = null;
  return {
    current(): Promise<RenderFirstScreen | null> {
      const stat = fs.statSync(file, { throwIfNoEntry: false });
      const version = stat ? `${stat.mtimeMs}-${stat.size}` : '-';
      if (loaded?.version !== version) {
        const renderer = loadFirstScreenRenderer(dist, loaded ? version : '').catch((error: unknown) => {
          console.error('The first-screen renderer could not be loaded:', error);
          return null;
        });
        loaded = { version, renderer };
      }
      return loaded.renderer;
    },
  };
}

/** `page` (index.html) with the drawn screen in place of the static shell, its title, and its data. */
export function withFirstScreen(page: string, screen: FirstScreen): string {
  if (!MARKS.test(page)) return page;
  const json = JSON.stringify(screen.data).replace(/</g, '\\u003c');
  let html = page.replace(MARKS, () => screen.html);
  if (screen.title !== null) html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${screen.title}</title>`);
  // A data block, never run: the CSP (no inline script) does not apply to it.
  return html.replace(
    '</body>',
    () => `<script type="application/json" id="${DATA_ELEMENT_ID}">${json}</script>\n  </body>`,
  );
}
