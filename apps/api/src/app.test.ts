import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { M } from '@symposium/schema/messages';
import { paths } from '@symposium/schema/paths';
import {
  ADMIN,
  adminToken,
  createTestContext,
  createTestContextForThisTest,
  insertParticipant,
  PARTICIPANT_PASSWORD,
  type TestContext,
} from './test-support/context';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestContext();
});
afterEach(async () => {
  await ctx.close();
});

describe('the app', () => {
  test('an unknown API path answers a JSON 404', async () => {
    for (const path of ['/api/v1/nothing-here', '/api/v2/events', '/api/v1/auth/nope']) {
      const res = await ctx.request(path);
      expect(res.status).toBe(404);
      expect(res.json).toMatchObject({ success: false, error: 'NOT_FOUND' });
    }
  });

  test('sends a real Content-Security-Policy, HSTS for a year, nosniff and frame-ancestors', async () => {
    const res = await ctx.app.request('/api/v1/events');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
  });

  test('a broken JSON body is a 400 with a message, never a stack trace', async () => {
    const res = await ctx.request('/api/v1/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email": ',
    });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({
      success: false,
      message: 'The request body is not valid JSON.',
      error: 'VALIDATION_ERROR',
    });
    expect(res.text).not.toMatch(/at .*\.ts:\d+/);
  });

  test('private API answers are never stored by a cache; the public catalogue may be', async () => {
    const participant = await insertParticipant(ctx);
    const session = await ctx.login(participant.email, PARTICIPANT_PASSWORD);
    const admin = await adminToken(ctx);
    const privateAnswers = [
      await ctx.request('/api/v1/auth/me', { token: session.token }),
      await ctx.request('/api/v1/admin/users', { token: admin }),
      await ctx.request('/api/v1/auth/login', {
        method: 'POST',
        json: { email: participant.email, password: PARTICIPANT_PASSWORD },
      }),
      await ctx.request('/auth/refresh-token', { method: 'POST', json: { refreshToken: session.refreshToken } }),
      await ctx.request('/api/v1/admin/users/unknown-id', { token: admin }),
      await ctx.request('/api/v1/auth/me'),
    ];
    expect(privateAnswers.map((r) => r.status)).toEqual([200, 200, 200, 200, 404, 401]);
    for (const res of privateAnswers) expect(res.headers.get('cache-control')).toBe('no-store');
    const csv = await ctx.request('/api/v1/admin/users/export.csv', { token: admin });
    expect(csv.headers.get('cache-control')).toBe('private, no-store');
    for (const path of ['/api/v1/events', '/api/v1/config']) {
      expect((await ctx.request(path)).headers.get('cache-control')).toBeNull();
    }
  });

  test('request logs never show a password reset token', async () => {
    const logged = await createTestContext({ LOG_REQUESTS: 'true' });
    const lines: string[] = [];
    const spy = vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => void lines.push(args.join(' ')));
    try {
      const token = 'Abcdefghijklmnopqrstuvwxyz0123456789_-ABCDE';
      await logged.request(`/api/v1/auth/reset-password/${token}`, {
        method: 'PUT',
        json: { password: 'brand-new-pass' },
      });
      await logged.request(`/reset-password/${token}`);
      expect(lines.filter((l) => l.includes('/reset-password/[token]'))).toHaveLength(4); // in and out, twice
      expect(lines.join('\n')).not.toContain(token);
    } finally {
      spy.mockRestore();
      await logged.close();
    }
  });

  test('an error thrown in a handler is a clean 500: no message, SQL or stack in the answer, and it is logged', async () => {
    ctx.deps.db.sqlite.exec('drop table contact_messages');
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const res = await ctx.request('/api/v1/contact', {
        method: 'POST',
        json: {
          name: 'Asha Kumar',
          email: 'asha@example.com',
          phone: '9876543210',
          subject: 'Hello',
          message: 'A question',
        },
      });
      expect(res.status).toBe(500);
      expect(res.json).toEqual({
        success: false,
        message: 'Something went wrong. Please try again.',
        error: 'INTERNAL_ERROR',
      });
      expect(spy).toHaveBeenCalledWith(
        '[error] POST /api/v1/contact',
        expect.objectContaining({ message: expect.stringContaining('contact_messages') }),
      );
    } finally {
      spy.mockRestore();
    }
  });

  const contactMessage = {
    name: 'Asha Kumar',
    email: 'asha@example.com',
    phone: '9876543210',
    subject: 'Hello',
    message: 'A question',
  };

  test('a full disk is a 503 that says nothing was saved, and the log tells the operator why', async () => {
    // SQLite's own page limit makes the next write fail exactly as a full disk does (SQLITE_FULL).
    const pages = ctx.deps.db.sqlite.pragma('page_count', { simple: true }) as number;
    ctx.deps.db.sqlite.pragma(`max_page_count = ${pages}`);
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      let res = await ctx.request('/api/v1/contact', { method: 'POST', json: contactMessage });
      for (let i = 0; res.status === 200 && i < 50; i++)
        res = await ctx.request('/api/v1/contact', { method: 'POST', json: contactMessage });
      expect(res.status).toBe(503);
      expect(res.json).toEqual({ success: false, message: M.storageUnavailable, error: 'TEMPORARILY_UNAVAILABLE' });
      expect(res.headers.get('retry-after')).toBe('60');
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(spy).toHaveBeenCalledWith(
        expect.stringContaining('[error] POST /api/v1/contact: the disk holding DATA_DIR is full (SQLITE_FULL)'),
      );
    } finally {
      spy.mockRestore();
    }
  });

  test('a read-only DATA_DIR is a 503 too, on any write (a login records its session)', async () => {
    ctx.deps.db.sqlite.pragma('query_only = ON');
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const res = await ctx.request('/api/v1/auth/login', { method: 'POST', json: { ...ADMIN, rememberMe: false } });
      expect(res.status).toBe(503);
      expect(res.json).toEqual({ success: false, message: M.storageUnavailable, error: 'TEMPORARILY_UNAVAILABLE' });
      expect(spy).toHaveBeenCalledWith(
        expect.stringContaining('DATA_DIR cannot be written (read-only) (SQLITE_READONLY)'),
      );
    } finally {
      spy.mockRestore();
      ctx.deps.db.sqlite.pragma('query_only = OFF');
    }
  });

  test('GET /config gives the fee table and the UPI payee', async () => {
    const res = await ctx.request('/api/v1/config');
    expect(res.json.data).toMatchObject({
      fees: { general: 299, workshop: 199, both: 449 },
      accommodationFee: 300,
      upi: { id: expect.any(String), payeeName: expect.any(String) },
    });
  });

  test('without a web build, site paths say how to build it', async () => {
    const res = await ctx.app.request('/events');
    expect(res.status).toBe(503);
    expect(await res.text()).toContain('npm run build');
  });

  test('serves the site once it is built, without a restart', async () => {
    fs.mkdirSync(ctx.env.WEB_DIST, { recursive: true });
    fs.writeFileSync(
      path.join(ctx.env.WEB_DIST, 'index.html'),
      '<!doctype html><title>built</title><div id="root" class="built"></div>',
    );
    const res = await ctx.app.request('/events');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<div id="root" class="built"></div>');
  });
});

describe('the built site', () => {
  const css = 'body{background:#0b0b0f;color:#f5f5f7}\n.site-header{display:flex}\n';
  let site: TestContext;
  let dist: string;
  beforeEach(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'symposium-dist-'));
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      `<!doctype html><html><head><title>t</title><style>${css}</style></head><body><div id="root"></div></body></html>`,
    );
    site = await createTestContext({ WEB_DIST: dist });
  });
  afterEach(async () => {
    await site.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
  const styleSrc = (res: Response) =>
    (res.headers.get('content-security-policy') ?? '')
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith('style-src ')) ?? '';

  test("allows exactly the served page's inline stylesheet by its hash, never 'unsafe-inline'", async () => {
    for (const pathname of ['/', '/index.html', '/events/technical', '/register']) {
      const res = await site.app.request(pathname);
      expect(res.status).toBe(200);
      const served = (await res.text()).match(/<style>([\s\S]*?)<\/style>/)?.[1];
      expect(served).toBe(css);
      expect(styleSrc(res)).toBe(`style-src 'self' ${sha256(css)}`);
      // One changed character is another stylesheet, which the browser would refuse.
      expect(styleSrc(res)).not.toContain(sha256(`${css} `));
      expect(styleSrc(res)).not.toContain(sha256(css.replace('#0b0b0f', '#ff0000')));
    }
  });

  test('follows a rebuild under the running server: the new page, its code and its hash, never the old release', async () => {
    const before = await site.app.request('/');
    expect(styleSrc(before)).toBe(`style-src 'self' ${sha256(css)}`);
    // `npm run build` empties dist and writes the new release: new hashed assets, a new inline stylesheet.
    const newCss = 'body{color:red}';
    fs.rmSync(path.join(dist, 'index.html'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'assets', 'index-new456.js'), 'export {};\n');
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      `<!doctype html><html><head><style>${newCss}</style><script type="module" src="/assets/index-new456.js"></script></head><body></body></html>`,
    );
    for (const pathname of ['/', '/index.html', '/events', '/register']) {
      const res = await site.app.request(pathname);
      const html = await res.text();
      expect(html).toContain(`<style>${newCss}</style>`);
      expect(html).not.toContain(css);
      expect(styleSrc(res)).toBe(`style-src 'self' ${sha256(newCss)}`);
      const script = html.match(/src="(\/assets\/[^"]+)"/)?.[1];
      expect(script).toBe('/assets/index-new456.js');
      expect((await site.app.request(script!)).status).toBe(200);
    }
  });

  test('while a build has removed index.html, serves the last copy read with its own hash', async () => {
    await site.app.request('/');
    fs.rmSync(path.join(dist, 'index.html'));
    const res = await site.app.request('/events');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(`<style>${css}</style>`);
    expect(styleSrc(res)).toBe(`style-src 'self' ${sha256(css)}`);
  });

  test("answers a path that is none of the app's routes with the app's page as a 404; its routes and built files with a 200", async () => {
    fs.mkdirSync(path.join(dist, 'icons'));
    for (const file of ['manifest.webmanifest', 'sw.js', 'robots.txt', 'favicon.svg', 'icons/icon-192.png'])
      fs.writeFileSync(path.join(dist, file), 'x');
    const routes = Object.values(paths).map((pattern) => pattern.replace(/:[\w-]+\??/g, 'p1'));
    const pages = [
      ...routes,
      '/reset-password/3f9c2a1b0e',
      '/reset-password',
      '/admin/users',
      '/admin/event-checkin/evt-7',
      '/profile',
      '/login',
      '/Events/Technical/',
    ];
    for (const pathname of pages) {
      const res = await site.app.request(pathname);
      expect(res.status, pathname).toBe(200);
      expect(await res.text(), pathname).toContain('<div id="root">');
    }
    for (const pathname of [
      '/index.html',
      '/manifest.webmanifest',
      '/sw.js',
      '/robots.txt',
      '/favicon.svg',
      '/icons/icon-192.png',
    ]) {
      expect((await site.app.request(pathname)).status, pathname).toBe(200);
    }
    for (const pathname of [
      '/no-such-page',
      '/events/foo',
      '/admin/nonsense',
      '/register/x',
      '/reset-password/3f9c/extra',
      '/admin/event-checkin',
    ]) {
      const res = await site.app.request(pathname);
      expect(res.status, pathname).toBe(404);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      // The same page, its inline stylesheet allowed: the browser draws the app's not-found page as before.
      expect(await res.text()).toBe(await (await site.app.request('/')).text());
      expect(styleSrc(res)).toBe(`style-src 'self' ${sha256(css)}`);
    }
    const api = await site.app.request('/api/v1/no-such-thing');
    expect(api.status).toBe(404);
    expect(await api.json()).toMatchObject({ success: false, error: 'NOT_FOUND' });
  });

  test('answers a built file that is not there with a 404, not the page', async () => {
    const res = await site.app.request('/assets/register-page-old123.js');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type') ?? '').not.toContain('text/html');
    expect(await res.text()).not.toContain('<style>');
  });

  test('sends a built file as the build compressed it: brotli when asked, else gzip, else as it is', async () => {
    const code = `export const rules = ${JSON.stringify('x'.repeat(4000))};\n`;
    fs.mkdirSync(path.join(dist, 'assets'));
    const file = path.join(dist, 'assets', 'index-abc123.js');
    fs.writeFileSync(file, code);
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(code));
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(code, { level: 9 }));
    const get = (acceptEncoding?: string) =>
      site.app.request('/assets/index-abc123.js', {
        headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {},
      });
    const body = async (res: Response) => Buffer.from(await res.arrayBuffer());

    const br = await get('gzip, deflate, br, zstd');
    expect(br.status).toBe(200);
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(zlib.brotliDecompressSync(await body(br)).toString('utf8')).toBe(code);
    const gz = await get('gzip, deflate');
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(zlib.gunzipSync(await body(gz)).toString('utf8')).toBe(code);
    const plain = await get();
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect((await body(plain)).toString('utf8')).toBe(code);
    for (const res of [br, gz, plain]) {
      expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(res.headers.get('vary')).toBe('Accept-Encoding');
    }
    expect(Number(br.headers.get('content-length'))).toBe(fs.statSync(`${file}.br`).size);
  });

  test('compresses the service worker as it is sent, never from a copy that a changed worker would leave stale', async () => {
    const worker = `self.addEventListener('install', () => {}); // release 2 ${'-'.repeat(2000)}\n`;
    fs.writeFileSync(path.join(dist, 'sw.js'), worker);
    fs.writeFileSync(path.join(dist, 'sw.js.br'), zlib.brotliCompressSync('// release 1'));
    const res = await site.app.request('/sw.js', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(zlib.gunzipSync(Buffer.from(await res.arrayBuffer())).toString('utf8')).toBe(worker);
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  test("preloads a lazy page's own code on its path only, from the build's route-preloads.json", async () => {
    fs.writeFileSync(
      path.join(dist, 'route-preloads.json'),
      JSON.stringify({
        '/register': ['/assets/register-page-abc.js', '/assets/form-card-def.js', 'https://evil.test/x.js'],
      }),
    );
    const withPreloads = await createTestContextForThisTest({ WEB_DIST: dist });
    const register = await (await withPreloads.app.request('/register')).text();
    const head = register.slice(0, register.indexOf('</head>'));
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/register-page-abc.js">');
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/form-card-def.js">');
    expect(register).not.toContain('evil.test');
    expect(register.match(/<style>([\s\S]*?)<\/style>/)?.[1]).toBe(css);
    for (const pathname of ['/', '/index.html', '/events/technical', '/register/x']) {
      expect(await (await withPreloads.app.request(pathname)).text()).not.toContain('modulepreload');
    }
  });

  describe("first screen drawn by the web build's renderer", () => {
    const shellWithMarks = `<!doctype html><html><head><title>Site</title><style>${css}</style></head><body><div id="root"><!--first-screen--><p class="boot-loading">Loading</p><!--/first-screen--></div></body></html>`;
    /** A stand-in for dist-ssr/first-screen.js: draws the events count from the real API answer. */
    const writeRenderer = (body: string) => {
      const ssrDir = `${dist}-ssr`;
      fs.mkdirSync(ssrDir, { recursive: true });
      fs.writeFileSync(path.join(ssrDir, 'first-screen.js'), body);
    };
    afterEach(() => fs.rmSync(`${dist}-ssr`, { recursive: true, force: true }));

    async function siteWith(renderer: string) {
      fs.writeFileSync(path.join(dist, 'index.html'), shellWithMarks);
      writeRenderer(renderer);
      return createTestContext({ WEB_DIST: dist });
    }

    test('answers a drawn page with its markup, its title and the data it was drawn with, under the same CSP', async () => {
      const drawn = await siteWith(`export async function renderFirstScreen(pathname, apiGet) {
        if (pathname !== '/events/technical') return null;
        const body = await apiGet('/events');
        const events = body.events ?? body.data;
        return { html: '<h1>Technical Events</h1><p>' + events.length + ' events</p>', title: 'Technical &amp; more', data: { events, note: '</script><script>alert(1)</script>' } };
      }`);
      try {
        const { events } = (await (await drawn.app.request('/api/v1/events')).json()) as { events: unknown[] };
        const res = await drawn.app.request('/events/technical');
        expect(res.status).toBe(200);
        const html = await res.text();
        expect(html).toContain(`<div id="root"><h1>Technical Events</h1><p>${events.length} events</p></div>`);
        expect(html).not.toContain('boot-loading');
        expect(html).toContain('<title>Technical &amp; more</title>');
        expect(html).not.toContain('<title>Site</title>');
        const data =
          html.match(/<script type="application\/json" id="first-screen-data">([\s\S]*?)<\/script>/)?.[1] ?? '';
        expect(data).not.toContain('<');
        expect(JSON.parse(data)).toEqual({ events, note: '</script><script>alert(1)</script>' });
        expect(styleSrc(res)).toBe(`style-src 'self' ${sha256(css)}`);
        expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
        // A path the renderer does not draw keeps the static shell.
        const other = await (await drawn.app.request('/team')).text();
        expect(other).toContain('boot-loading');
        expect(other).not.toContain('first-screen-data');
      } finally {
        await drawn.close();
      }
    });

    test('a rebuilt renderer draws the next first screen, without a restart', async () => {
      const drawn = await siteWith(
        `export async function renderFirstScreen() { return { html: '<p>release one</p>', title: null, data: {} }; }`,
      );
      try {
        expect(await (await drawn.app.request('/events/technical')).text()).toContain('<p>release one</p>');
        writeRenderer(
          `export async function renderFirstScreen() { return { html: '<p>release two, longer</p>', title: null, data: {} }; }`,
        );
        const html = await (await drawn.app.request('/events/technical')).text();
        expect(html).toContain('<p>release two, longer</p>');
        expect(html).not.toContain('release one');
      } finally {
        await drawn.close();
      }
    });

    test('a renderer that fails answers the static shell, never a 500', async () => {
      const failing = await siteWith(`export async function renderFirstScreen() { throw new Error('boom'); }`);
      const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      try {
        const res = await failing.app.request('/');
        expect(res.status).toBe(200);
        const html = await res.text();
        expect(html).toContain('boot-loading');
        expect(html).not.toContain('first-screen-data');
        expect(quiet).toHaveBeenCalledWith(expect.stringContaining('could not be drawn'), expect.any(Error));
      } finally {
        quiet.mockRestore();
        await failing.close();
      }
    });
  });

  describe('the edition in the page and the manifest', () => {
    // The built shell's neutral texts, as apps/web/index.html has them.
    const builtShell = `<!doctype html><html lang="en"><head>
    <meta name="description" content="A national-level technical symposium." />
    <title>Symposium</title><style>${css}</style></head><body><div id="root"><!--first-screen-->
    <header><span class="site-logo"><span class="site-logo-text">Symposium</span></span></header>
    <p class="boot-loading">Loading…</p>
    <!--/first-screen--></div></body></html>`;
    const builtManifest = {
      name: 'Symposium',
      short_name: 'Symposium',
      description: 'A national-level technical symposium.',
      start_url: '/',
      display: 'standalone',
      theme_color: '#0b0b0f',
      icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' }],
    };
    beforeEach(() => {
      fs.writeFileSync(path.join(dist, 'index.html'), builtShell);
      fs.writeFileSync(path.join(dist, 'manifest.webmanifest'), JSON.stringify(builtManifest));
    });
    const saveEdition = async (edition: Record<string, unknown>) => {
      const res = await site.request('/api/v1/admin/settings', {
        method: 'PUT',
        token: await adminToken(site),
        json: { edition },
      });
      expect(res.status).toBe(200);
    };

    test("the served page carries the edition's title, description, logo and tagline, and its stylesheet keeps its hash", async () => {
      const page = await site.app.request('/team');
      const html = await page.text();
      expect(html).toContain('<title>MECH SYMPOSIUM 25-26</title>');
      expect(html).toContain(
        '<meta name="description" content="MECH SYMPOSIUM 25-26 — a national-level technical symposium, October 23 &amp; 24, 2031. Break Free From The Ordinary." />',
      );
      expect(html).toContain('<span class="site-logo-text">MECH <span>SYMPOSIUM</span></span>');
      expect(html).toContain('<p class="boot-loading">Break Free From The Ordinary</p>');
      expect(styleSrc(page)).toBe(`style-src 'self' ${sha256(css)}`);

      await saveEdition({
        name: 'GEAR FEST',
        label: '26-27',
        tagline: 'Gears & <Glory>',
        startDate: '2032-02-12',
        endDate: '2032-02-13',
      });
      for (const pathname of ['/', '/team', '/no-such-page']) {
        const res = await site.app.request(pathname);
        const after = await res.text();
        expect(after).toContain('<title>GEAR FEST 26-27</title>');
        expect(after).toContain(
          'content="GEAR FEST 26-27 — a national-level technical symposium, February 12 &amp; 13, 2032. Gears &amp; &lt;Glory&gt;."',
        );
        expect(after).toContain('<span class="site-logo-text">GEAR <span>FEST</span></span>');
        expect(after).toContain('<p class="boot-loading">Gears &amp; &lt;Glory&gt;</p>');
        for (const old of ['MECH', '25-26', '2031', 'October']) expect(after).not.toContain(old);
        expect(styleSrc(res)).toBe(`style-src 'self' ${sha256(css)}`);
      }
    });

    test("/index.html, the service worker's offline copy, keeps the build's neutral texts", async () => {
      const res = await site.app.request('/index.html');
      expect(res.status).toBe(200);
      expect(await res.text()).toBe(builtShell);
      expect(styleSrc(res)).toBe(`style-src 'self' ${sha256(css)}`);
    });

    test("the manifest is the build's, named after the edition an admin saved", async () => {
      const res = await site.app.request('/manifest.webmanifest');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/manifest+json; charset=utf-8');
      expect(res.headers.get('cache-control')).toBe('public, max-age=300');
      expect(await res.json()).toEqual({
        ...builtManifest,
        name: 'MECH SYMPOSIUM 25-26',
        short_name: 'MECH SYMPOSIUM',
        description:
          'MECH SYMPOSIUM 25-26 — a national-level technical symposium, October 23 & 24, 2031. Break Free From The Ordinary.',
      });

      await saveEdition({ name: 'GEARFEST', label: '26-27', startDate: '2032-02-12', endDate: '2032-02-14' });
      expect(await (await site.app.request('/manifest.webmanifest')).json()).toEqual({
        ...builtManifest,
        name: 'GEARFEST 26-27',
        short_name: 'GEARFEST',
        description:
          'GEARFEST 26-27 — a national-level technical symposium, February 12–14, 2032. Break Free From The Ordinary.',
      });
    });
  });

  test('without a web build the CSP still allows no inline style', async () => {
    const res = await ctx.app.request('/api/v1/events');
    expect(styleSrc(res)).toBe("style-src 'self'");
  });
});
