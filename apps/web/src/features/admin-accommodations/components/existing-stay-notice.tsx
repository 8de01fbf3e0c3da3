import { type AccommodationRequest, roomLabel } from '@symposium/schema/accommodation';
import { M } from '@symposium/schema/messages';
import { StatusBadge } from '../../../components/admin/status-badge';
import { formatStayNights } from '@symposium/schema/stay-nights';

/** The chosen participant's requested or confirmed stay: the desk sees it before filling in a second one. */
export function ExistingStayNotice({ stay }: { stay: AccommodationRequest }) {
  return (
    <div className="notice notice-warning existing-stay" role="status">
      <p>{M.stayAlreadyActive(stay.requestNumber, stay.status)}</p>
      <dl className="participant-facts existing-stay-facts">
        <div>
          <dt>Nights</dt>
          <dd>{formatStayNights(stay)}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>
            <StatusBadge status={stay.status} />
          </dd>
        </div>
        <div>
          <dt>Room</dt>
          <dd>{roomLabel(stay)}</dd>
        </div>
      </dl>
    </div>
  );
}
