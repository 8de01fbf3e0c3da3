import { M } from '@symposium/schema/messages';
import { paths } from '@symposium/schema/paths';
import { CallToAction } from '../../../components/ui/call-to-action';
import { LoadState } from '../../../components/ui/load-state';
import { PageHero } from '../../../components/ui/page-hero';
import { PageTitle } from '../../../lib/page-title';
import { useRegistrationClosed } from '../../../lib/site-config';
import { useTeam } from '../api/get-team';
import { TEAM_ABOUT } from '../team-content';
import { TeamMemberCard } from './team-member-card';

/** /team (docs/product.md#team): the sections organisers keep in /admin/team; a section without people is left out. */
export function TeamPage() {
  const registrationClosed = useRegistrationClosed();
  const team = useTeam();
  const sections = (team.data?.sections ?? []).filter((section) => section.members.length > 0);
  return (
    <>
      <PageTitle title={'Our Team'} />
      <PageHero
        eyebrow="The game masters"
        title="Our Team"
        shape="triangle"
        subtitle="The people behind the symposium."
      />
      {!team.data ? (
        <section className="page" aria-label="Team">
          <LoadState
            loading={team.loading}
            error={team.error}
            empty
            loadingLabel="Loading the team..."
            emptyLabel={M.teamEmpty}
            subject="the team"
            onRetry={team.reload}
          />
        </section>
      ) : sections.length === 0 ? (
        <section className="page page-narrow" aria-label="Team">
          <p className="lead team-empty">{M.teamEmpty}</p>
        </section>
      ) : (
        sections.map((section, index) => (
          <section key={section.id} className="page team-section" aria-labelledby={`team-${section.id}`}>
            <h2 id={`team-${section.id}`} className="section-title">
              {section.title} <span className="section-count">({section.members.length})</span>
            </h2>
            <ul className="team-grid">
              {section.members.map((member) => (
                <TeamMemberCard key={member.id} member={member} tone={index % 2 === 0 ? 'primary' : 'secondary'} />
              ))}
            </ul>
          </section>
        ))
      )}
      <section className="page page-narrow" aria-labelledby="team-about">
        <h2 id="team-about" className="section-title">
          About the Team
        </h2>
        <p className="lead">{TEAM_ABOUT}</p>
      </section>
      {!registrationClosed && (
        <CallToAction
          title="Join the Game"
          text="Register now and meet the team at the symposium."
          to={paths.register}
          action="Register Now"
        />
      )}
    </>
  );
}
