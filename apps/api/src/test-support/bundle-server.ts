import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** The programs the tests run as processes of their own: the server and the command-line tools (`npm run staff`…). */
const PROGRAMS = {
  server: 'apps/api/src/index.ts',
  staff: 'apps/api/src/cli/staff.ts',
  passes: 'apps/api/src/cli/passes.ts',
  backup: 'apps/api/src/cli/backup.ts',
  'seed-demo': 'apps/api/src/cli/seed-demo.ts',
} as const;
export type Program = keyof typeof PROGRAMS;

/**
 * The programs the API tests start as processes (the server in server-process.ts, the command-line tools in theirs):
 * each source bundled into one file by esbuild with the workspace packages, its npm dependencies left as imports —
 * the code `npm start` and `npm run staff` run, in one module instead of some 200 TypeScript files loaded through tsx
 * (about 2.8 CPU-s a start through tsx, under 1 with the bundle; docs/performance.md). Three folders below the
 * repository, as apps/api/src is: env.ts finds the repository from its own address. The end-to-end servers run a
 * bundle of their own (apps/web/e2e/support/bundle-api.ts).
 */
const bundleDir = path.join(repoRoot, 'node_modules/.cache/symposium-api-tests');
export const bundled = (program: Program) => path.join(bundleDir, `${program}.mjs`);

/** `node <program's bundle> …args`: how a test runs a program, as [command, args] for spawn. */
export const programCommand = (program: Program, args: string[] = []): [string, string[]] => [
  process.execPath,
  // Any stack the program prints names the TypeScript files.
  ['--enable-source-maps', bundled(program), ...args],
];

/** Vitest's global setup for the API project: the bundles are made again on every run, never older than the code. */
export default async function bundlePrograms(): Promise<void> {
  // Written beside and renamed into place: a process another run starts meanwhile finds the old file or the new one.
  const written = `${bundleDir}.${process.pid}.tmp`;
  await build({
    absWorkingDir: repoRoot,
    entryPoints: PROGRAMS,
    outdir: written,
    outExtension: { '.js': '.mjs' },
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
  await fs.mkdir(bundleDir, { recursive: true });
  for (const program of Object.keys(PROGRAMS) as Program[])
    await fs.rename(path.join(written, `${program}.mjs`), bundled(program));
  await fs.rm(written, { recursive: true, force: true });
}
