import fs from 'node:fs/promises';
import { build } from 'esbuild';
import { apiBundle, repoRoot } from './paths';

/**
 * Bundles the API's own code (apps/api and the workspace packages; its npm dependencies stay imports) into one
 * file that every end-to-end server runs. Each test file starts its own server: loading some 200 TypeScript
 * modules through tsx took about 2.8 s of CPU a start, the bundle 0.7 s (docs/performance.md, "The test suite's
 * time"). Rebuilt on every run, so it is never older than the code.
 */
export async function bundleApi(): Promise<void> {
  // A new file, never written over: a checkout whose node_modules is hard-linked from another keeps its own.
  await fs.rm(apiBundle, { force: true });
  await build({
    absWorkingDir: repoRoot,
    entryPoints: ['apps/api/src/index.ts'],
    outfile: apiBundle,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'inline',
    logLevel: 'warning',
    plugins: [
      {
        name: 'npm-dependencies-stay-imports',
        setup(bundle) {
          bundle.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@symposium/') ? undefined : { external: true },
          );
        },
      },
    ],
  });
}

/** Vitest's global setup for the end-to-end project. */
export default bundleApi;
