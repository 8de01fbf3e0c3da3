import {
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  randomBytes,
  sign,
  verify,
  type KeyObject,
} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { formatPass, parsePassText, passSigningInput, type PassPublicKey } from '@symposium/sync/pass';

/**
 * The Ed25519 keys that sign entry passes, kept in DATA_DIR/keys/pass-keys.json (0600). The newest
 * key signs; every key not retired still verifies, so passes saved on phones keep working after a
 * rotation until the previous keys are retired on purpose.
 */
interface StoredKey {
  kid: string;
  privatePem: string;
  x: string;
  createdAt: string;
  retiredAt: string | null;
}

export interface PassKeys {
  current: { kid: string; privateKey: KeyObject };
  trusted: Map<string, KeyObject>;
  publicKeys: PassPublicKey[];
}

const fileOf = (keysDir: string) => path.join(keysDir, 'pass-keys.json');

function newKey(): StoredKey {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  return {
    kid: randomBytes(4).toString('hex'),
    privatePem: privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
    x: publicKey.export({ format: 'jwk' }).x as string,
    createdAt: new Date().toISOString(),
    retiredAt: null,
  };
}

function readStored(keysDir: string): StoredKey[] {
  const file = fileOf(keysDir);
  if (!fs.existsSync(file)) return [];
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { keys: StoredKey[] }).keys;
}

/** Key files this process rewrote, by folder: its own server sees a rotation at once, not within a second. */
const localWrites = new Map<string, number>();

function writeStored(keysDir: string, keys: StoredKey[]): void {
  fs.mkdirSync(keysDir, { recursive: true, mode: 0o700 });
  const file = fileOf(keysDir);
  const temp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temp, JSON.stringify({ keys }, null, 2), { mode: 0o600 });
  fs.renameSync(temp, file);
  const folder = path.resolve(keysDir);
  localWrites.set(folder, (localWrites.get(folder) ?? 0) + 1);
}

function toPassKeys(stored: StoredKey[]): PassKeys {
  const active = stored.filter((k) => !k.retiredAt);
  const newest = active[active.length - 1];
  return {
    current: { kid: newest.kid, privateKey: createPrivateKey(newest.privatePem) },
    trusted: new Map(active.map((k) => [k.kid, createPublicKey(createPrivateKey(k.privatePem))])),
    publicKeys: active.map((k) => ({ kid: k.kid, x: k.x })),
  };
}

/** Loads the pass keys, generating the first one on first start. */
export function loadPassKeys(keysDir: string): PassKeys {
  let stored = readStored(keysDir);
  if (!stored.some((k) => !k.retiredAt)) {
    stored = [...stored, newKey()];
    writeStored(keysDir, stored);
  }
  return toPassKeys(stored);
}

/** The key file's identity and version: a rotation writes a new file (temp file, then rename). */
function keyFileStamp(keysDir: string): string {
  try {
    const stat = fs.statSync(fileOf(keysDir));
    return `${stat.ino}:${stat.size}:${stat.mtimeMs}`;
  } catch {
    return 'missing';
  }
}

/** How often a running server looks whether the key file changed (a stat; the verify path is hot). */
export const PASS_KEYS_CHECK_MS = 1000;

/**
 * The running server's pass keys, read again when `npm run passes -- rotate` rewrites the key file beside it (looked at
 * at most once every PASS_KEYS_CHECK_MS). The command re-signs every pass in the database at once: a server holding
 * the keys it started with would call each re-signed pass forged, and hand the desks no key to verify it, until
 * someone restarted it. A key file that cannot be read (or has no active key) leaves the keys in use as they are.
 */
export function livePassKeys(keysDir: string, now: () => number = Date.now): PassKeys {
  let keys = loadPassKeys(keysDir);
  let stamp = keyFileStamp(keysDir);
  let checkedAt = now();
  const folder = path.resolve(keysDir);
  let writesSeen = localWrites.get(folder) ?? 0;
  const fresh = (): PassKeys => {
    // A rotation by this process (the next edition's) counts from the answer that reports it: no second of grace.
    const writes = localWrites.get(folder) ?? 0;
    if (writes === writesSeen && now() - checkedAt < PASS_KEYS_CHECK_MS) return keys;
    writesSeen = writes;
    checkedAt = now();
    const seen = keyFileStamp(keysDir);
    if (seen === stamp) return keys;
    try {
      keys = toPassKeys(readStored(keysDir));
      stamp = seen;
    } catch {
      // Half-written by hand, or every key retired: keep signing and verifying with the keys in use.
    }
    return keys;
  };
  return {
    get current() {
      return fresh().current;
    },
    get trusted() {
      return fresh().trusted;
    },
    get publicKeys() {
      return fresh().publicKeys;
    },
  };
}

/** Adds a new signing key; with retirePrevious, older keys stop verifying (their passes become invalid). */
export function rotatePassKeys(keysDir: string, options: { retirePrevious: boolean }): PassKeys {
  const now = new Date().toISOString();
  const stored = readStored(keysDir).map((k) =>
    options.retirePrevious && !k.retiredAt ? { ...k, retiredAt: now } : k,
  );
  writeStored(keysDir, [...stored, newKey()]);
  return toPassKeys(readStored(keysDir));
}

/** The pass text for a participant (synchronous, so it can run inside a write transaction). */
export function signPass(keys: PassKeys, participantId: string): string {
  const signature = sign(null, Buffer.from(passSigningInput(participantId, keys.current.kid)), keys.current.privateKey);
  return formatPass({ participantId, k: keys.current.kid, s: signature.toString('base64url') });
}

/** The participant ID of a genuine pass, or null for anything edited, forged or signed by an unknown key. */
export function verifyPassText(keys: PassKeys, text: string): string | null {
  const pass = parsePassText(text);
  if (!pass) return null;
  const key = keys.trusted.get(pass.k);
  if (!key) return null;
  const ok = verify(
    null,
    Buffer.from(passSigningInput(pass.participantId, pass.k)),
    key,
    Buffer.from(pass.s, 'base64url'),
  );
  return ok ? pass.participantId : null;
}
