import { M } from '@symposium/schema/messages';
import { ConfigCheck } from '../../../components/ui/config-check';
import { FormCard } from '../../../components/ui/form-card';
import { PageTitle } from '../../../lib/page-title';

interface RegistrationCheckProps {
  /** GET /config could not be answered (offline with nothing kept by the service worker, the server down). */
  failed: boolean;
  onRetry: () => void;
}

/**
 * /register until GET /config says whether registration is open. Only where the page was not drawn by the server
 * with the config — the installed app's cached shell (docs/decisions/0038-the-edition-is-data.md, "Registration closes when the organisers say").
 */
export function RegistrationCheck({ failed, onRetry }: RegistrationCheckProps) {
  return (
    <div className="route-loading">
      <FormCard title="Player Registration" shape="square" wide>
        <PageTitle title={'Register'} />
        <ConfigCheck
          failed={failed}
          onRetry={onRetry}
          checkingText={M.registrationChecking}
          failedText={M.registrationCheckFailed}
        />
      </FormCard>
    </div>
  );
}
