import { createHash, randomBytes, randomFillSync } from 'node:crypto';

/**
 * Random bytes for ids come from a pool refilled 4 KiB at a time: one randomBytes(12) call costs about
 * 10 µs, which was a measurable share of a sync push applying thousands of scans (docs/performance.md).
 * Same source (the CSPRNG), same format; each id takes bytes no other id takes.
 */
const ID_BYTES = 12;
const idPool = Buffer.alloc(ID_BYTES * 341);
let idPoolOffset = idPool.length;

/** 24 hex characters, like the spec's `_id`; its last 8 characters form the fallback Player ID. */
export const newId = () => {
  if (idPoolOffset + ID_BYTES > idPool.length) {
    randomFillSync(idPool);
    idPoolOffset = 0;
  }
  const id = idPool.toString('hex', idPoolOffset, idPoolOffset + ID_BYTES);
  idPoolOffset += ID_BYTES;
  return id;
};
export const randomToken = () => randomBytes(32).toString('base64url');
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
export const nowIso = () => new Date().toISOString();
