import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const repoRoot = path.resolve(webDir, '../..');
export const webDist = path.join(webDir, 'dist');
/**
 * The API bundled into one file for the end-to-end servers (bundle-api.ts). Three folders below the repository,
 * as apps/api/src is: env.ts finds the repository from its own address.
 */
export const apiBundle = path.join(repoRoot, 'node_modules/.cache/symposium-e2e/api.mjs');
