import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, onTestFinished, test } from 'vitest';
import { PNG_BYTES } from '../test-support/context';
import { freeBytes, storeUpload } from './uploads';

test('the free space is read from the disk itself, and is null (so refuses nothing) where it cannot be read', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'symposium-uploads-'));
  onTestFinished(() => fs.rmSync(dir, { recursive: true, force: true }));
  const free = await freeBytes(dir);
  const { bavail, bsize } = fs.statfsSync(dir);
  expect(free).toBeGreaterThan(0);
  expect(Math.abs(free! - bavail * bsize)).toBeLessThan(64 * 1024 * 1024);
  expect(await freeBytes(path.join(dir, 'no-such-folder'))).toBeNull();
  const name = await storeUpload(path.join(dir, 'uploads'), { bytes: PNG_BYTES, extension: 'png' }, 0);
  expect(fs.readdirSync(path.join(dir, 'uploads'))).toEqual([name]);
});
