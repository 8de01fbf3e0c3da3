import { LIMITS } from '@symposium/schema/constants';
import { M } from '@symposium/schema/messages';
import { type Team, teamUpdateSchema } from '@symposium/schema/team';
import { Plus } from 'lucide-react';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { useBlocker } from 'react-router-dom';
import { useToast } from '../../../components/admin/toast-context';
import { BusyButton } from '../../../components/ui/busy-button';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { focusFirstError } from '../../../lib/form-errors';
import { saveTeam } from '../api/team';
import {
  emptySection,
  moved,
  type SectionDraft,
  type TeamErrors,
  teamDraftOf,
  teamErrorsOf,
  teamFieldName,
  teamInputOf,
} from '../team-draft';
import { SectionEditor } from './section-editor';

/** Every field of the draft in the order they appear, for focusing the first one with an error. */
const fieldOrder = (sections: readonly SectionDraft[]) =>
  sections.flatMap((section, s) => [
    `sections.${s}.title`,
    ...section.members.flatMap((_, m) => ['name', 'role', 'profileUrl'].map((f) => `sections.${s}.members.${m}.${f}`)),
  ]);

/** The whole team, edited on the screen and saved with one Save (PUT /admin/team). */
export function TeamEditor({ team, onSaved }: { team: Team; onSaved: (team: Team) => void }) {
  const toast = useToast();
  const [saved, setSaved] = useState(() => teamDraftOf(team));
  const [sections, setSections] = useState(saved);
  const [errors, setErrors] = useState<TeamErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const unsaved = useMemo(
    () => JSON.stringify(teamInputOf(sections)) !== JSON.stringify(teamInputOf(saved)),
    [sections, saved],
  );

  // Closing or reloading the tab with unsaved changes asks first (the browser words the question).
  useEffect(() => {
    if (!unsaved) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [unsaved]);

  // Going to another screen of the app asks too.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => unsaved && currentLocation.pathname !== nextLocation.pathname,
  );
  const { confirm, dialog: leaveDialog } = useConfirm();
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void confirm(M.teamLeaveUnsaved, { title: 'Leave without saving?', confirmLabel: 'Leave' }).then((leave) =>
      leave ? blocker.proceed() : blocker.reset(),
    );
  }, [blocker, confirm]);

  const change = (next: (sections: SectionDraft[]) => SectionDraft[], structural = false) => {
    setSections(next);
    // Errors are by position: once rows move or go, they would sit under the wrong fields.
    if (structural) setErrors({});
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const checked = teamUpdateSchema.safeParse(teamInputOf(sections));
    if (!checked.success) {
      const found = teamErrorsOf(checked.error);
      setErrors(found);
      setFailure(found.form ?? 'Some fields need attention: see the message under each.');
      focusFirstError(
        Object.fromEntries(Object.entries(found).map(([key, message]) => [teamFieldName(key), message])),
        fieldOrder(sections).map(teamFieldName),
      );
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const answer = await saveTeam(checked.data);
      const next = teamDraftOf(answer.data);
      setSaved(next);
      setSections(next);
      toast.show(answer.message || 'Team saved');
      onSaved(answer.data);
    } catch (error) {
      console.error('Saving the team failed', error);
      const fieldMessages = error instanceof ApiError ? Object.values(error.fieldErrors).flat() : [];
      setFailure(
        [errorMessage(error, 'Failed to save the team. Please try again.'), ...fieldMessages.slice(1)].join(' '),
      );
    } finally {
      setSaving(false);
    }
  }

  return (
    <form className="team-editor" onSubmit={submit} noValidate>
      {leaveDialog}
      {sections.length === 0 && (
        <p className="admin-note">
          No sections yet: the public team page says the team will be announced soon. Add a section to begin.
        </p>
      )}
      {sections.map((section, index) => (
        <SectionEditor
          key={section.key}
          section={section}
          position={index}
          count={sections.length}
          errors={errors}
          onChange={(edit) => change((all) => all.map((s) => (s.key === section.key ? edit(s) : s)))}
          onMove={(by) =>
            change(
              (all) =>
                moved(
                  all,
                  all.findIndex((s) => s.key === section.key),
                  by,
                ),
              true,
            )
          }
          onRemove={() => change((all) => all.filter((s) => s.key !== section.key), true)}
        />
      ))}
      <div>
        <button
          type="button"
          className="btn btn-outline"
          onClick={() => change((all) => [...all, emptySection()])}
          disabled={sections.length >= LIMITS.teamSectionsMax}
        >
          <Plus aria-hidden="true" size={16} /> Add section
        </button>
      </div>
      <FormAlert message={failure} takeFocus={false} />
      <div className="admin-dialog-actions team-save-bar">
        <p className="muted team-save-state" aria-live="polite">
          {unsaved ? 'Unsaved changes' : 'All changes saved'}
        </p>
        <BusyButton type="submit" className="btn btn-primary" busy={saving}>
          {saving ? 'Saving...' : 'Save team'}
        </BusyButton>
      </div>
    </form>
  );
}
