import { generateKeyPairSync, sign } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { checkPass, formatPass, type PassPublicKey, passSigningInput, type PassSubtle, verifyPass } from './pass';

// A key pair as the server holds it (apps/api/src/lib/pass-keys.ts signs with node:crypto the same way).
function passKey(kid: string) {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  const x = publicKey.export({ format: 'jwk' }).x!;
  const signPass = (participantId: string) =>
    formatPass({
      participantId,
      k: kid,
      s: sign(null, Buffer.from(passSigningInput(participantId, kid)), privateKey).toString('base64url'),
    });
  return { publicKey: { kid, x } satisfies PassPublicKey, signPass };
}

const current = passKey('k1');
const other = passKey('k1'); // same key id, another key: a forgery
const keys = [current.publicKey];
const genuine = current.signPass('SYM25-0042');
const sig = JSON.parse(genuine).s as string;
const refusals = {
  'an edited participant ID': genuine.replace('SYM25-0042', 'SYM25-0043'),
  'a pass signed by another key': other.signPass('SYM25-0042'),
  'a flipped signature character': genuine.replace(
    sig,
    sig.slice(0, 10) + (sig[10] === 'A' ? 'B' : 'A') + sig.slice(11),
  ),
  'a truncated signature': genuine.replace(sig, sig.slice(0, 40)),
  'a signature that is not base64url': genuine.replace(sig, `${sig.slice(0, 84)}!!`),
  'an unknown key id': genuine.replace('"k":"k1"', '"k":"k9"'),
  'a pass without a signature': '{"participantId":"SYM25-0042"}',
  'a bare participant ID': 'SYM25-0042',
};

/** A browser without WebCrypto Ed25519 (Chrome before 137): importKey refuses the algorithm. */
function subtleWithoutEd25519() {
  const calls: string[] = [];
  const notSupported = () => {
    calls.push('importKey');
    return Promise.reject(new DOMException('Unrecognized name.', 'NotSupportedError'));
  };
  const subtle = {
    importKey: notSupported as unknown as PassSubtle['importKey'],
    verify: (() =>
      Promise.reject(new DOMException('Unrecognized name.', 'NotSupportedError'))) as unknown as PassSubtle['verify'],
  };
  return { subtle, calls };
}

describe('verifyPass with WebCrypto Ed25519', () => {
  test('accepts a genuine pass', async () => {
    expect(await verifyPass(genuine, keys)).toEqual({ participantId: 'SYM25-0042', k: 'k1', s: sig });
  });

  test.each(Object.entries(refusals))('refuses %s', async (_, text) => {
    expect(await verifyPass(text, keys)).toBeNull();
  });
});

describe('verifyPass on a desk without WebCrypto Ed25519 (pure-JS fallback)', () => {
  test('a browser that does not support Ed25519 still accepts a genuine pass, and stops asking WebCrypto', async () => {
    const { subtle, calls } = subtleWithoutEd25519();
    expect(await verifyPass(genuine, keys, { subtle })).toMatchObject({ participantId: 'SYM25-0042' });
    expect(calls).toEqual(['importKey']);
    expect(await verifyPass(current.signPass('SYM25-0007'), keys, { subtle })).toMatchObject({
      participantId: 'SYM25-0007',
    });
    expect(calls).toEqual(['importKey']);
  });

  test.each(Object.entries(refusals))('still refuses %s', async (_, text) => {
    expect(await verifyPass(text, keys, { subtle: subtleWithoutEd25519().subtle })).toBeNull();
  });

  test('a desk opened over plain http (no crypto.subtle) verifies with the fallback', async () => {
    expect(await verifyPass(genuine, keys, { subtle: null })).toMatchObject({ participantId: 'SYM25-0042' });
    expect(await verifyPass(refusals['an edited participant ID'], keys, { subtle: null })).toBeNull();
    expect(await verifyPass(refusals['a pass signed by another key'], keys, { subtle: null })).toBeNull();
  });
});

describe('checkPass: a pass naming a key the desk has not seen (a rotation with the passes CLI)', () => {
  const rotated = passKey('k2');
  const newPass = rotated.signPass('SYM25-0042');
  const serverKeys = [current.publicKey, rotated.publicKey];

  test('the keys could not be fetched (timed out, failed, offline): the desk cannot tell — never "not genuine"', async () => {
    let asked = 0;
    const failed = async () => {
      asked++;
      return null;
    };
    expect(await checkPass(newPass, keys, failed)).toEqual({ status: 'key-unknown', kid: 'k2' });
    expect(asked).toBe(1);
    expect(await checkPass(newPass, keys)).toEqual({ status: 'key-unknown', kid: 'k2' });
  });

  test('the keys are fetched: the new pass is genuine, and a forgery under the new key id is still refused', async () => {
    expect(await checkPass(newPass, keys, async () => serverKeys)).toMatchObject({
      status: 'genuine',
      pass: { participantId: 'SYM25-0042', k: 'k2' },
    });
    const forged = passKey('k2').signPass('SYM25-0042');
    expect(await checkPass(forged, keys, async () => serverKeys)).toEqual({ status: 'not-genuine' });
  });

  test('a key id the server does not hold either (retired, or made up) is not genuine', async () => {
    expect(await checkPass(newPass, keys, async () => keys)).toEqual({ status: 'not-genuine' });
  });

  test('a pass of a key the desk holds is judged without fetching, and text that is not a pass never fetches', async () => {
    const never = async () => {
      throw new Error('fetched');
    };
    expect(await checkPass(genuine, keys, never)).toMatchObject({ status: 'genuine' });
    expect(await checkPass(refusals['an edited participant ID'], keys, never)).toEqual({ status: 'not-genuine' });
    expect(await checkPass('SYM25-0042', keys, never)).toEqual({ status: 'not-genuine' });
  });
});
