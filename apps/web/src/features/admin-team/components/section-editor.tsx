import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { LIMITS } from '@symposium/schema/constants';
import { TextField } from '../../../components/ui/text-field';
import { emptyMember, type MemberDraft, moved, type SectionDraft, type TeamErrors, teamFieldName } from '../team-draft';
import { MemberEditor } from './member-editor';

interface SectionEditorProps {
  section: SectionDraft;
  position: number;
  count: number;
  errors: TeamErrors;
  /** A change to this section, applied to its latest state (a photo's answer may arrive after other edits). */
  onChange: (change: (section: SectionDraft) => SectionDraft) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}

export function SectionEditor({ section, position, count, errors, onChange, onMove, onRemove }: SectionEditorProps) {
  const path = `sections.${position}`;
  const label = section.title.trim() || `Section ${position + 1}`;
  const changeMembers = (change: (members: MemberDraft[]) => MemberDraft[]) =>
    onChange((s) => ({ ...s, members: change(s.members) }));
  const full = section.members.length >= LIMITS.teamMembersPerSectionMax;
  return (
    <fieldset className="admin-panel team-section-editor">
      <legend className="admin-section-title">{label}</legend>
      <div className="team-section-head">
        <TextField
          label="Section title"
          name={teamFieldName(`${path}.title`)}
          value={section.title}
          onValueChange={(title) => onChange((s) => ({ ...s, title }))}
          error={errors[`${path}.title`]}
          maxLength={LIMITS.teamSectionTitleMax}
          placeholder="Office Bearers"
          autoComplete="off"
        />
        <div className="team-row-actions" role="group" aria-label={`Arrange the section ${label}`}>
          <button
            type="button"
            className="btn btn-ghost btn-small"
            onClick={() => onMove(-1)}
            disabled={position === 0}
            aria-label={`Move the section ${label} up`}
          >
            <ArrowUp aria-hidden="true" size={16} />
          </button>
          <button
            type="button"
            className="btn btn-ghost btn-small"
            onClick={() => onMove(1)}
            disabled={position === count - 1}
            aria-label={`Move the section ${label} down`}
          >
            <ArrowDown aria-hidden="true" size={16} />
          </button>
          <button
            type="button"
            className="btn btn-ghost btn-small team-remove"
            onClick={onRemove}
            aria-label={`Remove the section ${label}`}
          >
            <Trash2 aria-hidden="true" size={16} />
          </button>
        </div>
      </div>
      {section.members.length === 0 ? (
        <p className="muted">No members: the public page leaves this section out.</p>
      ) : (
        <ol className="team-member-list">
          {section.members.map((member, index) => (
            <MemberEditor
              key={member.key}
              member={member}
              path={`${path}.members.${index}`}
              position={index}
              count={section.members.length}
              errors={errors}
              onChange={(patch) =>
                changeMembers((members) => members.map((m) => (m.key === member.key ? { ...m, ...patch } : m)))
              }
              onMove={(by) =>
                changeMembers((members) =>
                  moved(
                    members,
                    members.findIndex((m) => m.key === member.key),
                    by,
                  ),
                )
              }
              onRemove={() => changeMembers((members) => members.filter((m) => m.key !== member.key))}
            />
          ))}
        </ol>
      )}
      <div>
        <button
          type="button"
          className="btn btn-outline btn-small"
          onClick={() => changeMembers((members) => [...members, emptyMember()])}
          disabled={full}
        >
          <Plus aria-hidden="true" size={16} /> Add member to {label}
        </button>
      </div>
    </fieldset>
  );
}
