import { editionDateLabel, editionTitle, type PublicEdition } from '@symposium/schema/edition';
import { paths } from '@symposium/schema/paths';
import { Link } from 'react-router-dom';
import { AdminOnlyNote } from '../../../components/admin/admin-only-note';
import { AdminPageHeader } from '../../../components/admin/admin-page-header';
import { useStaff } from '../../../components/admin/staff-context';
import { LoadState } from '../../../components/ui/load-state';
import { useRemoteData } from '../../../lib/use-remote-data';
import { getEdition } from '../api/edition';
import { EditionForm } from './edition-form';
import { PageTitle } from '../../../lib/page-title';

/** Where registration stands now, in the words the public pages use. */
function RegistrationStatus({ edition }: { edition: PublicEdition }) {
  const { state, message, placesTaken } = edition.registration;
  return (
    <section className="admin-panel edition-status" aria-labelledby="edition-status-title">
      <h2 id="edition-status-title" className="admin-section-title">
        {editionTitle(edition)} · {editionDateLabel(edition)}
      </h2>
      <p>
        Registration:{' '}
        <strong className={`edition-state edition-state-${state}`}>
          {state === 'not-open' ? 'not open yet' : state}
        </strong>{' '}
        — {message}.
      </p>
      <p className="admin-note">
        {placesTaken} of {edition.playerCapacity} places taken (registrations not rejected).
      </p>
    </section>
  );
}

/** /admin/edition: this year's symposium as data — identity, dates, registration window, venue, people, texts, kits. */
export function EditionPage() {
  const staff = useStaff();
  const edition = useRemoteData('admin:edition', getEdition);
  return (
    <div className="admin-page">
      <PageTitle title="Edition" />
      <AdminPageHeader title="Edition" subtitle="This year's symposium: what every public page, mail and pass says" />
      <LoadState
        loading={edition.loading}
        error={edition.error}
        empty={!edition.data}
        loadingLabel="Loading the edition..."
        emptyLabel="No edition."
        subject="the edition"
        onRetry={edition.reload}
      />
      {edition.data && <RegistrationStatus edition={edition.data} />}
      {!staff.isAdmin ? (
        <p className="admin-note">
          <AdminOnlyNote>Only admins can change the edition.</AdminOnlyNote>
        </p>
      ) : (
        edition.data && (
          <>
            <p className="admin-note">
              Fees, UPI and the registration switches are in <Link to={paths.adminSettings}>Settings</Link>; the team is
              in <Link to={paths.adminTeam}>Team</Link>.
            </p>
            <EditionForm key={JSON.stringify(edition.data)} edition={edition.data} onSaved={edition.reload} />
          </>
        )
      )}
    </div>
  );
}
