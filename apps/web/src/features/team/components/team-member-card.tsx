import { ExternalLink } from 'lucide-react';
import { initialsOf } from '../initials';
import type { TeamMember } from '../team-content';

/** An initials avatar in the palette (no photos until organisers supply them), name, role and profile link. */
export function TeamMemberCard({ member, tone }: { member: TeamMember; tone: 'primary' | 'secondary' }) {
  const name = member.name ?? 'To be announced';
  return (
    <li className="card team-card">
      <span className={`avatar avatar-${tone}`} aria-hidden="true">
        {initialsOf(member.name ?? member.role)}
      </span>
      <div className="team-card-body">
        <p className="team-card-name">{name}</p>
        <p className="team-card-role">{member.role}</p>
        {member.profileUrl && (
          <a href={member.profileUrl} target="_blank" rel="noopener noreferrer" className="team-card-link">
            LinkedIn profile of {name}
            <ExternalLink aria-hidden="true" size={14} />
          </a>
        )}
      </div>
    </li>
  );
}
