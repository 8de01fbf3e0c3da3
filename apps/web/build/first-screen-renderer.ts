import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';

/** The server renderer's folder, beside the site's: `dist` → `dist-ssr` (apps/api/src/lib/first-screen.ts). */
export const FIRST_SCREEN_OUT_DIR = 'dist-ssr';

/**
 * After the site is built, builds src/first-screen/render-first-screen.tsx for Node into dist-ssr/ (React and
 * the app bundled in, nothing to install beside it). The API loads it to answer the public pages with their
 * first screen already drawn. It is kept out of dist/ so it is neither served nor precached.
 */
export function firstScreenRenderer(): Plugin {
  let root = '';
  let isNestedBuild = false;
  return {
    name: 'first-screen-renderer',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      isNestedBuild = Boolean(config.build.ssr);
    },
    async closeBundle() {
      if (isNestedBuild) return;
      await build({
        configFile: false,
        root,
        logLevel: 'warn',
        publicDir: false,
        // React's production build, whatever NODE_ENV the API runs with.
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
        mode: 'production',
        plugins: [
          react(),
          {
            // The service worker registration is browser-only and never runs on the server.
            name: 'no-pwa-register-on-the-server',
            resolveId: (id) => (id === 'virtual:pwa-register' ? '\0pwa-register-stub' : null),
            load: (id) =>
              id === '\0pwa-register-stub' ? 'export function registerSW() { return () => Promise.resolve(); }' : null,
          },
        ],
        ssr: { noExternal: true, target: 'node' },
        build: {
          ssr: path.join(root, 'src/first-screen/render-first-screen.tsx'),
          outDir: path.join(root, FIRST_SCREEN_OUT_DIR),
          emptyOutDir: true,
          target: 'node20',
          rollupOptions: { output: { entryFileNames: 'first-screen.js', format: 'es' } },
        },
      });
    },
  };
}
