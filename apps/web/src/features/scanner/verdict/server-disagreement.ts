import { REFUSED_AT_DESK } from '@symposium/sync/protocol';
import type { StoredResult } from '../../../lib/local-db';
import type { ScanOutcome } from './decide-scan';

/**
 * How the server's answer to a scan differs from what the desk showed:
 * - 'verdict': another verdict (another desk was first, a refusal the desk did not know of, another reason
 *   for a refusal) — the card shows the server's verdict instead;
 * - 'refused-at-desk': the desk turned the person away (or said "already done") but the server would
 *   have accepted them; nothing was recorded, so the desk's card stays and the note asks for a new scan;
 * - null: the server agrees (or has not answered yet).
 */
export type ServerDisagreement = 'verdict' | 'refused-at-desk' | null;

export function serverDisagreement(
  outcome: Pick<ScanOutcome, 'status' | 'error'>,
  server: StoredResult | null | undefined,
): ServerDisagreement {
  if (!server) return null;
  if (server.error === REFUSED_AT_DESK.error) return 'refused-at-desk';
  if (server.status !== outcome.status) return 'verdict';
  if (server.status === 'rejected' && server.error !== outcome.error) return 'verdict';
  return null;
}
