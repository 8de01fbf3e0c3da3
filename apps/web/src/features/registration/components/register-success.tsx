import { M } from '@symposium/schema/messages';
import { paths } from '@symposium/schema/paths';
import { CircleCheck } from 'lucide-react';
import { Link } from 'react-router-dom';
import { FormCard } from '../../../components/ui/form-card';
import { PageTitle } from '../../../lib/page-title';

export function RegisterSuccess({ requestNumber }: { requestNumber: string | null }) {
  return (
    <FormCard title="Registration Submitted" shape="triangle" focusTitle>
      <PageTitle title={'Registration Submitted'} />
      <div className="result-panel" role="status">
        <CircleCheck aria-hidden="true" size={56} className="result-icon result-icon-success" />
        <p>{M.registrationSuccess}</p>
        {requestNumber && (
          <p className="muted">
            Accommodation request number: <strong className="mono result-reference">{requestNumber}</strong>
          </p>
        )}
      </div>
      <Link to={paths.login} className="btn btn-primary btn-block">
        Go to Login
      </Link>
    </FormCard>
  );
}
