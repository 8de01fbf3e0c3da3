import type { Rollup } from 'vite';

type CodeSplitting = Extract<NonNullable<Rollup.OutputOptions['codeSplitting']>, object>;
type NameFunction = Extract<NonNullable<CodeSplitting['groups']>[number]['name'], (...args: never[]) => unknown>;
type ChunkingContext = Parameters<NameFunction>[1];

const FORMS =
  /apps[\\/]web[\\/]src[\\/](components[\\/]ui[\\/]|components[\\/]registration[\\/]payment-reference\.ts|lib[\\/](form-errors|accommodation-selection|focus-on-mount|bind-field)\.ts)|packages[\\/]schema[\\/]src[\\/](fees|normalise|accommodation-selection|payment-reference)\.ts/;
const ICONS = /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/;
/** The module whose dynamic imports are the staff pages (src/app/staff-pages.ts). */
const STAFF_PAGES = /apps[\\/]web[\\/]src[\\/]app[\\/]staff-pages\.ts$/;
/** Staff code that loads only when needed even on a staff device: the camera, the Ed25519 fallback. */
const LOADED_APART = /node_modules[\\/]@noble[\\/]|[\\/]video-qr-camera\.ts$/;

function moduleGraph(ctx: ChunkingContext) {
  const imports = (id: string, dynamic: boolean) => {
    const info = ctx.getModuleInfo(id);
    return info ? [...info.importedIds, ...(dynamic ? info.dynamicallyImportedIds : [])] : [];
  };
  /** Every module reached from `from`, following `next`. */
  const reached = (from: string, next: (id: string) => readonly string[]) => {
    const seen = new Set([from]);
    const queue = [from];
    while (queue.length > 0) {
      for (const id of next(queue.pop()!)) {
        if (!seen.has(id)) {
          seen.add(id);
          queue.push(id);
        }
      }
    }
    return seen;
  };
  /** The app's entry, found by walking up the importers of any module. */
  const entryAbove = (start: string) => {
    let id = start;
    const walked = new Set<string>();
    for (;;) {
      const info = ctx.getModuleInfo(id);
      if (!info || info.isEntry) return id;
      walked.add(id);
      const importer = [...info.importers, ...info.dynamicImporters].find((candidate) => !walked.has(candidate));
      if (!importer) return id;
      id = importer;
    }
  };
  return { imports, reached, entryAbove };
}

/**
 * The modules only the staff app loads: not reachable from the entry without going through a staff page's
 * dynamic import, minus what loads apart.
 */
function staffOnlyModules(anyModule: string, ctx: ChunkingContext): Set<string> {
  const { imports, reached, entryAbove } = moduleGraph(ctx);
  const entry = entryAbove(anyModule);
  const everything = reached(entry, (id) => imports(id, true));
  const withoutStaffPages = reached(entry, (id) => imports(id, !STAFF_PAGES.test(id)));
  return new Set([...everything].filter((id) => !withoutStaffPages.has(id) && !LOADED_APART.test(id)));
}

const staffOnlyByBuild = new WeakMap<ChunkingContext, Set<string>>();

function staffAppChunk(id: string, ctx: ChunkingContext): string | null {
  let staffOnly = staffOnlyByBuild.get(ctx);
  if (!staffOnly) staffOnlyByBuild.set(ctx, (staffOnly = staffOnlyModules(id, ctx)));
  return staffOnly.has(id) ? 'staff-app' : null;
}

/**
 * How the bundler groups modules into files, where its automatic split cost round trips (docs/decisions/0028-csp-compression-and-the-first-load.md, "Fewer
 * files on the public pages' first load" and "The staff app in one file").
 *
 * - `shell`: every module the entry loads statically stays in the entry. Left alone, the bundler moved the parts
 *   the entry shares with the lazy pages (React's JSX runtime, the messages, the API client, the icon factory, its
 *   preload helper) into five files of their own, each one more request before the app can start.
 * - `forms`: the shared parts of the public forms (the form components, the form-error and field-binding helpers,
 *   the input normalisers, the fee and accommodation helpers, the payment reference) in one file. Left alone, /register loaded them as eleven files
 *   of 0.2–2 KB (each a request on a phone's connection, six at a time) for 3 KB of code in all.
 * - `icons`: the icons the lazy pages draw, in one file of about 5 KB gzip instead of one file of a few hundred
 *   bytes per icon.
 * - `staff-app`: every module only the staff pages load, in one file. A staff visit loads the whole staff app
 *   anyway (src/app/pwa/warm-staff-app.ts keeps it for offline use); split, that was some 70 files and as many
 *   requests again to store them, each a round trip on the venue's Wi-Fi. Its dependencies that the public pages
 *   also load (zod, Dexie, the QR library) stay in their own files: `includeDependenciesRecursively: false`
 *   keeps them out, and nothing outside the staff app imports from it, so no chunk cycle can arise.
 */
export const chunkGroups: CodeSplitting = {
  groups: [
    { name: 'shell', tags: ['$initial'], priority: 3 },
    { name: 'forms', priority: 2, test: FORMS },
    { name: 'icons', priority: 2, test: ICONS },
    { name: staffAppChunk, debugName: 'staff-app', priority: 1, includeDependenciesRecursively: false },
  ],
};
