import { AdminOnlyNote } from '../../../components/admin/admin-only-note';
import { AdminPageHeader } from '../../../components/admin/admin-page-header';
import { useStaff } from '../../../components/admin/staff-context';
import { LoadState } from '../../../components/ui/load-state';
import { useRemoteData } from '../../../lib/use-remote-data';
import { getEditionArchives } from '../api/editions';
import { getSettings } from '../api/settings';
import { CertificateSection } from './certificate-section';
import { EditionArchives } from './edition-archives';
import { NextEditionSection } from './next-edition-section';
import { SettingsForm } from './settings-form';
import { PageTitle } from '../../../lib/page-title';

/** Admin only: registration switches, fees, UPI payee and contact addresses, read by the public site; the next edition. */
export function SettingsPage() {
  const staff = useStaff();
  const settings = useRemoteData('admin:settings', staff.isAdmin ? getSettings : null);
  const archives = useRemoteData('admin:edition-archives', staff.isAdmin ? getEditionArchives : null);

  return (
    <div className="admin-page">
      <PageTitle title="Settings" />
      <AdminPageHeader title="Settings" subtitle="Stored on the server and read by the public site at once" />
      {!staff.isAdmin ? (
        <p className="admin-note">
          <AdminOnlyNote>Only admins can view and change the settings.</AdminOnlyNote>
        </p>
      ) : (
        <>
          <LoadState
            loading={settings.loading}
            error={settings.error}
            empty={!settings.data}
            loadingLabel="Loading settings..."
            emptyLabel="No settings."
            subject="the settings"
            onRetry={settings.reload}
          />
          {settings.data && (
            <SettingsForm key={JSON.stringify(settings.data)} settings={settings.data} onSaved={settings.reload} />
          )}
          {settings.data && <CertificateSection />}
          {settings.data && (
            <NextEditionSection
              edition={settings.data.edition}
              onStarted={() => {
                settings.reload();
                archives.reload();
              }}
            />
          )}
          {settings.data && <EditionArchives archives={archives} />}
        </>
      )}
    </div>
  );
}
