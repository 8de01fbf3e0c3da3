import { LoadingScreen } from '../../../components/ui/loading-screen';
import { PageHero } from '../../../components/ui/page-hero';
import { pageTitle } from '../../../lib/page-title';
import { useProfilePass } from '../hooks/use-profile-pass';
import { AccommodationCard } from './accommodation-card';
import { EntryPassCard } from './entry-pass-card';
import { InstructionsCard } from './instructions-card';
import { PlayerInfoCard } from './player-info-card';
import { ProfileActions } from './profile-actions';
import { RegistrationsCard } from './registrations-card';
import { StatusCard } from './status-card';

/** /profile, the 'player profile' (spec §2): pass, status, information, registrations, rules, actions. */
export function ProfilePage() {
  const { pass, source, refresh, applyUser, hasSavedCopy } = useProfilePass();
  if (!pass) return <LoadingScreen label="Loading your profile..." />;
  // A first visit on this device shows the signed-in user at once, but their registrations only once fetched.
  const registrations = hasSavedCopy || source !== 'loading' ? pass.registrations : null;
  return (
    <>
      <title>{pageTitle('Player Profile')}</title>
      <PageHero eyebrow={`Welcome, ${pass.name}`} title="Player Profile" shape="square" />
      <div className="page profile-grid">
        <div className="stack">
          <EntryPassCard pass={pass} source={source} onRefresh={refresh} />
          <StatusCard pass={pass} onProofSubmitted={applyUser} />
        </div>
        <div className="stack">
          <PlayerInfoCard pass={pass} />
          <RegistrationsCard type="event" userId={pass.userId} registrations={registrations} registrationType={pass.registrationType} passRevoked={!!pass.passRevokedAt} online={source === 'live'} onChanged={refresh} />
          <RegistrationsCard type="workshop" userId={pass.userId} registrations={registrations} registrationType={pass.registrationType} passRevoked={!!pass.passRevokedAt} online={source === 'live'} onChanged={refresh} />
          <AccommodationCard stays={pass.stays} />
          <InstructionsCard />
          <ProfileActions registrationType={pass.registrationType} passRevoked={!!pass.passRevokedAt} />
        </div>
      </div>
    </>
  );
}
