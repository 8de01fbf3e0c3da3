import {
  type EventRegistrationView,
  MISSING_VALUE,
  type RegistrationCount,
} from '@symposium/schema/registrations-admin';
import { Download, UserCheck } from 'lucide-react';
import { useState } from 'react';
import { LIMITS } from '@symposium/schema/constants';
import { Pagination } from '../../../components/admin/pagination';
import { BreakableEmail } from '../../../components/admin/breakable-email';
import { type DataColumn, DataTable } from '../../../components/admin/data-table';
import { StatusBadge } from '../../../components/admin/status-badge';
import { useToast } from '../../../components/admin/toast-context';
import { BusyButton } from '../../../components/ui/busy-button';
import { LoadState } from '../../../components/ui/load-state';
import { errorMessage } from '../../../lib/api-client';
import { formatMoment } from '../../../lib/format-date';
import { formatShortDate } from '../../../lib/format-short-date';
import { useReportSettled } from '../../../lib/settled-parts';
import { useRemoteData } from '../../../lib/use-remote-data';
import { exportAttendance, exportRegistrations } from '../api/export-registrations';
import { getRegistrationsPage } from '../api/get-registrations-page';

const orNA = (value: string | null | undefined) => (value && value.trim() ? value : MISSING_VALUE);

/** The columns of one page; the serial number counts on from the rows of the pages before. */
const columns = (offset: number): DataColumn<EventRegistrationView>[] => [
  { label: 'S.No', cell: (_, index) => offset + index + 1 },
  { label: 'Name', stack: 'title', cell: (registration) => orNA(registration.user.name) },
  {
    label: 'Email',
    stack: 'wide',
    className: 'cell-email',
    cell: (registration) => <BreakableEmail email={orNA(registration.user.email)} />,
  },
  { label: 'Phone', cell: (registration) => orNA(registration.user.phone) },
  { label: 'College', stack: 'wide', className: 'cell-wrap', cell: (registration) => orNA(registration.user.college) },
  { label: 'Department', className: 'cell-wrap', cell: (registration) => orNA(registration.user.department) },
  {
    label: 'Registered On',
    title: (registration) => (registration.registeredAt ? formatMoment(registration.registeredAt) : undefined),
    cell: (registration) => (registration.registeredAt ? formatShortDate(registration.registeredAt) : MISSING_VALUE),
  },
  {
    label: 'Status',
    cell: (registration) =>
      registration.status === 'cancelled' ? (
        <StatusBadge status="withdrawn" />
      ) : registration.status ? (
        <StatusBadge status={registration.status} />
      ) : (
        MISSING_VALUE
      ),
  },
];

interface EventRegistrationsCardProps {
  group: RegistrationCount;
  /** The participant search the counts were taken with. */
  search: string;
  includeWithdrawn: boolean;
  /** Bumped by the screen's Refresh: the shown page is asked for again. */
  refresh: number;
}

/**
 * One event's participants (docs/product.md#event-wise-registrations columns; N/A where a value is missing), a page of 20 at a time
 * fetched from the server as the users list pages, and its CSV of all of them.
 */
export function EventRegistrationsCard({ group, search, includeWithdrawn, refresh }: EventRegistrationsCardProps) {
  const toast = useToast();
  const [exporting, setExporting] = useState<'registrations' | 'attendance' | null>(null);
  const [page, setPage] = useState(1);
  const listed = group.registrations + (includeWithdrawn ? group.withdrawn : 0);
  const rows = useRemoteData(
    `admin:registrations:${group.itemType}:${group.itemId}:${includeWithdrawn}:${search}:${page}:${refresh}`,
    listed > 0 ? () => getRegistrationsPage(group.itemType, group.itemId, { q: search, includeWithdrawn, page }) : null,
  );
  // The screen shows its tables once each has its first rows: a table's height is its rows', not its loading line's.
  useReportSettled(listed === 0 || rows.answered);
  // The page shown is the one that arrived (the next one replaces it when it comes), so S.No matches its rows.
  const shownPage = rows.data?.page ?? page;
  const offset = (shownPage - 1) * LIMITS.userPageSize;
  const totalPages = rows.data?.totalPages ?? Math.max(1, Math.ceil(listed / LIMITS.userPageSize));
  const headingId = `registrations-${group.itemType}-${group.itemId}`;
  const active = group.registrations;
  const withdrawn = includeWithdrawn ? group.withdrawn : 0;

  async function download(kind: 'registrations' | 'attendance') {
    setExporting(kind);
    try {
      const name =
        kind === 'attendance'
          ? await exportAttendance(group.itemType, group.itemId)
          : await exportRegistrations(group.itemType, group.itemId, includeWithdrawn);
      toast.show(`Downloaded ${name}`, 'info');
    } catch (error) {
      console.error('Registration CSV failed', error);
      toast.show(errorMessage(error, 'Could not export the CSV file.'), 'error');
    } finally {
      setExporting(null);
    }
  }

  return (
    <section
      className={`admin-panel registration-group ${listed === 0 ? 'registration-group-empty' : ''}`}
      aria-labelledby={headingId}
    >
      <header className="registration-group-header">
        <div>
          <h2 id={headingId} className="admin-section-title">
            {group.name}
          </h2>
          <p className="registration-group-meta">
            <span className="registration-group-type">{group.eventType}</span> · {active} registration
            {active === 1 ? '' : 's'}
            {withdrawn > 0 && ` · ${withdrawn} withdrawn`}
            {group.checkedIn > 0 && ` · ${group.checkedIn} checked in`}
          </p>
        </div>
        <div className="registration-group-actions">
          {group.checkedIn > 0 && (
            <BusyButton
              type="button"
              className="btn btn-outline btn-small"
              onClick={() => download('attendance')}
              busy={exporting !== null}
            >
              <UserCheck aria-hidden="true" size={16} />
              {exporting === 'attendance' ? 'Exporting...' : 'Attendance CSV'}
              <span className="visually-hidden"> of {group.name}</span>
            </BusyButton>
          )}
          <BusyButton
            type="button"
            className="btn btn-outline btn-small"
            onClick={() => download('registrations')}
            busy={exporting !== null}
          >
            <Download aria-hidden="true" size={16} />
            {exporting === 'registrations' ? 'Exporting...' : 'CSV'}
            <span className="visually-hidden"> of {group.name}</span>
          </BusyButton>
        </div>
      </header>
      {listed > 0 && (
        <LoadState
          loading={rows.loading}
          error={rows.error}
          empty={!rows.data}
          loadingLabel={`Loading ${group.name} participants...`}
          emptyLabel=""
          subject={`the participants of ${group.name}`}
          onRetry={rows.reload}
        />
      )}
      {listed > 0 && rows.data && (
        <DataTable
          label={`${group.name} participants`}
          columns={columns(offset)}
          rows={rows.data.data}
          rowKey={(registration) => registration._id}
          rowProps={(registration) => ({
            className: registration.status === 'cancelled' ? 'row-withdrawn' : undefined,
          })}
        />
      )}
      {/* Names the page whose rows are shown, and waits for the asked one before moving on. */}
      <Pagination
        page={shownPage}
        totalPages={totalPages}
        onPage={setPage}
        busy={rows.loading}
        label={`Pages of ${group.name}`}
      />
    </section>
  );
}
