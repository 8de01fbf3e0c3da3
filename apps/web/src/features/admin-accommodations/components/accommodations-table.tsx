import type { StaffAccommodationRequest } from '@symposium/schema/accommodation';
import { NOT_ASSIGNED } from '@symposium/schema/accommodation';
import { StatusBadge } from '../../../components/admin/status-badge';
import { formatCalendarDate } from '../../../lib/format-date';

interface AccommodationsTableProps {
  stays: readonly StaffAccommodationRequest[];
  onConfirm: (stay: StaffAccommodationRequest) => void;
  onCancel: (stay: StaffAccommodationRequest) => void;
}

const shortDay = (iso: string) => formatCalendarDate(iso, { day: 'numeric', month: 'short' });

/**
 * Spec §2/§4: Confirm only on requested rows; Cancel on requested or confirmed ones. The payment column
 * says who can have a room yet (a verified payment).
 */
export function AccommodationsTable({ stays, onConfirm, onCancel }: AccommodationsTableProps) {
  return (
    <div className="admin-table-wrap" tabIndex={0} role="region" aria-label="Accommodation requests table">
      <table className="admin-table">
        <thead>
          <tr>
            <th scope="col">Request</th>
            <th scope="col">Name</th>
            <th scope="col">College</th>
            <th scope="col">Gender</th>
            <th scope="col">Payment</th>
            <th scope="col">Stay</th>
            <th scope="col">Status</th>
            <th scope="col">Room</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {stays.map((stay) => (
            <tr key={stay._id}>
              <td className="mono">{stay.requestNumber}</td>
              <td title={stay.email}>
                {stay.name}
                <span className="cell-sub">{stay.phone}</span>
              </td>
              <td className="cell-wrap">{stay.college}</td>
              <td className="capitalize">{stay.gender}</td>
              <td>
                <StatusBadge status={stay.paymentStatus} />
              </td>
              <td>
                {shortDay(stay.checkInDate)} → {shortDay(stay.checkOutDate)}
                <span className="cell-sub">
                  {stay.numberOfDays} day{stay.numberOfDays === 1 ? '' : 's'}
                </span>
              </td>
              <td>
                <StatusBadge status={stay.status} />
              </td>
              <td>{stay.roomNumber ?? <span className="muted">{NOT_ASSIGNED}</span>}</td>
              <td>
                <div className="cell-actions">
                  {stay.status === 'requested' && (
                    <button type="button" className="btn btn-primary btn-small" onClick={() => onConfirm(stay)}>
                      Confirm<span className="visually-hidden"> {stay.requestNumber}</span>
                    </button>
                  )}
                  {stay.status !== 'cancelled' && (
                    <button type="button" className="btn btn-ghost btn-small btn-danger" onClick={() => onCancel(stay)}>
                      Cancel<span className="visually-hidden"> {stay.requestNumber}</span>
                    </button>
                  )}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
