import { AdminOnlyNote } from '../../../components/admin/admin-only-note';
import { AdminPageHeader } from '../../../components/admin/admin-page-header';
import { useStaff } from '../../../components/admin/staff-context';
import { LoadState } from '../../../components/ui/load-state';
import { useRemoteData } from '../../../lib/use-remote-data';
import { getSettings } from '../api/settings';
import { SettingsForm } from './settings-form';

/** Admin only: registration switches, fees, UPI payee and contact addresses, read by the public site. */
export function SettingsPage() {
  const staff = useStaff();
  const settings = useRemoteData('admin:settings', staff.isAdmin ? getSettings : null);

  return (
    <div className="admin-page">
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
          {settings.data && <SettingsForm key={JSON.stringify(settings.data)} settings={settings.data} onSaved={settings.reload} />}
        </>
      )}
    </div>
  );
}
