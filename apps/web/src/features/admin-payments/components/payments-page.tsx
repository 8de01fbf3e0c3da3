import { ADMIN_ALERTS } from '@symposium/schema/admin-alerts';
import { useState } from 'react';
import { AdminPageHeader } from '../../../components/admin/admin-page-header';
import { AdminTabs } from '../../../components/admin/admin-tabs';
import { SearchBox } from '../../../components/admin/search-box';
import { LoadingScreen } from '../../../components/ui/loading-screen';
import { ApiError, loadErrorMessage } from '../../../lib/api-client';
import { useRemoteData } from '../../../lib/use-remote-data';
import { getPayments, getPaymentStats, type Payment } from '../api/get-payments';
import { PaymentDecisionModal } from './payment-decision-modal';
import { PaymentStatsPanel } from './payment-stats-panel';
import { PaymentsTable } from './payments-table';

type Tab = 'pending' | 'verified' | 'rejected' | 'stats';

/**
 * Spec §6's 'Failed to load data. Please login as admin.' where it is true (the server refused this
 * account); offline and a server failure say so instead.
 */
function paymentsLoadError(error: unknown): string {
  const refused = error instanceof ApiError && (error.status === 401 || error.status === 403);
  return refused ? ADMIN_ALERTS.paymentsLoadFailed : loadErrorMessage(error, 'the payments');
}

/**
 * /admin/payments (spec §2): Pending, Verified and Statistics; admins verify or reject in a modal. A
 * Rejected tab lets an admin correct a wrong rejection by verifying it.
 */
export function PaymentsPage() {
  const [tab, setTab] = useState<Tab>('pending');
  // The desk's search narrows all three lists on the server (docs/decisions.md), so the tab counts say
  // where the person in front of the desk is: pending, verified or rejected.
  const [q, setQ] = useState('');
  const pending = useRemoteData(`admin:payments:pending:${q}`, () => getPayments('pending', q));
  const verified = useRemoteData(`admin:payments:verified:${q}`, () => getPayments('verified', q));
  const rejected = useRemoteData(`admin:payments:rejected:${q}`, () => getPayments('rejected', q));
  const lists = { pending, verified, rejected };
  const stats = useRemoteData('admin:payments:stats', getPaymentStats);
  const [reviewing, setReviewing] = useState<Payment | null>(null);

  const failed = pending.error || verified.error || rejected.error || stats.error;
  const reloadAll = () => {
    pending.reload();
    verified.reload();
    rejected.reload();
    stats.reload();
  };

  return (
    <div className="admin-page">
      <AdminPageHeader
        title="Payments"
        subtitle="Check each screenshot against the transaction ID and amount"
        actions={
          <button type="button" className="btn btn-outline btn-small" onClick={reloadAll}>
            Refresh
          </button>
        }
      />
      {failed ? (
        <div className="notice notice-warning" role="alert">
          <p>{paymentsLoadError(failed)}</p>
          <button type="button" className="btn btn-outline btn-small" onClick={reloadAll}>
            Try Again
          </button>
        </div>
      ) : null}
      {tab !== 'stats' && (
        <div className="admin-toolbar payments-search">
          <SearchBox
            label="Find a participant"
            placeholder="Name, email, phone or ID"
            hint="Searches name, email, phone, transaction ID and participant ID."
            value={q}
            onSearch={setQ}
          />
        </div>
      )}
      <AdminTabs
        label="Payments"
        panelId="payments-panel"
        active={tab}
        onChange={setTab}
        tabs={[
          { key: 'pending', label: 'Pending', count: pending.data?.length },
          { key: 'verified', label: 'Verified', count: verified.data?.length },
          { key: 'rejected', label: 'Rejected', count: rejected.data?.length },
          { key: 'stats', label: 'Statistics' },
        ]}
      />
      {q && tab !== 'stats' && pending.data && verified.data && rejected.data && (
        <p className="admin-results-info" aria-live="polite">
          Matching “{q}”: {pending.data.length} pending, {verified.data.length} verified, {rejected.data.length} rejected
          {(pending.loading || verified.loading || rejected.loading) && ' · updating...'}
        </p>
      )}
      <div id="payments-panel" role="tabpanel" aria-labelledby={`payments-panel-tab-${tab}`}>
        {tab === 'stats' ? (
          stats.data ? <PaymentStatsPanel stats={stats.data} /> : !stats.error && <LoadingScreen label="Loading statistics..." />
        ) : (
          <PaymentsTable
            list={tab}
            search={q}
            payments={lists[tab].data}
            loading={lists[tab].loading}
            onReview={setReviewing}
          />
        )}
      </div>
      {reviewing && (
        <PaymentDecisionModal
          payment={reviewing}
          onClose={() => setReviewing(null)}
          onStale={reloadAll}
          onDecided={() => {
            setReviewing(null);
            reloadAll();
          }}
        />
      )}
    </div>
  );
}
