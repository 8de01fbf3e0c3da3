import { countOf } from '@symposium/schema/counts';
import { ADMIN_ALERTS } from '@symposium/schema/admin-alerts';
import type { StaffUserView } from '@symposium/schema/admin-users';
import { LIMITS } from '@symposium/schema/constants';
import { M } from '@symposium/schema/messages';
import { Download, ListChecks } from 'lucide-react';
import { useEffect, useState } from 'react';
import { AdminPageHeader } from '../../../components/admin/admin-page-header';
import { Pagination } from '../../../components/admin/pagination';
import { useStaff } from '../../../components/admin/staff-context';
import { useToast } from '../../../components/admin/toast-context';
import { BusyButton } from '../../../components/ui/busy-button';
import { LoadState } from '../../../components/ui/load-state';
import { errorMessage } from '../../../lib/api-client';
import { useRemoteData } from '../../../lib/use-remote-data';
import { getUsers } from '../api/get-users';
import { useBulkActions } from '../hooks/use-bulk-actions';
import { useSelection } from '../hooks/use-selection';
import { useUsersQuery } from '../hooks/use-users-query';
import { BulkActionsBar } from './bulk-actions-bar';
import { BulkEmailDialog } from './bulk-email-dialog';
import { GenerateIdsDialog } from './generate-ids-dialog';
import { ParticipantDetailsModal } from './participant-details-modal';
import { SelectAllMatching } from './select-all-matching';
import { UsersFilters } from './users-filters';
import { UsersStatCards } from './users-stat-cards';
import { UsersTable } from './users-table';
import { PageTitle } from '../../../lib/page-title';

/** /admin/users (docs/product.md#participants): participants with server-side search, filters, sort, pages and bulk actions. */
export function UsersPage() {
  const staff = useStaff();
  const toast = useToast();
  const [query, setQuery] = useUsersQuery();
  const pageSize = LIMITS.userPageSize;
  const { data, error, loading, reload } = useRemoteData(`admin:users:${JSON.stringify(query)}`, () =>
    getUsers(query, pageSize),
  );
  const [bulkMode, setBulkMode] = useState(false);
  const selection = useSelection();
  const bulk = useBulkActions(query, reload);
  const [emailOpen, setEmailOpen] = useState(false);
  const [viewing, setViewing] = useState<StaffUserView | null>(null);
  const selectedIds = [...selection.ids];
  const [generateAll, setGenerateAll] = useState<number | null>(null);
  const [counting, setCounting] = useState(false);

  /** Counts who is eligible now (another desk may have verified someone since the page loaded), then asks. */
  async function askToGenerateAll() {
    setCounting(true);
    try {
      const eligible = (await getUsers({ ...query, page: 1 }, 1)).stats.awaitingId;
      if (eligible === 0) toast.show(M.noEligibleUsers, 'error');
      else setGenerateAll(eligible);
    } catch (error) {
      console.error('Counting participants without an ID failed', error);
      toast.show(errorMessage(error, ADMIN_ALERTS.generateIdsFailed), 'error');
    } finally {
      setCounting(false);
    }
  }

  // A page past the end (the last page emptied by a bulk verify, or a stale link) moves to the last page,
  // rather than showing an empty table with 'Showing 21–20 of 20' and no way back but the filters.
  const pastTheEnd = data !== null && data.page === query.page && data.page > Math.max(1, data.totalPages);
  const lastPage = data ? Math.max(1, data.totalPages) : 1;
  useEffect(() => {
    if (pastTheEnd) setQuery({ page: lastPage });
  }, [pastTheEnd, lastPage, setQuery]);

  const users = data?.users ?? [];
  const first = data && data.total > 0 ? (data.page - 1) * data.limit + 1 : 0;
  const last = data ? Math.min(data.total, first + users.length - 1) : 0;

  return (
    <div className="admin-page">
      <PageTitle title="Users" />
      <AdminPageHeader
        title="User Management"
        subtitle="Participants, payments and participant IDs"
        actions={
          <>
            <BusyButton
              type="button"
              className="btn btn-outline btn-small"
              onClick={askToGenerateAll}
              busy={bulk.busy !== null || counting}
            >
              {bulk.busy === 'generate' ? 'Generating...' : 'Generate all IDs'}
            </BusyButton>
            <BusyButton
              type="button"
              className="btn btn-outline btn-small"
              onClick={() => bulk.exportCsv()}
              busy={bulk.busy !== null}
            >
              <Download aria-hidden="true" size={18} />
              {bulk.busy === 'export' ? 'Exporting...' : 'Export CSV'}
            </BusyButton>
            <button
              type="button"
              className={`btn btn-small ${bulkMode ? 'btn-primary' : 'btn-outline'}`}
              aria-pressed={bulkMode}
              onClick={() => {
                setBulkMode((on) => !on);
                selection.clear();
              }}
            >
              <ListChecks aria-hidden="true" size={18} />
              Bulk mode
            </button>
          </>
        }
      />
      {/* The cards keep their place while the list loads: coming with it, they pushed the filters below 190 px down. */}
      {(data || !error) && <UsersStatCards stats={data?.stats ?? null} />}
      <UsersFilters query={query} onChange={setQuery} />
      {bulkMode && (
        <BulkActionsBar
          count={selection.ids.size}
          isAdmin={staff.isAdmin}
          busy={bulk.busy}
          onVerify={() => bulk.verify(selectedIds).then(selection.clear)}
          onGenerate={() => bulk.generate(selectedIds)}
          onEmail={() => setEmailOpen(true)}
          onExport={() => bulk.exportCsv(selectedIds)}
          onClear={selection.clear}
        />
      )}
      {bulkMode && data && (
        <SelectAllMatching
          query={query}
          pageIds={users.map((user) => user._id)}
          total={data.total}
          selection={selection}
        />
      )}
      {data && (
        <p className="admin-results-info" aria-live="polite">
          {data.total === 0
            ? 'No participants match.'
            : `Showing ${first}–${last} of ${countOf(data.total, 'participant')}`}
          {loading && ' · updating...'}
        </p>
      )}
      <LoadState
        loading={loading}
        error={error}
        empty={!data}
        loadingLabel="Loading participants..."
        emptyLabel="No participants yet."
        subject="the participants"
        onRetry={reload}
      />
      {users.length > 0 && <UsersTable users={users} bulkMode={bulkMode} selection={selection} onView={setViewing} />}
      {data && (
        <Pagination
          page={data.page}
          totalPages={data.totalPages}
          onPage={(page) => setQuery({ page })}
          busy={loading}
        />
      )}
      {emailOpen && (
        <BulkEmailDialog
          count={selection.ids.size}
          onSend={(type) => bulk.email(selectedIds, type)}
          onClose={() => setEmailOpen(false)}
        />
      )}
      {generateAll !== null && (
        <GenerateIdsDialog
          eligible={generateAll}
          onGenerate={() => bulk.generate()}
          onClose={() => setGenerateAll(null)}
        />
      )}
      {viewing && (
        <ParticipantDetailsModal
          userId={viewing._id}
          name={viewing.name}
          onClose={() => setViewing(null)}
          onChanged={reload}
        />
      )}
    </div>
  );
}
