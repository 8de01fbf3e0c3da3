import type { StaffAccommodationRequest } from '@symposium/schema/accommodation';
import { heldRoom, roomLabel } from '@symposium/schema/accommodation';
import { M } from '@symposium/schema/messages';
import { type DataColumn, DataTable } from '../../../components/admin/data-table';
import { StatusBadge } from '../../../components/admin/status-badge';
import { formatStayNights } from '@symposium/schema/stay-nights';

interface AccommodationsTableProps {
  stays: readonly StaffAccommodationRequest[];
  onConfirm: (stay: StaffAccommodationRequest) => void;
  onCancel: (stay: StaffAccommodationRequest) => void;
  onCollectFee: (stay: StaffAccommodationRequest) => void;
}

/**
 * docs/product.md#accommodation-requests: Confirm only on requested rows, usable once the participant's payment is verified; Cancel Request on
 * requested or confirmed ones (not plain 'Cancel', which is what closes a dialog). The payment column says who can
 * have a room yet (a verified payment).
 */
export function AccommodationsTable({ stays, onConfirm, onCancel, onCollectFee }: AccommodationsTableProps) {
  const columns: DataColumn<StaffAccommodationRequest>[] = [
    { label: 'Request', className: 'mono', cell: (stay) => stay.requestNumber },
    {
      label: 'Name',
      stack: 'title',
      title: (stay) => stay.email,
      cell: (stay) => (
        <>
          {stay.name}
          <span className="cell-sub">{stay.phone}</span>
        </>
      ),
    },
    { label: 'College', stack: 'wide', className: 'cell-wrap', cell: (stay) => stay.college },
    { label: 'Gender', className: 'capitalize', cell: (stay) => stay.gender },
    {
      label: 'Payment',
      cell: (stay) => (
        <>
          <StatusBadge status={stay.paymentStatus} />
          {/* A stay added at the desk raised the amount by a fee no payment proof covered: the desk collects it. */}
          {stay.deskFee && stay.status !== 'cancelled' && (
            <span className={stay.deskFee.collectedAt ? 'cell-sub desk-fee' : 'cell-sub desk-fee desk-fee-due'}>
              {M.deskStayFeeState(stay.deskFee.amount, stay.deskFee.collectedAt ? 'collected' : 'due')}
            </span>
          )}
        </>
      ),
    },
    {
      label: 'Stay',
      cell: (stay) => (
        // The nights chosen, in the words the Add a Stay dialog and /profile use (formatStayNights, packages/schema).
        <>{formatStayNights(stay)}</>
      ),
    },
    { label: 'Status', cell: (stay) => <StatusBadge status={stay.status} /> },
    // A cancelled stay's room was released (the bed is free): said so, not shown as if still held.
    {
      label: 'Room',
      className: 'cell-room',
      cell: (stay) => heldRoom(stay) ?? <span className="muted">{roomLabel(stay)}</span>,
    },
    {
      label: 'Actions',
      hideLabel: true,
      stack: 'actions',
      cell: (stay) => (
        <div className="cell-actions">
          {stay.status === 'requested' && stay.paymentStatus === 'verified' && (
            <button type="button" className="btn btn-primary btn-small" onClick={() => onConfirm(stay)}>
              Confirm<span className="visually-hidden"> {stay.requestNumber}</span>
            </button>
          )}
          {/* docs/product.md#accommodation-requests shows Confirm on every requested row; without a verified payment the API refuses the room, so the
              button is there but disabled, the reason beside it (docs/decisions/0034-accommodation-nights-rooms-confirmation.md, "Confirm waits for a verified payment"). */}
          {stay.status === 'requested' && stay.paymentStatus !== 'verified' && (
            <span className="confirm-awaits">
              <button
                type="button"
                className="btn btn-primary btn-small"
                disabled
                aria-describedby={`confirm-awaits-${stay._id}`}
              >
                Confirm<span className="visually-hidden"> {stay.requestNumber}</span>
              </button>
              <span className="cell-sub" id={`confirm-awaits-${stay._id}`}>
                {M.confirmAwaitsPayment}
              </span>
            </span>
          )}
          {stay.status !== 'cancelled' && stay.deskFee && !stay.deskFee.collectedAt && (
            <button type="button" className="btn btn-outline btn-small" onClick={() => onCollectFee(stay)}>
              Fee Collected<span className="visually-hidden"> {stay.requestNumber}</span>
            </button>
          )}
          {stay.status !== 'cancelled' && (
            <button type="button" className="btn btn-ghost btn-small btn-danger" onClick={() => onCancel(stay)}>
              Cancel Request<span className="visually-hidden"> {stay.requestNumber}</span>
            </button>
          )}
        </div>
      ),
    },
  ];
  return (
    <DataTable
      label="Accommodation requests table"
      className="accommodations-table"
      columns={columns}
      rows={stays}
      rowKey={(stay) => stay._id}
    />
  );
}
