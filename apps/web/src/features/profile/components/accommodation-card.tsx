import { M } from '@symposium/schema/messages';
import { paths } from '@symposium/schema/paths';
import { BedDouble } from 'lucide-react';
import { Link } from 'react-router-dom';
import { stayNightsOnScreen } from '../../../lib/stay-nights-on-screen';
import type { StoredStay } from '../../../lib/local-db';

function statusOf(stay: StoredStay): string {
  if (stay.status === 'confirmed') return stay.roomNumber ? `Confirmed — Room ${stay.roomNumber}` : 'Confirmed';
  if (stay.status === 'cancelled') return 'Cancelled';
  return 'Requested — the organisers will give you a room number';
}

/**
 * The participant's accommodation (kept with the offline pass: the room number is wanted at the hostel). With
 * none, what is true: a stay is booked with a registration, the organisers add one later (docs/decisions/0034-accommodation-nights-rooms-confirmation.md).
 */
export function AccommodationCard({ stays }: { stays: StoredStay[] | undefined }) {
  if (!stays) return null; // not known yet (a copy saved before stays were kept, not refreshed since)
  const active = stays.filter((stay) => stay.status !== 'cancelled');
  return (
    <section className="card" aria-labelledby="accommodation-title">
      <h2 id="accommodation-title" className="card-title">
        <BedDouble aria-hidden="true" size={22} className="inline-icon" />
        Accommodation
      </h2>
      {stays.length === 0 ? (
        <p className="muted">{M.accommodationNotAsked}</p>
      ) : (
        <dl className="info-list">
          {stays.map((stay) => (
            <div key={stay.requestNumber}>
              <dt>{stay.requestNumber}</dt>
              <dd>
                {stayNightsOnScreen(stay)}
                <br />
                {statusOf(stay)}
                {/* An active desk stay: where its fee is paid, or that it was (the mail and the desk say the same). */}
                {stay.status !== 'cancelled' && stay.deskFee && (
                  <span className="stay-fee-note">
                    {M.activeStayFee(stay.deskFee.amount, stay.deskFee.collectedAt !== null)}
                  </span>
                )}
                {/* A desk stay cancelled: what became of its fee (the amount keeps an uncollected one), as the mail says. */}
                {stay.status === 'cancelled' && stay.deskFee && (
                  <span className="stay-fee-note">
                    {M.cancelledStayFee(stay.deskFee.amount, stay.deskFee.collectedAt !== null)}
                  </span>
                )}
              </dd>
            </div>
          ))}
        </dl>
      )}
      {active.length === 0 && (
        <p className="muted">
          {M.accommodationAfterRegistration}{' '}
          <Link to={paths.contact} className="text-link">
            Contact the organisers
          </Link>
        </p>
      )}
    </section>
  );
}
