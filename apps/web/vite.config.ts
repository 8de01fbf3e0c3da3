import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { chunkGroups } from './build/chunk-groups.ts';
import { firstScreenRenderer } from './build/first-screen-renderer.ts';
import { inlineEntryStylesheet } from './build/inline-entry-css.ts';
import { precompressAssets } from './build/precompress-assets.ts';
import { routePreloads } from './build/route-preloads.ts';

// The API serves the built app and /api on one port; in development Vite proxies to it.
const apiTarget = 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [
    react(),
    inlineEntryStylesheet(),
    // A brotli and a gzip copy of each built text file under assets/, sent as they are by the API.
    precompressAssets(),
    // The server's renderer of the public pages' first screen (dist-ssr/, run by the API).
    firstScreenRenderer(),
    // The lazy page the server preloads when it answers each path (the router's lazy imports, src/app/router.tsx).
    routePreloads({
      '/register': 'src/features/registration/components/register-page.tsx',
      '/login': 'src/features/auth/components/login-page.tsx',
      '/forgot-password': 'src/features/auth/components/forgot-password-page.tsx',
      '/events': 'src/features/events/components/events-landing-page.tsx',
      '/workshops': 'src/features/workshops/components/workshops-page.tsx',
      '/accommodation': 'src/features/accommodation/components/accommodation-page.tsx',
      '/team': 'src/features/team/components/team-page.tsx',
      '/contact': 'src/features/contact/components/contact-page.tsx',
      '/terms-and-conditions': 'src/features/terms/components/terms-page.tsx',
      '/maintenance': 'src/features/maintenance/components/maintenance-page.tsx',
      '/results': 'src/features/results/components/results-page.tsx',
      '/profile': 'src/features/profile/components/profile-page.tsx',
    }),
    VitePWA({
      // The update prompt (src/app/pwa) asks before a new version takes over; see docs/decisions/0025-offline-site-and-staff-app.md.
      registerType: 'prompt',
      // Registered from our own code (lazily, after first paint); the CSP allows no inline script.
      injectRegister: null,
      includeAssets: ['favicon.svg', 'apple-touch-icon.png'],
      // Neutral names: the API answers /manifest.webmanifest with the edition's (apps/api/src/lib/web-edition.ts).
      manifest: {
        name: 'Symposium',
        short_name: 'Symposium',
        description: 'A national-level technical symposium.',
        lang: 'en',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: '#0b0b0f',
        theme_color: '#0b0b0f',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // Only the Latin font subsets: the others are never used by the site's texts.
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}', '**/*-latin-*.woff2'],
        // The staff app is not precached: every visitor's phone would download it (the camera's decoder alone,
        // ZXing-C++ in WebAssembly, is ~950 KB, ~350 KB compressed). Staff devices keep it through the 'app-assets'
        // route below, filled on each staff visit by src/app/pwa/warm-staff-app.ts. Everything only the staff pages
        // load is one chunk, staff-app (build/chunk-groups.ts); the camera, its decode worker and WebAssembly, and
        // the Ed25519 fallback load apart, only when needed. (*.wasm is outside globPatterns anyway.)
        globIgnores: [
          '**/node_modules/**/*',
          'assets/staff-app-*',
          'assets/{video-qr-camera,decode-worker,ed25519,sha2}-*',
        ],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//, /^\/auth\//],
        // sw-scan-sync.js: Background Sync for the venue scanners, wakes open tabs to push queued scans
        // (issue 5); the sync API itself is never cached: the page's engine calls it. sw-public-data.js:
        // the worker fetches the event, workshop and settings answers while installing, into the
        // 'public-api' cache below, so one first visit is enough to browse them offline.
        importScripts: ['/sw-scan-sync.js', '/sw-public-data.js'],
        // The first install takes charge of the page that installed it (its later requests go through the
        // worker). A new version still waits for the update prompt's Reload: skipWaiting stays off.
        clientsClaim: true,
        cleanupOutdatedCaches: true,
        runtimeCaching: [
          {
            // Built files (hashed names, never change) that are not precached: the staff app and its camera
            // decoder, the other font subsets. Kept as loaded; the oldest go once a few releases have piled up. No maxAge: an
            // installed scanner must keep working offline however long since its last visit.
            urlPattern: /\/assets\/[^/?]+\.(?:js|css|woff2?|wasm)$/,
            method: 'GET',
            handler: 'CacheFirst',
            options: {
              cacheName: 'app-assets',
              expiration: { maxEntries: 160, purgeOnQuotaError: true },
              cacheableResponse: { statuses: [200] },
            },
          },
          {
            // Public GET answers a visitor may browse offline once seen; never auth, admin or upload
            // routes. (A RegExp, not a function: workbox copies this into the service worker as text.)
            urlPattern: /\/api\/v1\/(events|workshops|config|team|results)(\/[^/?]+)?(\?.*)?$/,
            method: 'GET',
            handler: 'NetworkFirst',
            options: {
              cacheName: 'public-api',
              networkTimeoutSeconds: 4,
              expiration: { maxEntries: 60, maxAgeSeconds: 30 * 24 * 60 * 60 },
              cacheableResponse: { statuses: [200] },
            },
          },
          {
            // Team photos: public, and a new upload is a new file name, so a kept copy is never stale.
            urlPattern: /\/api\/v1\/team\/photos\/[a-f0-9]{32}\.webp$/,
            method: 'GET',
            handler: 'CacheFirst',
            options: {
              cacheName: 'team-photos',
              expiration: { maxEntries: 120, purgeOnQuotaError: true },
              cacheableResponse: { statuses: [200] },
            },
          },
        ],
      },
    }),
  ],
  server: {
    proxy: {
      '/api': apiTarget,
      '/auth': apiTarget,
    },
  },
  // The camera's decode worker is an ES module (new Worker(url, { type: 'module' }), video-qr-camera.ts).
  worker: { format: 'es' },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // Fewer, larger files where the automatic split cost round trips; the staff app in one (build/chunk-groups.ts).
    rolldownOptions: { output: { codeSplitting: chunkGroups } },
  },
});
