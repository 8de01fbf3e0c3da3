import { M } from '@symposium/schema/messages';
import { paths } from '@symposium/schema/paths';
import { BedDouble } from 'lucide-react';
import { Link } from 'react-router-dom';
import { stayNightsOnScreen } from '../../../lib/stay-nights-on-screen';
import { fetchMyStays } from '../../../lib/my-stays';
import { useRemoteData } from '../../../lib/use-remote-data';

/**
 * /accommodation for a participant who has registered already: the booking form is for new registrations (a
 * stay is paid with the registration), so instead they read what they have and whom to ask for a room now.
 */
export function RegisteredStayCard({ userId }: { userId: string }) {
  const { data: stays, loading } = useRemoteData(`my-stays:${userId}`, fetchMyStays);
  const active = stays?.filter((stay) => stay.status !== 'cancelled') ?? [];
  return (
    <section className="card accommodation-form" aria-labelledby="choice-title">
      <h2 id="choice-title" className="card-title">
        <BedDouble aria-hidden="true" size={24} className="inline-icon" />
        Your Stay
      </h2>
      {loading && !stays ? (
        <p className="muted" role="status">
          Checking your registration...
        </p>
      ) : active.length > 0 ? (
        <p>
          {/* How the stay was booked: a desk stay was never asked for with the registration. */}
          {active.map((stay) => M.yourStay(stay.source, stay.requestNumber, stayNightsOnScreen(stay))).join(' ')} Its
          status and room number are on your profile.
        </p>
      ) : (
        <p>
          You are already registered. {stays ? `${M.accommodationNotAsked} ` : ''}
          {M.accommodationAfterRegistration}
        </p>
      )}
      <div className="button-stack">
        <Link to={paths.profile} className="btn btn-primary">
          Go to My Profile
        </Link>
        {active.length === 0 && (
          <Link to={paths.contact} className="btn btn-outline">
            Contact the organisers
          </Link>
        )}
      </div>
    </section>
  );
}
