import { editionTitle, type Edition } from '@symposium/schema/edition';
import { nextEditionSchema } from '@symposium/schema/edition-schema';
import { type FormEvent, useState } from 'react';
import { BusyButton } from '../../../components/ui/busy-button';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextField } from '../../../components/ui/text-field';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { type FieldErrors, fieldErrorsFromZod, firstOfEach, focusFirstError } from '../../../lib/form-errors';
import { type StartedEdition, startNextEdition } from '../api/editions';
import { ArchiveDownloads } from './archive-downloads';

const FIELD_ORDER = ['label', 'name', 'startDate', 'endDate', 'participantIdPrefix', 'confirm'] as const;
const EMPTY = { label: '', name: '', startDate: '', endDate: '', participantIdPrefix: '', confirm: '' };

/**
 * "Start the next edition": archives the finished edition and clears its participants from the live site. The button
 * stays unavailable until the admin has typed the current edition's label, as the server also requires.
 */
export function NextEditionSection({ edition, onStarted }: { edition: Edition; onStarted: () => void }) {
  const [draft, setDraft] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [started, setStarted] = useState<StartedEdition | null>(null);
  const set = (key: keyof typeof EMPTY) => (value: string) => setDraft((d) => ({ ...d, [key]: value }));
  const confirmed = draft.confirm.trim() === edition.label;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!confirmed) return;
    setFailure(null);
    const checked = nextEditionSchema.safeParse({ ...draft, name: draft.name.trim() === '' ? undefined : draft.name });
    if (!checked.success) {
      const found = fieldErrorsFromZod(checked.error);
      setErrors(found);
      focusFirstError(found, FIELD_ORDER);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const result = await startNextEdition(checked.data);
      setStarted(result.data);
      setDraft(EMPTY);
      onStarted();
    } catch (error) {
      console.error('Starting the next edition failed', error);
      if (error instanceof ApiError) setErrors(firstOfEach(error.fieldErrors));
      setFailure(errorMessage(error, 'The next edition could not be started. Nothing was changed.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="admin-panel settings-group next-edition" aria-labelledby="next-edition-title">
      <h2 id="next-edition-title" className="admin-section-title">
        Start the next edition
      </h2>
      {started && (
        <div className="next-edition-done" role="status">
          <p>
            <strong>{editionTitle(started.edition)} has started.</strong> {started.archive.title} is archived in the
            folder <code>archives/{started.archive.name}</code> on the server ({started.archive.counts.participants}{' '}
            participants, {started.archive.counts.checkIns} check-ins, {started.archive.counts.kits} kits). Download its
            files:
          </p>
          <ArchiveDownloads
            archive={started.archive.name}
            files={started.archive.csvFiles}
            title={started.archive.title}
          />
        </div>
      )}
      <div className="next-edition-explainer">
        <p>When {editionTitle(edition)} is over, this starts the next one on the live site:</p>
        <ul>
          <li>
            A complete archive of {edition.label} is written on the server (database, pass keys, payment screenshots)
            with CSV files of its participants, payments, registrations, check-ins, kits and accommodation to download.
          </li>
          <li>
            Participants, their payments, registrations, check-ins, kits and accommodation are cleared from the live
            site.
          </li>
          <li>
            Staff accounts, settings, fees, the events and workshops (to re-date), the team and the contacts are kept.
          </li>
          <li>
            Last year&apos;s entry passes stop working, and participant IDs start again from 0001 with the new prefix.
          </li>
          <li>
            Every scanner desk downloads a fresh roster at its next sync; scans still waiting on a desk are kept with
            the archive.
          </li>
          <li>Registration opens now, with no closing time; change it under the edition settings when you know it.</li>
        </ul>
      </div>
      <form className="settings-form" onSubmit={submit} noValidate>
        <div className="admin-form-grid">
          <TextField
            label="New edition label"
            name="label"
            value={draft.label}
            onValueChange={set('label')}
            error={errors.label}
            hint="Such as 26-27."
            required
          />
          <TextField
            label="Symposium name (optional)"
            name="name"
            value={draft.name}
            onValueChange={set('name')}
            error={errors.name}
            hint={`Left empty, it stays ${edition.name}.`}
          />
          <TextField
            label="Start date"
            name="startDate"
            type="date"
            value={draft.startDate}
            onValueChange={set('startDate')}
            error={errors.startDate}
            required
          />
          <TextField
            label="End date"
            name="endDate"
            type="date"
            value={draft.endDate}
            onValueChange={set('endDate')}
            error={errors.endDate}
            required
          />
          <TextField
            label="Participant ID prefix"
            name="participantIdPrefix"
            value={draft.participantIdPrefix}
            onValueChange={set('participantIdPrefix')}
            error={errors.participantIdPrefix}
            hint="IDs then read PREFIX-0001, such as SYM26-0001."
            autoCapitalize="characters"
            required
          />
        </div>
        <TextField
          label={`Type the current edition's label, ${edition.label}, to confirm`}
          name="confirm"
          value={draft.confirm}
          onValueChange={set('confirm')}
          error={errors.confirm}
          autoComplete="off"
          spellCheck={false}
        />
        <FormAlert message={failure} takeFocus />
        <div className="admin-dialog-actions">
          <BusyButton type="submit" className="btn btn-outline btn-danger" busy={busy} disabled={!confirmed && !busy}>
            {busy ? 'Archiving and starting...' : 'Start the next edition'}
          </BusyButton>
        </div>
      </form>
    </section>
  );
}
