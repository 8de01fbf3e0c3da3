import { paths } from '@symposium/schema/paths';
import { CallToAction } from '../../../components/ui/call-to-action';
import { PageHero } from '../../../components/ui/page-hero';
import { PageTitle } from '../../../lib/page-title';
import { useRegistrationClosed } from '../../../lib/site-config';
import { TEAM_ABOUT, TEAM_SECTIONS } from '../team-content';
import { TeamMemberCard } from './team-member-card';

/** /team (spec §2): every section from team-content.ts. */
export function TeamPage() {
  const registrationClosed = useRegistrationClosed();
  return (
    <>
      <PageTitle title={'Our Team'} />
      <PageHero eyebrow="The game masters" title="Our Team" shape="triangle" subtitle="The people behind the symposium." />
      {TEAM_SECTIONS.map((section, index) => (
        <section key={section.id} className="page team-section" aria-labelledby={`team-${section.id}`}>
          <h2 id={`team-${section.id}`} className="section-title">
            {section.title} <span className="section-count">({section.members.length})</span>
          </h2>
          <ul className="team-grid">
            {section.members.map((member) => (
              <TeamMemberCard key={member.role} member={member} tone={index % 2 === 0 ? 'primary' : 'secondary'} />
            ))}
          </ul>
        </section>
      ))}
      <section className="page page-narrow" aria-labelledby="team-about">
        <h2 id="team-about" className="section-title">
          About the Team
        </h2>
        <p className="lead">{TEAM_ABOUT}</p>
      </section>
      {!registrationClosed && (
        <CallToAction title="Join the Game" text="Register now and meet the team on 23 October." to={paths.register} action="Register Now" />
      )}
    </>
  );
}
