import type { TeamMember } from '@symposium/schema/team';
import { ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { initialsOf } from '../../../lib/initials';

/** A member's photo (initials in the palette when there is none, or it cannot load), name, role and profile link. */
export function TeamMemberCard({ member, tone }: { member: TeamMember; tone: 'primary' | 'secondary' }) {
  const [photoFailed, setPhotoFailed] = useState(false);
  const showPhoto = member.photoUrl !== null && !photoFailed;
  return (
    <li className="card team-card">
      {showPhoto ? (
        <img
          className={`avatar avatar-photo avatar-${tone}`}
          src={member.photoUrl!}
          alt=""
          width={72}
          height={72}
          loading="lazy"
          decoding="async"
          onError={() => setPhotoFailed(true)}
        />
      ) : (
        <span className={`avatar avatar-${tone}`} aria-hidden="true">
          {initialsOf(member.name)}
        </span>
      )}
      <div className="team-card-body">
        <p className="team-card-name">{member.name}</p>
        <p className="team-card-role">{member.role}</p>
        {member.profileUrl && (
          <a href={member.profileUrl} target="_blank" rel="noopener noreferrer" className="team-card-link">
            Profile<span className="visually-hidden"> of {member.name}</span>
            <ExternalLink aria-hidden="true" size={14} />
          </a>
        )}
      </div>
    </li>
  );
}
