import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text files and WebAssembly (the scanner's decoder: 950 KB, a third of it compressed) worth compressing; fonts and
 * images are compressed formats already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|wasm)$/;
/** Below this a compressed copy saves less than its headers cost (hono/compress uses the same threshold). */
const MIN_BYTES = 1024;

/**
 * Writes a brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy beside each built text file under `assets/`,
 * for the API to send as they are (apps/api/src/lib/web-app.ts, serveStatic's `precompressed`): the strongest
 * compression costs nothing per request, and brotli is about 13 % smaller than gzip on the shell's code.
 *
 * Only `assets/`: those names carry a hash of their content, so a copy can never disagree with its file. The files
 * outside it (the service worker, the manifest) keep their names across releases and are compressed per request.
 * The copies' names end in .br/.gz, which the service worker's precache patterns do not match.
 */
export function precompressAssets(): Plugin {
  let outDir = '';
  return {
    name: 'precompress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle: {
      sequential: true,
      order: 'post',
      async handler(_options, bundle) {
        const files = Object.keys(bundle).filter((name) => name.startsWith('assets/') && COMPRESSIBLE.test(name));
        await Promise.all(files.map((name) => writeCompressedCopies(path.join(outDir, name))));
      },
    },
  };
}

async function writeCompressedCopies(file: string) {
  const source = await fs.readFile(file);
  if (source.length < MIN_BYTES) return;
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gzip(source, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  // A copy that is not smaller is not written: the file itself is then sent (serveStatic finds no copy).
  if (br.length < source.length) await fs.writeFile(`${file}.br`, br);
  if (gz.length < source.length) await fs.writeFile(`${file}.gz`, gz);
}
