import type { PassPublicKey } from '@symposium/sync/pass';
import { apiRequest } from '../../../lib/api-client';

/** GET /sync/keys: the Ed25519 public keys that verify passes offline. */
export async function getPassKeys(signal?: AbortSignal): Promise<PassPublicKey[]> {
  const body = await apiRequest<{ keys: PassPublicKey[] }>('/sync/keys', { signal });
  return body.keys;
}
