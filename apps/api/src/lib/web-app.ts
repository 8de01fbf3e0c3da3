import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Edition } from '@symposium/schema/edition';
import { isAppPath } from '@symposium/schema/paths';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import type { AppEnv } from './context';
import { firstScreenRendererSource, withFirstScreen } from './first-screen';
import { manifestWithEdition, shellWithEdition } from './web-edition';

/** The built site's shell and the CSP sources that allow its inline styles. */
export interface WebShell {
  indexHtml: string;
  /** index.html with `<link rel="modulepreload">` for the page's own code, by path (the paths with a lazy page). */
  pageHtml: Map<string, string>;
  /** `'sha256-…'` of each `<style>` block in index.html (the build inlines the entry stylesheet). */
  styleHashes: string[];
}

/** Written by the web build (apps/web/build/route-preloads.ts): path → built files of that path's lazy page. */
const ROUTE_PRELOADS_FILE = 'route-preloads.json';

/** null when the site is not built. */
export function loadWebShell(dist: string): WebShell | null {
  const indexFile = path.join(dist, 'index.html');
  if (!fs.existsSync(indexFile)) return null;
  const indexHtml = fs.readFileSync(indexFile, 'utf8');
  return {
    indexHtml,
    pageHtml: pagesWithPreloads(indexHtml, readRoutePreloads(dist)),
    styleHashes: inlineStyleHashes(indexHtml),
  };
}

/** The shell as the build on disk has it now. */
export interface WebShellSource {
  current(): WebShell | null;
}

/**
 * The shell follows the build on disk: `npm run build` under a running server replaces index.html and deletes the
 * old hashed assets, so a shell kept from the start would point at files that are gone (every page a 404 for its
 * code). Each answer stats index.html and route-preloads.json (microseconds) and re-reads them when either changed;
 * while a build has removed index.html, the last copy read is kept. One request reads the shell once (app.ts keeps
 * it on the context), so the page it serves and the style hashes its CSP carries are always the same copy.
 */
export function webShellSource(dist: string): WebShellSource {
  const indexFile = path.join(dist, 'index.html');
  const preloadsFile = path.join(dist, ROUTE_PRELOADS_FILE);
  let loaded: { version: string; shell: WebShell } | null = null;
  const stamp = (file: string) => {
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    return stat ? `${stat.mtimeMs}:${stat.size}:${stat.ino}` : '-';
  };
  return {
    current() {
      const index = stamp(indexFile);
      if (index === '-') return loaded?.shell ?? null;
      const version = `${index}|${stamp(preloadsFile)}`;
      if (loaded?.version === version) return loaded.shell;
      try {
        const shell = loadWebShell(dist);
        if (shell) loaded = { version, shell };
      } catch (error) {
        console.error('The built site could not be read; the last copy read is served:', (error as Error).message);
      }
      return loaded?.shell ?? null;
    },
  };
}

function readRoutePreloads(dist: string): Record<string, string[]> {
  const file = path.join(dist, ROUTE_PRELOADS_FILE);
  if (!fs.existsSync(file)) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return {}; // a build writing it this moment: the pages go without preloads until the next read
  }
  if (!parsed || typeof parsed !== 'object') return {};
  const preloads: Record<string, string[]> = {};
  for (const [route, files] of Object.entries(parsed as Record<string, unknown>)) {
    if (Array.isArray(files))
      preloads[route] = files.filter((f): f is string => typeof f === 'string' && /^\/assets\/[\w.-]+\.js$/.test(f));
  }
  return preloads;
}

/**
 * The page's lazy chunk is otherwise requested only after the shell's JavaScript has run: preloading it with
 * the shell saves a round trip before the page paints (Lighthouse: largest contentful paint on a slow phone).
 */
function pagesWithPreloads(indexHtml: string, preloads: Record<string, string[]>): Map<string, string> {
  const pages = new Map<string, string>();
  if (!indexHtml.includes('</head>')) return pages;
  for (const [route, files] of Object.entries(preloads)) {
    const links = files.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`).join('\n    ');
    pages.set(
      route,
      indexHtml.replace('</head>', () => `  ${links}\n  </head>`),
    );
  }
  return pages;
}

/** A CSP hash covers the exact text between `<style>` and `</style>`, as UTF-8. */
export function inlineStyleHashes(html: string): string[] {
  return [...html.matchAll(/<style(?:\s[^>]*)?>([\s\S]*?)<\/style>/gi)].map(
    ([, css]) => `'sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}'`,
  );
}

/**
 * The built site: hashed assets cached for a year, the app's routes answered by the SPA shell, and every other path
 * by the same shell as a 404. The page and the manifest carry `edition()`, read as each is answered.
 */
export function mountWebApp(app: Hono<AppEnv>, dist: string, edition: () => Edition) {
  // The site's text files travel compressed: a phone on a slow link loads them faster. The built files under
  // /assets/ are sent as the build compressed them (brotli, else gzip: apps/web/build/precompress-assets.ts); the
  // page itself, the service worker and the manifest are gzipped here as they are sent (compress() leaves an
  // answer that already has a Content-Encoding alone).
  app.use('*', compress());
  app.use(
    '/assets/*',
    // Hashed names: a file never changes, so it may be kept for a year. Vary on every answer, compressed or not:
    // a shared cache must not hand one to a client it does not suit.
    headersOnFound({ 'Cache-Control': 'public, max-age=31536000, immutable', Vary: 'Accept-Encoding' }),
    builtFiles(dist, { precompressed: true }),
  );
  // A built file that is not there (a page left open across a redeploy asks for an old chunk) is a 404, never
  // the app's HTML page: the browser then reports a failed load the app can handle, not a MIME-type error.
  app.get('/assets/*', (c) => c.text('Not found', 404));
  // The public pages' first screen, drawn by the web app's components (lib/first-screen.ts). Any failure
  // answers the static shell: the app then draws the page in the browser, as it always can.
  const renderers = firstScreenRendererSource(dist);
  const apiGet = async (apiPath: string): Promise<unknown> => {
    const res = await app.request(`/api/v1${apiPath}`);
    if (!res.ok) throw new Error(`GET /api/v1${apiPath} answered ${res.status}`);
    return res.json();
  };
  const drawFirstScreen = async (pathname: string) => {
    const render = await renderers.current();
    if (!render) return null;
    try {
      return await render(pathname, apiGet);
    } catch (error) {
      console.error(`The first screen of ${pathname} could not be drawn:`, error);
      return null;
    }
  };
  // The shell is the copy this request's CSP was computed from (app.ts puts it on the context), so the page's
  // inline styles and the hashes that allow them always agree, across a rebuild too.
  const serveShell = async (c: Context<AppEnv>, status: 200 | 404, { withEdition = true } = {}) => {
    const shell = c.get('webShell');
    if (!shell) return c.text('The web app is not built yet. Run `npm run build` (npm start does it for you).', 503);
    c.header('Cache-Control', 'no-cache');
    const built = shell.pageHtml.get(c.req.path) ?? shell.indexHtml;
    const page = withEdition ? shellWithEdition(built, edition()) : built;
    const screen = status === 200 ? await drawFirstScreen(c.req.path) : null;
    return c.html(screen ? withFirstScreen(page, screen) : page, status);
  };
  // Before the built files, which would send index.html as it is (without its first screen or the edition).
  app.get('/', (c) => serveShell(c, 200));
  // /index.html is the shell as a built file: the service worker precaches it and answers every navigation with it,
  // offline too, until the next release. It keeps the build's neutral texts, so that copy never shows a past edition.
  app.get('/index.html', (c) => serveShell(c, 200, { withEdition: false }));
  // The manifest names an installed app after this year's edition; icons, colours and scope are the build's.
  const manifestFile = path.join(dist, 'manifest.webmanifest');
  app.get('/manifest.webmanifest', async (c, next) => {
    const built = await fs.promises.readFile(manifestFile, 'utf8').catch(() => null);
    const manifest = built === null ? null : manifestWithEdition(built, edition());
    if (manifest === null) return next(); // not built, or not a manifest: the built file as it is, or a 404
    // Short: a renamed edition reaches installed apps when the browser next checks the manifest.
    return c.body(manifest, 200, {
      'Content-Type': 'application/manifest+json; charset=utf-8',
      'Cache-Control': 'public, max-age=300',
    });
  });
  app.use('*', headersOnFound({ 'Cache-Control': 'no-cache' }), builtFiles(dist));
  // A path that is none of the app's routes (packages/schema/src/paths.ts) gets the same page, where the app draws
  // its not-found page, as a 404: search engines, link checkers and monitors must not take it for a page.
  app.get('*', (c) => serveShell(c, isAppPath(c.req.path) ? 200 : 404));
}

/**
 * serveStatic over the build, made once the build exists (serveStatic warns at creation about a missing root, and a
 * server started before `npm run build` serves the site as soon as it is there).
 */
function builtFiles(dist: string, options: { precompressed?: boolean } = {}): MiddlewareHandler<AppEnv> {
  let serve: MiddlewareHandler<AppEnv> | null = null;
  return async (c, next) => {
    if (!serve) {
      if (!fs.existsSync(dist)) return next();
      serve = serveStatic({ root: dist, ...options });
    }
    return serve(c, next);
  };
}

/**
 * Headers for the files serveStatic finds, set once its answer exists. (Its `onFound` runs after the answer has
 * been made: a header set there reached the network only through @hono/node-server's own Response class, which
 * shares the headers object, and never through a standard Response.)
 */
function headersOnFound(headers: Record<string, string>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (c.res.status !== 200 && c.res.status !== 206) return;
    for (const [name, value] of Object.entries(headers)) c.header(name, value);
  };
}
