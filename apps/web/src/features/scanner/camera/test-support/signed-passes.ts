import { createPrivateKey, createPublicKey, sign } from 'node:crypto';
import { formatPass, passSigningInput, type PassPublicKey } from '@symposium/sync/pass';

// Passes as the API makes them (apps/api/src/lib/pass-keys.ts, signPass): an Ed25519 signature over the participant ID
// and a key id of 8 hex digits, in the pass JSON. The key comes from a fixed seed, so every run draws the same frames
// (Ed25519 signatures are deterministic); each participant's pass still has its own signature, hence its own QR mask.

const PKCS8_ED25519_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');
const privateKey = createPrivateKey({
  key: Buffer.concat([PKCS8_ED25519_PREFIX, Buffer.alloc(32, 7)]),
  format: 'der',
  type: 'pkcs8',
});
const KID = '5e1f0c2a';

/** The key's public half as the server lists it (GET /sync/keys): what a desk verifies these passes with. */
export const PASS_PUBLIC_KEY: PassPublicKey = { kid: KID, x: createPublicKey(privateKey).export({ format: 'jwk' }).x! };

/** The signed pass text of the `index`th participant of an edition with the ID prefix SYM25. */
export function signedPassText(index: number): string {
  const participantId = `SYM25-${String(index + 1).padStart(4, '0')}`;
  const signature = sign(null, Buffer.from(passSigningInput(participantId, KID)), privateKey);
  return formatPass({ participantId, k: KID, s: signature.toString('base64url') });
}
