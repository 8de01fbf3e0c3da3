import { useEffect, useState } from 'react';
import { LoadingScreen } from '../../../components/ui/loading-screen';
import { PageHero } from '../../../components/ui/page-hero';
import { useEvents, useWorkshops } from '../../../lib/catalogue';
import { PageTitle } from '../../../lib/page-title';
import { useSiteConfig } from '../../../lib/site-config';
import { useMyCertificates } from '../hooks/use-my-certificates';
import { useProfilePass } from '../hooks/use-profile-pass';
import { AccommodationCard } from './accommodation-card';
import { CertificatesCard } from './certificates-card';
import { EntryPassCard } from './entry-pass-card';
import { InstructionsCard } from './instructions-card';
import { PlayerInfoCard } from './player-info-card';
import { ProfileActions } from './profile-actions';
import { RegistrationsCard } from './registrations-card';
import { StatusCard } from './status-card';

/** On a network that neither answers nor fails, the parts below the pass show the saved copy's after this long. */
const BELOW_PASS_WAIT_MS = 5000;

/** /profile, the 'player profile' (docs/product.md#participant-profile): pass, status, information, registrations, rules, actions. */
export function ProfilePage() {
  const { pass, source, refresh, applyUser, hasSavedCopy } = useProfilePass();
  const events = useEvents();
  const workshops = useWorkshops();
  const { config, error: configError } = useSiteConfig();
  const { certificates } = useMyCertificates(pass?.userId ?? '', source === 'live' && pass ? pass.refreshedAt : null);
  const [waitedLong, setWaitedLong] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setWaitedLong(true), BELOW_PASS_WAIT_MS);
    return () => clearTimeout(timer);
  }, []);
  // The pass, its status and the player's information show at once (offline too, from the saved copy). What lies
  // below takes its size from the network — the lists, the catalogue's lines, the stays, the Withdraw buttons — so
  // it shows in one go once those have come or failed, and nothing a finger is near moves after it has shown
  // (docs/decisions/0029-nothing-moves-under-the-pointer.md, "/profile keeps its place while its data comes"). Shown once, it stays (a Refresh keeps it).
  const detailsIn = events.answered && workshops.answered && (config !== null || configError !== null);
  const [belowShown, setBelowShown] = useState(false);
  if (!belowShown && ((source !== 'loading' && detailsIn) || (waitedLong && hasSavedCopy))) setBelowShown(true);

  if (!pass) return <LoadingScreen label="Loading your profile..." />;
  // Until then the registration cards say they are loading.
  const registrations = belowShown ? pass.registrations : null;
  const cardProps = {
    userId: pass.userId,
    registrations,
    registrationType: pass.registrationType,
    passRevoked: !!pass.passRevokedAt,
    paymentVerified: pass.paymentStatus === 'verified',
    online: source === 'live',
    events: events.data,
    workshops: workshops.data,
    onChanged: refresh,
  };
  return (
    <>
      <PageTitle title={'Player Profile'} />
      <PageHero eyebrow={`Welcome, ${pass.name}`} title="Player Profile" shape="square" />
      <div className="page profile-grid">
        <div className="stack">
          <EntryPassCard pass={pass} source={source} onRefresh={refresh} />
          <StatusCard pass={pass} onProofSubmitted={applyUser} />
        </div>
        <div className="stack">
          <PlayerInfoCard pass={pass} />
          <RegistrationsCard type="event" registrationOpen={config?.eventRegistrationOpen} {...cardProps} />
          <RegistrationsCard type="workshop" registrationOpen={config?.workshopRegistrationOpen} {...cardProps} />
          {belowShown && (
            <>
              <CertificatesCard certificates={certificates} />
              <AccommodationCard stays={pass.stays} />
              <InstructionsCard />
              <ProfileActions registrationType={pass.registrationType} passRevoked={!!pass.passRevokedAt} />
            </>
          )}
        </div>
      </div>
    </>
  );
}
