import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { LIMITS } from '@symposium/schema/constants';
import { TextField } from '../../../components/ui/text-field';
import { type MemberDraft, type TeamErrors, teamFieldName } from '../team-draft';
import { MemberPhoto } from './member-photo';

interface MemberEditorProps {
  member: MemberDraft;
  /** Where its fields sit in the draft: 'sections.0.members.2'. */
  path: string;
  position: number;
  count: number;
  errors: TeamErrors;
  onChange: (patch: Partial<MemberDraft>) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}

export function MemberEditor({ member, path, position, count, errors, onChange, onMove, onRemove }: MemberEditorProps) {
  const who = member.name.trim() || `member ${position + 1}`;
  const field = (name: 'name' | 'role' | 'profileUrl') => ({
    name: teamFieldName(`${path}.${name}`),
    error: errors[`${path}.${name}`],
  });
  return (
    <li className="team-member-editor">
      <MemberPhoto member={member} onPhotoChanged={(photoUrl) => onChange({ photoUrl })} />
      <div className="team-member-fields">
        <TextField
          label="Name"
          {...field('name')}
          value={member.name}
          onValueChange={(name) => onChange({ name })}
          maxLength={LIMITS.teamMemberNameMax}
          autoComplete="off"
        />
        <TextField
          label="Role"
          {...field('role')}
          value={member.role}
          onValueChange={(role) => onChange({ role })}
          maxLength={LIMITS.teamMemberRoleMax}
          autoComplete="off"
        />
        <TextField
          label="Profile link (optional)"
          {...field('profileUrl')}
          type="url"
          inputMode="url"
          placeholder="https://www.linkedin.com/in/..."
          value={member.profileUrl}
          onValueChange={(profileUrl) => onChange({ profileUrl })}
          className="team-member-link"
        />
      </div>
      <div className="team-row-actions" role="group" aria-label={`Arrange ${who}`}>
        <button
          type="button"
          className="btn btn-ghost btn-small"
          onClick={() => onMove(-1)}
          disabled={position === 0}
          aria-label={`Move ${who} up`}
        >
          <ArrowUp aria-hidden="true" size={16} />
        </button>
        <button
          type="button"
          className="btn btn-ghost btn-small"
          onClick={() => onMove(1)}
          disabled={position === count - 1}
          aria-label={`Move ${who} down`}
        >
          <ArrowDown aria-hidden="true" size={16} />
        </button>
        <button
          type="button"
          className="btn btn-ghost btn-small team-remove"
          onClick={onRemove}
          aria-label={`Remove ${who}`}
        >
          <Trash2 aria-hidden="true" size={16} />
        </button>
      </div>
    </li>
  );
}
