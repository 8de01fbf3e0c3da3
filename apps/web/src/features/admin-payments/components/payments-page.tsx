import { countOf } from '@symposium/schema/counts';
import { ADMIN_ALERTS } from '@symposium/schema/admin-alerts';
import { useEffect, useEffectEvent, useState } from 'react';
import { AdminPageHeader } from '../../../components/admin/admin-page-header';
import { AdminTabs, tabCount } from '../../../components/admin/admin-tabs';
import { Pagination } from '../../../components/admin/pagination';
import { SearchBox } from '../../../components/admin/search-box';
import { LoadingScreen } from '../../../components/ui/loading-screen';
import { ApiError, loadErrorMessage } from '../../../lib/api-client';
import { useRemoteData } from '../../../lib/use-remote-data';
import { getPayments, getPaymentStats, type Payment, type PaymentList, type PaymentsPage } from '../api/get-payments';
import { usePaymentsQuery } from '../hooks/use-payments-query';
import { PaymentDecisionModal } from './payment-decision-modal';
import { PaymentStatsPanel } from './payment-stats-panel';
import { PaymentsTable } from './payments-table';
import { ReconcilePanel } from './reconcile-panel';
import { useStaff } from '../../../components/admin/staff-context';
import { PageTitle } from '../../../lib/page-title';

/**
 * The 'Failed to load data. Please login as admin.' of docs/product.md#payments where it is true (the server refused this
 * account); offline and a server failure say so instead.
 */
function paymentsLoadError(error: unknown): string {
  const refused = error instanceof ApiError && (error.status === 401 || error.status === 403);
  return refused ? ADMIN_ALERTS.paymentsLoadFailed : loadErrorMessage(error, 'the payments');
}

/** 'Showing 21–40 of 2339 pending payments', as the users list counts its pages. */
function showingRange({ page, limit, total, data }: PaymentsPage, list: PaymentList): string {
  const first = (page - 1) * limit + 1;
  return `Showing ${first}–${first + data.length - 1} of ${countOf(total, `${list} payment`)}`;
}

/**
 * /admin/payments (docs/product.md#payments): Pending, Verified and Statistics; admins verify or reject in a modal. A
 * Rejected tab lets an admin correct a wrong rejection by verifying it.
 */
export function PaymentsPage() {
  // The tab, the open list's page and the search live in the address (usePaymentsQuery): reload, Back and a shared
  // link land on the same list. The desk's search narrows all three lists on the server (docs/decisions/0011-staff-lists-search-paging-address.md), so
  // the tab counts say where the person in front of the desk is: pending, verified or rejected.
  const [{ tab, page, q, statement }, update] = usePaymentsQuery();
  const staff = useStaff();
  // Each list pages on the server (20 a page, as /admin/users); the lists not shown count from their first page.
  const pageOf = (list: PaymentList) => (list === tab ? page : 1);
  const pending = useRemoteData(`admin:payments:pending:${q}:${pageOf('pending')}`, () =>
    getPayments('pending', q, pageOf('pending')),
  );
  const verified = useRemoteData(`admin:payments:verified:${q}:${pageOf('verified')}`, () =>
    getPayments('verified', q, pageOf('verified')),
  );
  const rejected = useRemoteData(`admin:payments:rejected:${q}:${pageOf('rejected')}`, () =>
    getPayments('rejected', q, pageOf('rejected')),
  );
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
  const search = (text: string) => update({ q: text }, { replace: true });

  // A page past the end (the last pending page emptied by verifying its last payment) moves to the
  // last page, rather than an empty table with no way back.
  const active = tab === 'stats' || tab === 'reconcile' ? null : lists[tab].data;
  const lastPage = active ? Math.max(1, active.totalPages) : 1;
  const pastTheEnd = active !== null && active.page === page && page > lastPage;
  const moveToPage = useEffectEvent((to: number) => update({ page: to }, { replace: true }));
  useEffect(() => {
    if (pastTheEnd) moveToPage(lastPage);
  }, [pastTheEnd, lastPage]);

  return (
    <div className="admin-page">
      <PageTitle title="Payments" />
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
      {/* On Statistics too: the tab counts below still follow the search, and the tabs stay where they were. */}
      <div className="admin-toolbar payments-search">
        <SearchBox
          label="Find a participant"
          placeholder="Name, email, phone or ID"
          hint="Searches name, email, phone, transaction ID and participant ID."
          value={q}
          onSearch={search}
        />
      </div>
      <AdminTabs
        label="Payments"
        panelId="payments-panel"
        active={tab}
        onChange={(next) => update({ tab: next })}
        tabs={[
          { key: 'pending', label: 'Pending', count: tabCount(pending, (list) => list.total) },
          { key: 'verified', label: 'Verified', count: tabCount(verified, (list) => list.total) },
          { key: 'rejected', label: 'Rejected', count: tabCount(rejected, (list) => list.total) },
          { key: 'stats', label: 'Statistics' },
          // Statements are for admins (the API refuses coordinators): the tab is not offered to them.
          ...(staff.isAdmin ? [{ key: 'reconcile' as const, label: 'Reconcile' }] : []),
        ]}
      />
      {q && (
        <p className="admin-results-info" aria-live="polite">
          {/* While a new search is asked, the lists still hold the last one's answers: its counts are not said. */}
          {pending.data && verified.data && rejected.data && !(pending.loading || verified.loading || rejected.loading)
            ? `Matching “${q}”: ${pending.data.total} pending, ${verified.data.total} verified, ${rejected.data.total} rejected`
            : `Searching for “${q}”...`}
        </p>
      )}
      <div id="payments-panel" role="tabpanel" aria-labelledby={`payments-panel-tab-${tab}`}>
        {tab === 'reconcile' ? (
          <ReconcilePanel
            statementId={statement || null}
            onStatement={(id) => update({ statement: id ?? '' }, { replace: true })}
            onVerified={reloadAll}
          />
        ) : tab === 'stats' ? (
          stats.data ? (
            <PaymentStatsPanel stats={stats.data} />
          ) : (
            !stats.error && <LoadingScreen label="Loading statistics..." />
          )
        ) : (
          <>
            {lists[tab].data && lists[tab].data.data.length > 0 && (
              <p className="admin-results-info">{showingRange(lists[tab].data, tab)}</p>
            )}
            <PaymentsTable
              list={tab}
              search={q}
              payments={lists[tab].data?.data ?? null}
              loading={lists[tab].loading}
              onReview={setReviewing}
            />
            {lists[tab].data && (
              <Pagination
                page={lists[tab].data.page}
                totalPages={lists[tab].data.totalPages}
                onPage={(next) => update({ page: next })}
                busy={lists[tab].loading}
              />
            )}
          </>
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
