import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono } from 'hono';
import { compress } from 'hono/compress';
import type { AppEnv } from './context';

/** The built site's shell, read once at start, and the CSP sources that allow its inline styles. */
export interface WebShell {
  indexHtml: string;
  /** `'sha256-…'` of each `<style>` block in index.html (the build inlines the entry stylesheet). */
  styleHashes: string[];
}

/** null when the site is not built. */
export function loadWebShell(dist: string): WebShell | null {
  const indexFile = path.join(dist, 'index.html');
  if (!fs.existsSync(indexFile)) return null;
  const indexHtml = fs.readFileSync(indexFile, 'utf8');
  return { indexHtml, styleHashes: inlineStyleHashes(indexHtml) };
}

/** A CSP hash covers the exact text between `<style>` and `</style>`, as UTF-8. */
export function inlineStyleHashes(html: string): string[] {
  return [...html.matchAll(/<style(?:\s[^>]*)?>([\s\S]*?)<\/style>/gi)].map(
    ([, css]) => `'sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}'`,
  );
}

/** The built site: hashed assets cached for a year, every other path answered by the SPA shell. */
export function mountWebApp(app: Hono<AppEnv>, dist: string, shell: WebShell | null) {
  if (!shell) {
    app.get('*', (c) => c.text('The web app is not built yet. Run `npm run build` (npm start does it for you).', 503));
    return;
  }
  // The site's text files (JS, CSS, HTML, the manifest) travel gzipped: a phone on a slow link loads them faster.
  app.use('*', compress());
  app.use(
    '/assets/*',
    serveStatic({ root: dist, onFound: (_p, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable') }),
  );
  // The shell is always the copy read at start, whose style hashes the CSP carries (a rebuild without a restart
  // must not serve a page whose inline styles the CSP refuses).
  const serveShell = (c: Context<AppEnv>) => {
    c.header('Cache-Control', 'no-cache');
    return c.html(shell.indexHtml);
  };
  app.get('/', serveShell);
  app.get('/index.html', serveShell);
  app.use('*', serveStatic({ root: dist, onFound: (_p, c) => c.header('Cache-Control', 'no-cache') }));
  app.get('*', serveShell);
}
