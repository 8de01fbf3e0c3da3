import path from 'node:path';
import type { Plugin, Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/** Where the API finds the map (apps/api/src/lib/web-app.ts reads it at start). */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

/**
 * Writes `route-preloads.json`: for each path of `pages`, the built files its page's lazy chunk needs beyond
 * what index.html already loads. The API adds them to the page it answers for that path as
 * `<link rel="modulepreload">`, so the page's code downloads with the shell instead of after it (one round
 * trip less before the page can paint on a slow phone link).
 *
 * `pages` maps a path to the source module the router loads lazily for it. A module that is not a chunk of
 * its own (renamed, or imported statically by the shell) fails the build, so the map cannot silently rot.
 */
export function routePreloads(pages: Record<string, string>): Plugin {
  let root = '';
  return {
    name: 'route-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) throw new Error('route-preloads: the build has no entry chunk');
      const loadedByShell = staticClosure(bundle, entry.fileName);
      const preloads: Record<string, string[]> = {};
      for (const [route, source] of Object.entries(pages)) {
        const modulePath = path.resolve(root, source);
        const chunk = chunks.find((c) => c.facadeModuleId === modulePath && c.isDynamicEntry);
        if (!chunk) throw new Error(`route-preloads: ${source} (for ${route}) is not a lazily loaded chunk`);
        preloads[route] = [...staticClosure(bundle, chunk.fileName)]
          .filter((file) => !loadedByShell.has(file))
          .map((file) => `/${file}`);
      }
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: `${JSON.stringify(preloads, null, 2)}\n` });
    },
  };
}

/** A chunk and every chunk it imports statically, transitively (what the browser fetches to run it). */
function staticClosure(bundle: OutputBundle, fileName: string): Set<string> {
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    const file = bundle[name];
    if (file?.type === 'chunk') file.imports.forEach(visit);
  };
  visit(fileName);
  return seen;
}
