/**
 * The signed entry pass, shared by the server (signs and verifies with node:crypto) and the offline
 * scanner (verifies with WebCrypto). The QR text is a small JSON object:
 *   {"participantId":"SYM25-0001","k":"<key id>","s":"<Ed25519 signature, base64url>"}
 * The signature covers the participant ID and the key id, so an edited ID or a swapped key fails.
 */
export interface SignedPass {
  participantId: string;
  k: string;
  s: string;
}

export const PASS_TEXT_MAX = 160;

export const passSigningInput = (participantId: string, kid: string) => `symposium-pass:1:${kid}:${participantId}`;

export function formatPass(pass: SignedPass): string {
  return JSON.stringify({ participantId: pass.participantId, k: pass.k, s: pass.s });
}

/** The pass fields of a scanned text, or null when it is not a pass (kits need JSON with participantId, spec §5). */
export function parsePassText(text: string): SignedPass | null {
  let value: unknown;
  try {
    value = JSON.parse(text.trim());
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object') return null;
  const { participantId, k, s } = value as Record<string, unknown>;
  if (typeof participantId !== 'string' || !participantId || participantId.length > 64) return null;
  if (typeof k !== 'string' || typeof s !== 'string' || k.length > 32 || s.length > 200) return null;
  return { participantId, k, s };
}

/** The participant ID in a scanned text even when it is not signed (for messages), else null. */
export function participantIdOf(text: string): string | null {
  try {
    const value = JSON.parse(text.trim()) as { participantId?: unknown };
    return typeof value?.participantId === 'string' ? value.participantId : null;
  } catch {
    return null;
  }
}

export interface PassPublicKey {
  kid: string;
  /** Ed25519 public key, base64url (the JWK `x`). */
  x: string;
}

type VerifyKey = Awaited<ReturnType<typeof crypto.subtle.importKey>>;

const fromBase64Url = (value: string): Uint8Array<ArrayBuffer> => {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(value.length / 4) * 4, '=');
  const binary = atob(base64);
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
};

/** WebCrypto verification (browser and Node alike): true only for an unedited pass signed by a trusted key. */
export async function verifyPassWithWebCrypto(
  text: string,
  keys: readonly PassPublicKey[],
  importKey: (x: string) => Promise<VerifyKey> = importEd25519,
): Promise<SignedPass | null> {
  const pass = parsePassText(text);
  if (!pass) return null;
  const key = keys.find((k) => k.kid === pass.k);
  if (!key) return null;
  try {
    const signature = fromBase64Url(pass.s);
    const data = new TextEncoder().encode(passSigningInput(pass.participantId, pass.k));
    const ok = await crypto.subtle.verify('Ed25519', await importKey(key.x), signature, data);
    return ok ? pass : null;
  } catch {
    return null;
  }
}

const imported = new Map<string, Promise<VerifyKey>>();
export function importEd25519(x: string): Promise<VerifyKey> {
  let key = imported.get(x);
  if (!key) {
    key = crypto.subtle.importKey('jwk', { kty: 'OKP', crv: 'Ed25519', x }, 'Ed25519', false, ['verify']);
    imported.set(x, key);
  }
  return key;
}
