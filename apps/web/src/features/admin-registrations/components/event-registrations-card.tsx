import { CATEGORY_SYMBOLS } from '@symposium/schema/catalogue';
import {
  type EventRegistrationView,
  MISSING_VALUE,
  type RegistrationCount,
} from '@symposium/schema/registrations-admin';
import { ChevronRight, Download, UserCheck } from 'lucide-react';
import { useState } from 'react';
import { LIMITS } from '@symposium/schema/constants';
import { Pagination } from '../../../components/admin/pagination';
import { BreakableEmail } from '../../../components/admin/breakable-email';
import { type DataColumn, DataTable } from '../../../components/admin/data-table';
import { StatusBadge } from '../../../components/admin/status-badge';
import { useToast } from '../../../components/admin/toast-context';
import { BusyButton } from '../../../components/ui/busy-button';
import { LoadState } from '../../../components/ui/load-state';
import { SymbolMark } from '../../../components/ui/symbol-mark';
import { errorMessage } from '../../../lib/api-client';
import { formatMoment } from '../../../lib/format-date';
import { formatShortDate } from '../../../lib/format-short-date';
import { useRemoteData } from '../../../lib/use-remote-data';
import { exportAttendance, exportRegistrations } from '../api/export-registrations';
import { getItemRegistrations } from '../api/get-item-registrations';
import { RegistrationCounts } from './registration-counts';

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
  /** Bumped by the screen's Refresh: an open table asks for its page again. */
  refresh: number;
  /** Open until the person closes it (the one card shown when an event is chosen or a search leaves one). */
  openByItself: boolean;
}

/**
 * One event's or workshop's card: its counts, its CSVs and, once opened, its participants
 * (docs/product.md#event-wise-registrations columns; N/A where a value is missing), 20 at a time from the server.
 * A closed card asks for nothing: the screen stays a few screens tall however many people registered.
 */
export function EventRegistrationsCard({
  group,
  search,
  includeWithdrawn,
  refresh,
  openByItself,
}: EventRegistrationsCardProps) {
  const toast = useToast();
  const [exporting, setExporting] = useState<'registrations' | 'attendance' | null>(null);
  // A new search or 'Show withdrawn' shows the table from its first page; the card stays open or closed as it was.
  const filters = `${search}\n${includeWithdrawn}`;
  const [paging, setPaging] = useState({ filters, page: 1 });
  // Adjusted while rendering (React's pattern for state that follows a prop), so clearing the search later does not
  // bring back the page left behind.
  if (paging.filters !== filters) setPaging({ filters, page: 1 });
  const page = paging.filters === filters ? paging.page : 1;
  const setPage = (next: number) => setPaging({ filters, page: next });
  const counted = group.matching ?? group;
  const listed = counted.registered + (includeWithdrawn ? counted.withdrawn : 0);
  // What the person chose wins; until then the card follows the screen (the list it is in can still be the last
  // search's for a moment when it first shows).
  const [chosen, setChosen] = useState<boolean | null>(null);
  const open = listed > 0 && (chosen ?? openByItself);
  const rows = useRemoteData(
    `admin:registrations:${group.itemType}:${group.itemId}:${includeWithdrawn}:${search}:${page}:${refresh}`,
    open ? () => getItemRegistrations(group.itemType, group.itemId, { q: search, includeWithdrawn, page }) : null,
  );
  // The page shown is the one that arrived (the next one replaces it when it comes), so S.No matches its rows.
  const shownPage = rows.data?.page ?? page;
  const offset = (shownPage - 1) * LIMITS.userPageSize;
  const totalPages = rows.data?.totalPages ?? Math.max(1, Math.ceil(listed / LIMITS.userPageSize));
  const id = `registrations-${group.itemType}-${group.itemId}`;

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
      aria-labelledby={`${id}-title`}
    >
      <header className="registration-group-header">
        <div className="registration-group-summary">
          <h2 id={`${id}-title`} className="admin-section-title registration-group-title">
            {listed > 0 ? (
              <button
                type="button"
                className="registration-group-toggle"
                aria-expanded={open}
                aria-controls={`${id}-table`}
                onClick={() => setChosen(!open)}
              >
                <ChevronRight aria-hidden="true" size={18} className="registration-group-chevron" />
                {group.name}
              </button>
            ) : (
              group.name
            )}
          </h2>
          <p className="registration-group-meta">
            <SymbolMark shape={CATEGORY_SYMBOLS[group.eventType]} size={14} tone="secondary" />
            <span className="registration-group-type">{group.eventType}</span>
          </p>
          <RegistrationCounts group={group} />
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
      {open && (
        <div id={`${id}-table`} className="registration-group-table">
          <LoadState
            loading={rows.loading}
            error={rows.error}
            empty={!rows.data}
            loadingLabel={`Loading ${group.name} participants...`}
            emptyLabel=""
            subject={`the participants of ${group.name}`}
            onRetry={rows.reload}
          />
          {rows.data && (
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
        </div>
      )}
    </section>
  );
}
