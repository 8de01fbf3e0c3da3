import type { ReactNode } from 'react';
import { AdminPageHeader } from '../../../components/admin/admin-page-header';
import { AuditList } from '../../../components/admin/audit-list';
import { useStaff } from '../../../components/admin/staff-context';
import { BusyButton } from '../../../components/ui/busy-button';
import { BusyLabel } from '../../../components/ui/busy-label';
import { LoadState } from '../../../components/ui/load-state';
import { SettledParts, useSettledParts } from '../../../lib/settled-parts';
import { useRemoteData } from '../../../lib/use-remote-data';
import { DASHBOARD_KEY, getDashboard } from '../api/get-dashboard';
import { getMailStatus, MAIL_STATUS_KEY } from '../api/get-mail-status';
import { getSetupChecklist, SETUP_CHECKLIST_KEY } from '../api/get-setup-checklist';
import { DashboardStats } from './dashboard-stats';
import { EventBars } from './event-bars';
import { LatestRegistrationsTable } from './latest-registrations-table';
import { MailCard } from './mail-card';
import { QuickActions } from './quick-actions';
import { SetupChecklist } from './setup-checklist';
import { PageTitle } from '../../../lib/page-title';

interface DashboardPageProps {
  /**
   * Panels other features add under the quick actions (the scanner's offline-conflicts panel), passed in
   * by app/router.tsx so features do not import each other. They load with the page, and the page shows once their
   * first answers have come (`useReportSettled`), as it waits for the Mail status.
   */
  panels?: ReactNode;
}

/** /admin (docs/product.md#dashboard-and-setup-checklist): statistics, quick actions, mail delivery, event-wise bars, latest sign-ups and staff actions. */
export function DashboardPage({ panels }: DashboardPageProps) {
  const staff = useStaff();
  const { data, error, loading, reload } = useRemoteData(DASHBOARD_KEY, getDashboard);
  const mail = useRemoteData(MAIL_STATUS_KEY, getMailStatus);
  const setup = useRemoteData(SETUP_CHECKLIST_KEY, getSetupChecklist);
  const refresh = () => {
    reload();
    mail.reload();
    setup.reload();
  };

  // The Mail card sits above the conflicts panel (with its Resolve buttons), the bars and the latest sign-ups, and
  // grows when its status comes: the figures wait for it (or its failure), as the accommodation list waits for its
  // cards (docs/decisions/0029-nothing-moves-under-the-pointer.md, "Late figures keep their place").
  // The panels' heights, too, depend on what they say (the conflicts, or a sentence that wraps on a phone): they are
  // mounted from the start, hidden, so they load beside the figures, and the page waits for them as well.
  const parts = useSettledParts();
  const shown = mail.answered && setup.answered && parts.settled ? data : null;
  return (
    <div className="admin-page">
      <PageTitle title="Dashboard" />
      <AdminPageHeader
        title="Admin Dashboard"
        subtitle={`Welcome back, ${staff.name}`}
        actions={
          <BusyButton type="button" className="btn btn-outline btn-small" onClick={refresh} busy={loading}>
            <BusyLabel busy={loading} idle="Refresh" working="Refreshing..." />
          </BusyButton>
        }
      />
      <LoadState
        loading={loading || (data !== null && !shown)}
        error={error}
        empty={!shown}
        loadingLabel="Loading dashboard..."
        emptyLabel="No figures yet."
        subject="the dashboard"
        onRetry={reload}
      />
      <div hidden={!shown}>
        {shown && (
          <>
            <SetupChecklist items={setup.data} />
            <DashboardStats dashboard={shown} />
            <QuickActions />
            <MailCard status={mail.data} error={mail.error} />
          </>
        )}
        <SettledParts registry={parts.registry}>{panels}</SettledParts>
        {shown && (
          <>
            <div className="admin-grid-2 admin-section">
              <section className="admin-panel" aria-labelledby="bars-title">
                <h2 id="bars-title" className="admin-section-title">
                  Event-wise registrations (top 10)
                </h2>
                <EventBars items={shown.topEvents} />
              </section>
              <section className="admin-panel" aria-labelledby="activity-title">
                <h2 id="activity-title" className="admin-section-title">
                  Latest staff actions
                </h2>
                <AuditList entries={shown.recentActivity} emptyLabel="No staff actions yet." />
              </section>
            </div>
            <section className="admin-section" aria-labelledby="latest-title">
              <h2 id="latest-title" className="admin-section-title">
                Recent registrations
              </h2>
              <LatestRegistrationsTable participants={shown.latestRegistrations} />
            </section>
          </>
        )}
      </div>
    </div>
  );
}
