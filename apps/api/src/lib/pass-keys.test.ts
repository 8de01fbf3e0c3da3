import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { verifyPass } from '@symposium/sync/pass';
import { afterEach, describe, expect, test } from 'vitest';
import { loadPassKeys, rotatePassKeys, signPass, verifyPassText } from './pass-keys';

const dirs: string[] = [];
const keysDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pass-keys-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

describe('signed passes', () => {
  test('a pass is small JSON with participantId that verifies on the server and on the device (WebCrypto)', async () => {
    const keys = loadPassKeys(keysDir());
    const text = signPass(keys, 'SYM25-0042');
    expect(text.length).toBeLessThan(160);
    expect(JSON.parse(text).participantId).toBe('SYM25-0042');
    expect(verifyPassText(keys, text)).toBe('SYM25-0042');
    expect(await verifyPass(text, keys.publicKeys)).toMatchObject({ participantId: 'SYM25-0042' });
  });

  test('an edited participant ID, a forged signature or another key is refused on both sides', async () => {
    const keys = loadPassKeys(keysDir());
    const other = loadPassKeys(keysDir());
    const text = signPass(keys, 'SYM25-0042');
    const edited = text.replace('SYM25-0042', 'SYM25-0043');
    const forged = signPass(other, 'SYM25-0042');
    const sig = JSON.parse(text).s as string;
    const flipped = text.replace(sig, sig.slice(0, 10) + (sig[10] === 'A' ? 'B' : 'A') + sig.slice(11));
    for (const bad of [edited, forged, flipped, '{"participantId":"SYM25-0042"}', 'SYM25-0042', '']) {
      expect(verifyPassText(keys, bad)).toBeNull();
      expect(await verifyPass(bad, keys.publicKeys)).toBeNull();
    }
  });

  test('keys persist across starts, and rotation keeps old passes valid until retired', () => {
    const dir = keysDir();
    const first = loadPassKeys(dir);
    const oldPass = signPass(first, 'SYM25-0001');
    expect(loadPassKeys(dir).current.kid).toBe(first.current.kid);
    expect((fs.statSync(path.join(dir, 'pass-keys.json')).mode & 0o777).toString(8)).toBe('600');

    const rotated = rotatePassKeys(dir, { retirePrevious: false });
    expect(rotated.current.kid).not.toBe(first.current.kid);
    expect(verifyPassText(rotated, oldPass)).toBe('SYM25-0001');
    expect(verifyPassText(rotated, signPass(rotated, 'SYM25-0002'))).toBe('SYM25-0002');

    const retired = rotatePassKeys(dir, { retirePrevious: true });
    expect(verifyPassText(retired, oldPass)).toBeNull();
    expect(retired.publicKeys).toHaveLength(1);
  });
});
