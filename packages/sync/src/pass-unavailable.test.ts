import { generateKeyPairSync, sign } from 'node:crypto';
import { expect, test, vi } from 'vitest';
import { formatPass, passSigningInput, PassVerificationUnavailableError, verifyPass } from './pass';

// The fallback verifier's chunk cannot load (a desk offline before it was ever cached): the desk cannot
// check signatures at all, which must not read as a forged pass.
vi.mock('@noble/ed25519', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

test('a desk that can verify neither way says so instead of calling the pass forged', async () => {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  const x = publicKey.export({ format: 'jwk' }).x!;
  const text = formatPass({
    participantId: 'SYM25-0042',
    k: 'k1',
    s: sign(null, Buffer.from(passSigningInput('SYM25-0042', 'k1')), privateKey).toString('base64url'),
  });
  await expect(verifyPass(text, [{ kid: 'k1', x }], { subtle: null })).rejects.toBeInstanceOf(
    PassVerificationUnavailableError,
  );
  // With WebCrypto Ed25519 the same desk is fine: the fallback is never loaded.
  expect(await verifyPass(text, [{ kid: 'k1', x }])).toMatchObject({ participantId: 'SYM25-0042' });
});
