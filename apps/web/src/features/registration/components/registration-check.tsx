import { M } from '@symposium/schema/messages';
import { FormCard } from '../../../components/ui/form-card';
import { pageTitle } from '../../../lib/page-title';

interface RegistrationCheckProps {
  /** GET /config could not be answered (offline with nothing kept by the service worker, the server down). */
  failed: boolean;
  onRetry: () => void;
}

/**
 * /register until GET /config says whether registration is open: neither the form (it may have closed) nor the
 * closed notice (it may not). Only where the page was not drawn by the server with the config — the installed app's
 * cached shell (docs/decisions.md, "Registration closes when the organisers say").
 */
export function RegistrationCheck({ failed, onRetry }: RegistrationCheckProps) {
  return (
    <FormCard title="Player Registration" shape="square" wide>
      <title>{pageTitle('Register')}</title>
      {failed ? (
        <div className="notice notice-warning" role="status">
          <p>{M.registrationCheckFailed}</p>
          <button type="button" className="btn btn-outline btn-small" onClick={onRetry}>
            Retry
          </button>
        </div>
      ) : (
        <p className="card-text muted" role="status">
          {M.registrationChecking}
        </p>
      )}
    </FormCard>
  );
}
