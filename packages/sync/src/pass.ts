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

/** The pass fields of a scanned text, or null when it is not a pass (kits need JSON with participantId, docs/product.md#scanning-camera-and-manual-entry). */
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

const fromBase64Url = (value: string): Uint8Array<ArrayBuffer> | null => {
  if (!/^[A-Za-z0-9_-]*$/.test(value)) return null;
  const base64 = value
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(value.length / 4) * 4, '=');
  try {
    return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
};

/**
 * This device cannot check signatures at all (no WebCrypto Ed25519, and the fallback verifier could not run):
 * a device problem to show plainly, never a verdict on the pass.
 */
export class PassVerificationUnavailableError extends Error {
  override name = 'PassVerificationUnavailableError';
  constructor(options?: { cause?: unknown }) {
    super('This device cannot check pass signatures.', options);
  }
}

/** The part of WebCrypto the verification uses (a stub in tests). */
export type PassSubtle = Pick<typeof crypto.subtle, 'importKey' | 'verify'>;
type VerifyKey = Awaited<ReturnType<PassSubtle['importKey']>>;

export interface VerifyPassOptions {
  /** Defaults to `globalThis.crypto.subtle`, which is undefined outside a secure context (plain http). */
  subtle?: PassSubtle | null;
}

/**
 * Verifies a pass offline: null for anything that is not an unedited pass signed by a trusted key.
 * Uses WebCrypto Ed25519 where the browser has it (Chrome 137+, Firefox 129+, Safari 17+); elsewhere — an
 * older browser, or a desk opened over plain http where `crypto.subtle` does not exist — a pure-JS verifier
 * (@noble/ed25519, loaded only then). Throws PassVerificationUnavailableError when neither can run, so the
 * desk never calls a genuine pass forged because of its own browser.
 */
export async function verifyPass(
  text: string,
  keys: readonly PassPublicKey[],
  options: VerifyPassOptions = {},
): Promise<SignedPass | null> {
  const pass = parsePassText(text);
  if (!pass) return null;
  const key = keys.find((k) => k.kid === pass.k);
  if (!key) return null;
  const signature = fromBase64Url(pass.s);
  const publicKey = fromBase64Url(key.x);
  if (!signature || signature.length !== 64 || !publicKey || publicKey.length !== 32) return null;
  const data = new TextEncoder().encode(passSigningInput(pass.participantId, pass.k));

  const subtle = options.subtle === undefined ? globalThis.crypto?.subtle : options.subtle;
  if (subtle && !withoutEd25519.has(subtle)) {
    try {
      return (await subtle.verify('Ed25519', await importEd25519(subtle, key.x), signature, data)) ? pass : null;
    } catch {
      // NotSupportedError (no Ed25519 in this browser) or any other WebCrypto failure: not a verdict on the
      // pass. Remember it, so the next scans go straight to the fallback.
      withoutEd25519.add(subtle);
    }
  }
  let ok: boolean;
  try {
    ok = await verifyWithNoble(signature, data, publicKey);
  } catch (error) {
    throw new PassVerificationUnavailableError({ cause: error });
  }
  return ok ? pass : null;
}

const withoutEd25519 = new WeakSet<PassSubtle>();
const imported = new WeakMap<PassSubtle, Map<string, Promise<VerifyKey>>>();

function importEd25519(subtle: PassSubtle, x: string): Promise<VerifyKey> {
  let keys = imported.get(subtle);
  if (!keys) imported.set(subtle, (keys = new Map()));
  const cached = keys.get(x);
  if (cached) return cached;
  const key = subtle.importKey('jwk', { kty: 'OKP', crv: 'Ed25519', x }, 'Ed25519', false, ['verify']);
  keys.set(x, key);
  key.catch(() => keys!.delete(x));
  return key;
}

let noble: Promise<typeof import('@noble/ed25519')> | null = null;

/**
 * Loads the pure-JS Ed25519 fallback (its own chunk in the web app). Called before a verification needs it by
 * the staff app's offline warm-up, so a desk without WebCrypto Ed25519 has the chunk cached before the network drops.
 */
export async function loadPassFallback(): Promise<typeof import('@noble/ed25519')> {
  noble ??= Promise.all([import('@noble/ed25519'), import('@noble/hashes/sha2.js')]).then(([ed, { sha512 }]) => {
    ed.hashes.sha512 = sha512;
    return ed;
  });
  try {
    return await noble;
  } catch (error) {
    noble = null; // a failed chunk load may work next time (back online)
    throw error;
  }
}

/** Pure-JS Ed25519 (RFC 8032 strict, as node:crypto on the server), with a synchronous SHA-512 that needs no WebCrypto. */
async function verifyWithNoble(signature: Uint8Array, data: Uint8Array, publicKey: Uint8Array): Promise<boolean> {
  const ed = await loadPassFallback();
  return ed.verify(signature, data, publicKey, { zip215: false });
}

/**
 * What a desk can say about a scanned pass: `genuine`; `not-genuine` (edited, forged, not a pass, or signed by a key
 * the server does not hold either: a retired or made-up one); or `key-unknown` — it names a key this desk does not
 * hold and the keys could not be fetched (offline, timed out), so the desk cannot tell. That is never a verdict on
 * the pass: after a rotation every genuine new pass reads so until the desk has been online once.
 */
export type PassCheck =
  { status: 'genuine'; pass: SignedPass } | { status: 'not-genuine' } | { status: 'key-unknown'; kid: string };

/**
 * Verifies a pass with the keys the desk holds; a pass naming another key makes it fetch the keys once
 * (`fetchKeys`: the server's current keys, or null when they could not be fetched; absent offline).
 * Throws PassVerificationUnavailableError as verifyPass does.
 */
export async function checkPass(
  text: string,
  keys: readonly PassPublicKey[],
  fetchKeys?: () => Promise<readonly PassPublicKey[] | null>,
  options: VerifyPassOptions = {},
): Promise<PassCheck> {
  const named = parsePassText(text);
  if (!named) return { status: 'not-genuine' };
  let held = keys;
  if (!held.some((k) => k.kid === named.k)) {
    const fetched = fetchKeys ? await fetchKeys() : null;
    if (!fetched) return { status: 'key-unknown', kid: named.k };
    // The server's own list lacks it too: retired, or never issued.
    if (!fetched.some((k) => k.kid === named.k)) return { status: 'not-genuine' };
    held = fetched;
  }
  const pass = await verifyPass(text, held, options);
  return pass ? { status: 'genuine', pass } : { status: 'not-genuine' };
}
