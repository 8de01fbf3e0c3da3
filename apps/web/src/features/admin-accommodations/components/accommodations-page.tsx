import { countOf } from '@symposium/schema/counts';
import type { StaffAccommodationRequest } from '@symposium/schema/accommodation';
import { nightsLabel } from '@symposium/schema/edition';
import { M } from '@symposium/schema/messages';
import { paths } from '@symposium/schema/paths';
import { ArrowLeft, BedDouble, Download } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { AdminPageHeader } from '../../../components/admin/admin-page-header';
import { Pagination } from '../../../components/admin/pagination';
import { SearchBox } from '../../../components/admin/search-box';
import { StatCard } from '../../../components/admin/stat-card';
import { useToast } from '../../../components/admin/toast-context';
import { BusyButton } from '../../../components/ui/busy-button';
import { LoadState } from '../../../components/ui/load-state';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { SelectField } from '../../../components/ui/select-field';
import { errorMessage } from '../../../lib/api-client';
import { formatRupees } from '../../../lib/format-money';
import { useEdition } from '../../../lib/site-config';
import { useRemoteData } from '../../../lib/use-remote-data';
import { cancelAccommodation, collectStayFee } from '../api/change-accommodation';
import { exportAccommodations } from '../api/export-accommodations';
import {
  type AccommodationFilters,
  type AccommodationsPage,
  getAccommodations,
  getAccommodationStats,
} from '../api/get-accommodations';
import { AccommodationsTable } from './accommodations-table';
import { AddStayDialog } from './add-stay-dialog';
import { useAccommodationsQuery } from '../hooks/use-accommodations-query';
import { ConfirmRoomDialog } from './confirm-room-dialog';
import { PageTitle } from '../../../lib/page-title';

const STATUS_OPTIONS = [
  { value: 'requested', label: 'Requested' },
  { value: 'confirmed', label: 'Confirmed' },
  { value: 'cancelled', label: 'Cancelled' },
] as const;
const GENDER_OPTIONS = [
  { value: 'male', label: 'Male' },
  { value: 'female', label: 'Female' },
] as const;
// A room can be confirmed only for a verified payment: 'Verified' with 'Requested' is the list still to house.
const PAYMENT_OPTIONS = [
  { value: 'verified', label: 'Verified' },
  { value: 'pending', label: 'Pending' },
  { value: 'rejected', label: 'Rejected' },
] as const;
/** The list's filters, each a select whose empty choice means all. */
const FILTERS = [
  { name: 'status', label: 'Status', options: STATUS_OPTIONS, placeholder: 'All statuses' },
  { name: 'gender', label: 'Gender', options: GENDER_OPTIONS, placeholder: 'All genders' },
  { name: 'paymentStatus', label: 'Payment', options: PAYMENT_OPTIONS, placeholder: 'All payments' },
] as const;

/** 'Showing 21–40 of 1989 requests', as the users list counts its pages. */
function showingRange({ page, limit, total, data }: AccommodationsPage): string {
  if (data.length === 0) return `Showing 0 of ${countOf(total, 'request')}`;
  const first = (page - 1) * limit + 1;
  return `Showing ${first}–${first + data.length - 1} of ${countOf(total, 'request')}`;
}

/**
 * What Export downloads, said on its button: every request ('Export all 65') or, with a search or filter, the ones that
 * match on every page ('Export 12 shown'); the file's name says the same (docs/decisions/0045-csv-exports.md).
 */
function exportLabel(filters: AccommodationFilters, list: AccommodationsPage | null): string {
  if (!list) return 'Export CSV';
  const filtered = Boolean(filters.q.trim() || filters.status || filters.gender || filters.paymentStatus);
  return filtered ? `Export ${list.total} shown` : `Export all ${list.total}`;
}

/**
 * /admin/accommodations (docs/product.md#accommodation-requests): stat cards, filters, search, table, confirm with a room number, CSV.
 * The table pages on the server, 20 requests a page (docs/decisions/0011-staff-lists-search-paging-address.md, "Accommodation requests page"); the filters and
 * page are kept in the address (useAccommodationsQuery).
 */
export function AccommodationsPage() {
  const toast = useToast();
  const edition = useEdition();
  // Filters and page live in the address; a new search or filter starts from the first page.
  const [{ page, ...filters }, updateQuery] = useAccommodationsQuery();
  const list = useRemoteData(`admin:accommodations:${JSON.stringify(filters)}:${page}`, () =>
    getAccommodations(filters, page),
  );
  const stats = useRemoteData('admin:accommodations:stats', getAccommodationStats);
  const [confirming, setConfirming] = useState<StaffAccommodationRequest | null>(null);
  const [exporting, setExporting] = useState(false);
  const [addingStay, setAddingStay] = useState(false);
  const { confirm, dialog } = useConfirm();

  const reload = () => {
    list.reload();
    stats.reload();
  };

  async function cancel(stay: StaffAccommodationRequest) {
    // A desk stay's fee: the question says what becomes of it and of the raised amount (the API keeps both as said).
    if (
      !(await confirm(M.cancelStayQuestion(stay.requestNumber, stay.name, stay.deskFee), {
        confirmLabel: 'Cancel stay',
        cancelLabel: 'Keep it',
      }))
    )
      return;
    try {
      const result = await cancelAccommodation(stay._id);
      toast.show(result.message);
      reload();
    } catch (error) {
      console.error('Cancelling the stay failed', error);
      toast.show(errorMessage(error, 'Failed to cancel accommodation.'), 'error');
    }
  }

  async function collectFee(stay: StaffAccommodationRequest) {
    const amount = formatRupees(stay.deskFee?.amount);
    if (
      !(await confirm(
        `Record ${amount} for accommodation request ${stay.requestNumber} as collected from ${stay.name}?`,
        { confirmLabel: 'Record' },
      ))
    )
      return;
    try {
      const result = await collectStayFee(stay._id);
      toast.show(result.message);
      reload();
    } catch (error) {
      console.error('Recording the stay fee failed', error);
      toast.show(errorMessage(error, 'Failed to save. Check console.'), 'error');
    }
  }

  async function download() {
    setExporting(true);
    try {
      const name = await exportAccommodations(filters);
      toast.show(`Downloaded ${name}`, 'info');
    } catch (error) {
      console.error('Accommodation CSV failed', error);
      toast.show(errorMessage(error, 'Could not export the CSV file.'), 'error');
    } finally {
      setExporting(false);
    }
  }

  // A page emptied by the last confirmation or cancellation on it (a Requested filter) moves back to
  // the last page, rather than an empty table with no way back.
  const lastPage = list.data ? Math.max(1, list.data.totalPages) : 1;
  const pastTheEnd = list.data !== null && list.data.page === page && page > lastPage;
  useEffect(() => {
    if (pastTheEnd) updateQuery({ page: lastPage }, { replace: true });
  }, [pastTheEnd, lastPage, updateQuery]);

  // The stat cards come on a request of their own, above the table, and push it down about 250 px when they come. The
  // list waits for them (or their failure), so it never moves once shown: a press that began on a row's Confirm ended
  // on whatever the cards had pushed under the pointer, and nothing opened (docs/decisions/0029-nothing-moves-under-the-pointer.md, "The accommodation list
  // waits for its stat cards"). The cards' placeholders below are not enough for the table: the loaded 'Stay fees to
  // collect' detail can wrap onto a second line (20 px at 1280 px).
  const shown = stats.answered ? list.data : null;
  const s = stats.data;
  return (
    <div className="admin-page">
      <PageTitle title="Accommodations" />
      {dialog}
      <Link to={paths.admin} className="back-link">
        <ArrowLeft aria-hidden="true" size={18} />
        Back to Dashboard
      </Link>
      <AdminPageHeader
        title="Accommodations"
        subtitle={edition ? `Nights of ${nightsLabel(edition)}` : 'Nights of the games'}
        actions={
          <>
            <button type="button" className="btn btn-primary btn-small" onClick={() => setAddingStay(true)}>
              <BedDouble aria-hidden="true" size={18} />
              Add a Stay
            </button>
            <BusyButton type="button" className="btn btn-outline btn-small" onClick={download} busy={exporting}>
              <Download aria-hidden="true" size={18} />
              {exporting ? 'Exporting...' : exportLabel(filters, list.loading ? null : list.data)}
            </BusyButton>
          </>
        }
      />
      {/* While they load the cards keep their place (figures to come), so the toolbar below does not move either. */}
      {(s || !stats.error) && (
        <div className="admin-stats">
          <StatCard label="Total" value={s?.total ?? null} tone="primary" />
          <StatCard label="Male" value={s?.totalMale ?? null} />
          <StatCard label="Female" value={s?.totalFemale ?? null} />
          <StatCard label="Requested" value={s?.requested ?? null} tone="warning" />
          <StatCard label="Confirmed" value={s?.confirmed ?? null} tone="success" />
          <StatCard label="Cancelled" value={s?.cancelled ?? null} tone="danger" />
          {/* Stays added at the desk whose fee no payment proof covered and the desk has not taken yet. */}
          <StatCard
            label="Stay fees to collect"
            value={s ? formatRupees(s.deskFeesDueAmount) : null}
            tone={s && s.deskFeesDue > 0 ? 'warning' : undefined}
            detail={s ? M.deskFeesDueDetail(s.deskFeesDue) : '\u00a0'}
          />
        </div>
      )}
      <div className="admin-toolbar">
        <SearchBox
          className="admin-search"
          label="Search requests"
          placeholder="Name, email or request no."
          hint="Searches name, email, phone, college and request number."
          value={filters.q}
          onSearch={(q) => updateQuery({ q }, { replace: true })}
        />
        {FILTERS.map(({ name, label, options, placeholder }) => (
          <SelectField
            key={name}
            label={label}
            name={name}
            value={filters[name]}
            onValueChange={(value) => updateQuery({ [name]: value } as Partial<AccommodationFilters>)}
            options={options}
            placeholder={placeholder}
          />
        ))}
      </div>
      {shown && (
        <p className="admin-results-info" aria-live="polite">
          {showingRange(shown)}
        </p>
      )}
      <LoadState
        loading={list.loading || !shown}
        error={list.error}
        empty={!shown || shown.data.length === 0}
        loadingLabel="Loading accommodations..."
        emptyLabel="No accommodation requests match."
        subject="the accommodation requests"
        onRetry={list.reload}
      />
      {shown && shown.data.length > 0 && (
        <AccommodationsTable stays={shown.data} onConfirm={setConfirming} onCancel={cancel} onCollectFee={collectFee} />
      )}
      {shown && (
        <Pagination
          page={shown.page}
          totalPages={shown.totalPages}
          onPage={(next) => updateQuery({ page: next })}
          busy={list.loading}
          label="Pages of accommodation requests"
        />
      )}
      {addingStay && (
        <AddStayDialog
          onClose={() => setAddingStay(false)}
          onAdded={() => {
            setAddingStay(false);
            reload();
          }}
        />
      )}
      {confirming && (
        <ConfirmRoomDialog
          stay={confirming}
          onClose={() => setConfirming(null)}
          onConfirmed={() => {
            setConfirming(null);
            reload();
          }}
        />
      )}
    </div>
  );
}
