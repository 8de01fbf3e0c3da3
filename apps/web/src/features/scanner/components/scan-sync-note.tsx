import { CloudCheck, CloudUpload, ServerCrash } from 'lucide-react';
import type { StoredResult } from '../../../lib/local-db';
import type { ScanOutcome } from '../verdict/decide-scan';

interface ScanSyncNoteProps {
  outcome: ScanOutcome;
  server: StoredResult | null | undefined;
  /** What the desk showed at first, in the card's words ('Check-In Successful!'). */
  localTitle: string;
  /** The server's verdict in words, when it differs. */
  disagreement: string | null;
}

/** Under a result: saved here and waiting, synced, or — prominently — what the server decided instead. */
export function ScanSyncNote({ outcome, server, localTitle, disagreement }: ScanSyncNoteProps) {
  if (!outcome.queued) return null;
  if (!server) {
    return (
      <p className="scan-sync-note">
        <CloudUpload aria-hidden="true" size={18} />
        Saved on this device — waiting to sync
      </p>
    );
  }
  if (!disagreement) {
    return (
      <p className="scan-sync-note scan-sync-note-ok">
        <CloudCheck aria-hidden="true" size={18} />
        Synced — the server agrees
      </p>
    );
  }
  return (
    <p className="scan-sync-note scan-sync-note-conflict" role="alert">
      <ServerCrash aria-hidden="true" size={18} />
      <span>
        Server verdict: {disagreement} This desk showed “{localTitle}” before it could sync.
      </span>
    </p>
  );
}
