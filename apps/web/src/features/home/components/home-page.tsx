import { editionDays } from '@symposium/schema/edition';
import { paths } from '@symposium/schema/paths';
import { CallToAction } from '../../../components/ui/call-to-action';
import { countByCategory, useEvents, useWorkshops } from '../../../lib/catalogue';
import { PageTitle } from '../../../lib/page-title';
import { useEdition, useRegistrationClosed } from '../../../lib/site-config';

const daysInWords = (n: number) => `${n} day${n === 1 ? '' : 's'}`;
import { AboutSection } from './about-section';
import { ChooseGameSection } from './choose-game-section';
import { HomeHero } from './home-hero';
import { WelcomeSection } from './welcome-section';

/** / (docs/product.md#home): hero with countdown, Welcome, Choose Your Game, call to action, About Us. */
export function HomePage() {
  const events = useEvents();
  const workshops = useWorkshops();
  // Once registration has closed the band's register button would lead nowhere useful (see HomeHero).
  const closed = useRegistrationClosed();
  const edition = useEdition();
  return (
    <>
      <PageTitle />
      <HomeHero />
      <WelcomeSection eventCount={events.data?.length ?? null} workshopCount={workshops.data?.length ?? null} />
      <ChooseGameSection
        counts={events.data ? countByCategory(events.data) : null}
        workshopCount={workshops.data?.length ?? null}
      />
      {/* docs/product.md#home: this bottom register button leads to /maintenance, not /register. */}
      {!closed && edition && (
        <CallToAction
          title={edition.tagline}
          text={`${edition.playerCapacity} players. ${daysInWords(editionDays(edition).length)}. One winner in every game.`}
          to={paths.maintenance}
          action="Register Now"
        />
      )}
      <AboutSection />
    </>
  );
}
