import { RefreshCw } from 'lucide-react';
import { AdminOnlyNote } from '../../../components/admin/admin-only-note';
import { AdminPageHeader } from '../../../components/admin/admin-page-header';
import { useStaff } from '../../../components/admin/staff-context';
import { BusyButton } from '../../../components/ui/busy-button';
import { BusyLabel } from '../../../components/ui/busy-label';
import { LoadState } from '../../../components/ui/load-state';
import { useRemoteData } from '../../../lib/use-remote-data';
import { getDevices } from '../api/devices';
import { DeviceList } from './device-list';
import '../../../styles/admin-devices.css';
import { PageTitle } from '../../../lib/page-title';

/** Admin only (docs/permissions.md): the scanner devices, their last sync and queue, revoke and restore. */
export function DevicesPage() {
  const me = useStaff();
  const devices = useRemoteData('admin:devices', me.isAdmin ? getDevices : null);
  const stranded = devices.data?.reduce((sum, d) => sum + d.queueSize, 0) ?? 0;

  return (
    <div className="admin-page">
      <PageTitle title="Devices" />
      <AdminPageHeader
        title="Devices"
        subtitle="Scanner desks, when they last synced and what they still hold"
        actions={
          me.isAdmin && (
            <BusyButton
              type="button"
              className="btn btn-outline btn-small"
              onClick={devices.reload}
              busy={devices.loading}
            >
              <RefreshCw aria-hidden="true" size={16} />
              <BusyLabel busy={devices.loading} idle="Refresh" working="Refreshing..." />
            </BusyButton>
          )
        }
      />
      {!me.isAdmin ? (
        <p className="admin-note">
          <AdminOnlyNote>Only admins can see and revoke scanner devices.</AdminOnlyNote>
        </p>
      ) : (
        <section className="admin-section" aria-labelledby="device-list-title">
          <h2 id="device-list-title" className="admin-section-title">
            Scanner devices{devices.data && devices.data.length > 0 ? ` (${devices.data.length})` : ''}
          </h2>
          {stranded > 0 && (
            <p className="admin-note device-stranded-note">
              {stranded.toLocaleString('en-IN')} {stranded === 1 ? 'scan is' : 'scans are'} still waiting on devices —
              they reach the server when those devices sync.
            </p>
          )}
          <LoadState
            loading={devices.loading}
            error={devices.error}
            empty={!devices.data || devices.data.length === 0}
            loadingLabel="Loading devices..."
            emptyLabel="No scanner devices yet. A device appears here once a coordinator opens the Scanner page on it and names it."
            subject="the scanner devices"
            onRetry={devices.reload}
          />
          {devices.data && devices.data.length > 0 && <DeviceList devices={devices.data} onChanged={devices.reload} />}
        </section>
      )}
    </div>
  );
}
