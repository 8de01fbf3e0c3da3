import { RefreshCw, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { registerServiceWorker } from './register-service-worker';
import { useQueuedScans } from './use-queued-scans';

type Updater = (reloadPage?: boolean) => Promise<void>;

/** 'A new version is available — Reload': a waiting service worker takes over only when asked. */
export function UpdatePrompt() {
  const [update, setUpdate] = useState<Updater | null>(null);
  useEffect(() => registerServiceWorker((updater) => setUpdate(() => updater)), []);
  // Offered only when no scan is waiting to sync (issue 5).
  const queuedScans = useQueuedScans(update !== null);
  if (!update || queuedScans !== 0) return null;
  return (
    <div className="update-prompt" role="status">
      <span>A new version is available —</span>
      <button type="button" className="btn btn-primary btn-small" onClick={() => void update(true)}>
        <RefreshCw aria-hidden="true" size={16} />
        Reload
      </button>
      <button
        type="button"
        className="update-prompt-dismiss"
        onClick={() => setUpdate(null)}
        aria-label="Dismiss update notice"
      >
        <X aria-hidden="true" size={18} />
      </button>
    </div>
  );
}
