import { COLLECTION_POINT_LABELS } from '../../../lib/collection-points';
import { formatMoment } from '../../../lib/format-date';
import type { ParticipantVenue } from '../api/get-user-details';

/** The kit and the check-ins the desks recorded, with when, where and by whom (the audit trail holds no scans). */
export function ParticipantVenueActivity({ venue }: { venue: ParticipantVenue }) {
  const { kit, checkIns } = venue;
  return (
    <ul className="participant-list" data-testid="participant-venue">
      <li>
        {kit ? (
          <>
            Kit <span className="mono">{kit.idCardNumber}</span> issued {formatMoment(kit.issuedAt)} at {kit.deskName}{' '}
            by {kit.issuedBy} ({COLLECTION_POINT_LABELS[kit.collectionPoint]})
          </>
        ) : (
          'No kit issued yet.'
        )}
      </li>
      {checkIns.length === 0 ? (
        <li>Not checked in to any event or workshop yet.</li>
      ) : (
        checkIns.map((checkIn) => (
          <li key={`${checkIn.itemType}:${checkIn.itemId}`}>
            Checked in to {checkIn.itemName} {formatMoment(checkIn.checkInTime)} at {checkIn.deskName} by{' '}
            {checkIn.staffName}
          </li>
        ))
      )}
    </ul>
  );
}
