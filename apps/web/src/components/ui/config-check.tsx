interface ConfigCheckProps {
  /** GET /config could not be answered (offline with nothing kept by the service worker, the server down). */
  failed: boolean;
  onRetry: () => void;
  checkingText: string;
  failedText: string;
}

/**
 * What a page shows while it asks GET /config whether registration is open (/register in the installed app's cached
 * shell, /accommodation's booking card): the checking text, or the failure with Retry — neither the form (it may have
 * closed) nor the closed notice (it may not).
 */
export function ConfigCheck({ failed, onRetry, checkingText, failedText }: ConfigCheckProps) {
  if (failed) {
    return (
      <div className="notice notice-warning" role="status">
        <p>{failedText}</p>
        <button type="button" className="btn btn-outline btn-small" onClick={onRetry}>
          Retry
        </button>
      </div>
    );
  }
  return (
    <p className="card-text muted" role="status">
      {checkingText}
    </p>
  );
}
