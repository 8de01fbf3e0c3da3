import type { Edition } from '@symposium/schema/edition';
import { editionSchema } from '@symposium/schema/edition-schema';
import { type FormEvent, useState } from 'react';
import { useToast } from '../../../components/admin/toast-context';
import { BusyButton } from '../../../components/ui/busy-button';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { type FieldErrors, focusFirstError } from '../../../lib/form-errors';
import { saveEdition } from '../api/edition';
import {
  EDITION_FIELD_ORDER,
  type EditionDraft,
  editionDraftOf,
  editionFieldOf,
  editionInputOf,
} from '../edition-draft';
import { ContactsEditor, SocialsEditor } from './list-editors';

const TOKENS_HINT = 'One per line. {reportBy}, {dates}, {nights}, {name} and {venue} are filled in from the edition.';

/** Every field of the edition (admin only); saved whole through PUT /admin/settings and checked by the same schema there. */
export function EditionForm({ edition, onSaved }: { edition: Edition; onSaved: () => void }) {
  const toast = useToast();
  const [draft, setDraft] = useState<EditionDraft>(() => editionDraftOf(edition));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const set = (key: keyof EditionDraft) => (value: string) => setDraft((d) => ({ ...d, [key]: value }));
  const field = (key: keyof EditionDraft & string) => ({
    name: key,
    value: draft[key] as string,
    onValueChange: set(key),
    error: errors[key],
  });

  function show(found: FieldErrors) {
    setErrors(found);
    focusFirstError(found, [...EDITION_FIELD_ORDER, ...Object.keys(found)]);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const checked = editionSchema.safeParse(editionInputOf(draft));
    if (!checked.success) {
      const found: FieldErrors = {};
      for (const issue of checked.error.issues)
        found[editionFieldOf(issue.path.map(String).join('.'))] ??= issue.message;
      show(found);
      setFailure('Some fields need attention: see the messages below them.');
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const result = await saveEdition(checked.data);
      toast.show(result.message || 'Edition saved');
      onSaved();
    } catch (error) {
      console.error('Saving the edition failed', error);
      if (error instanceof ApiError && error.fieldErrors) {
        const found: FieldErrors = {};
        for (const [path, messages] of Object.entries(error.fieldErrors)) found[editionFieldOf(path)] ??= messages[0];
        show(found);
      }
      setFailure(errorMessage(error, 'The edition could not be saved.'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form className="settings-form" onSubmit={submit} noValidate aria-label="Edition">
      <fieldset className="admin-panel settings-group">
        <legend className="admin-section-title">Identity</legend>
        <div className="admin-form-grid">
          <TextField label="Symposium name" {...field('name')} hint="The logo and every title: 'MECH SYMPOSIUM'." />
          <TextField label="Edition label" {...field('label')} hint="After the name: '25-26'." />
          <TextField label="Tagline" {...field('tagline')} className="span-2" />
          <TextField label="College name" {...field('collegeName')} />
          <TextField label="Association name" {...field('associationName')} />
        </div>
      </fieldset>
      <fieldset className="admin-panel settings-group">
        <legend className="admin-section-title">Dates and registration</legend>
        <div className="admin-form-grid">
          <TextField label="First day" type="date" {...field('startDate')} />
          <TextField
            label="Last day"
            type="date"
            {...field('endDate')}
            hint="1 to 5 days. Accommodation is for these nights."
          />
          <TextField label="Time zone" {...field('timeZone')} hint="The venue's clock, such as Asia/Kolkata." />
          <TextField label="Report to the desk by" type="time" {...field('reportBy')} hint="On the first day." />
          <TextField
            label="Registration opens"
            type="datetime-local"
            {...field('opensAt')}
            hint="On the venue's clock."
          />
          <TextField
            label="Registration closes"
            type="datetime-local"
            {...field('closesAt')}
            hint="Leave empty to close with the games."
          />
          <TextField
            label="Player capacity"
            type="number"
            min={1}
            {...field('playerCapacity')}
            hint="Registrations not rejected count."
          />
          <TextField label="Participant ID prefix" {...field('participantIdPrefix')} hint="New IDs read PREFIX-0001." />
        </div>
      </fieldset>
      <fieldset className="admin-panel settings-group">
        <legend className="admin-section-title">Venue and contact</legend>
        <div className="admin-form-grid">
          <TextField label="Venue name" {...field('venueName')} />
          <TextField label="Support email (public)" type="email" {...field('supportEmail')} />
          <TextField label="Venue address" {...field('venueAddress')} className="span-2" />
          <TextField
            label="Map link"
            type="url"
            placeholder="https://maps.app.goo.gl/…"
            {...field('mapUrl')}
            className="span-2"
          />
        </div>
        <h3 className="admin-subsection-title">Contact people</h3>
        <ContactsEditor
          items={draft.contacts}
          errors={errors}
          onChange={(contacts) => setDraft((d) => ({ ...d, contacts }))}
        />
        <h3 className="admin-subsection-title">Social links</h3>
        <SocialsEditor
          items={draft.socials}
          errors={errors}
          onChange={(socials) => setDraft((d) => ({ ...d, socials }))}
        />
      </fieldset>
      <fieldset className="admin-panel settings-group">
        <legend className="admin-section-title">Texts</legend>
        <p className="admin-note">{TOKENS_HINT}</p>
        <div className="admin-form-grid">
          <TextAreaField label="Terms and conditions" rows={8} {...field('terms')} className="span-2" />
          <TextAreaField
            label="Instructions on the entry pass page"
            rows={5}
            {...field('instructions')}
            className="span-2"
          />
          <TextAreaField label="Accommodation rules" rows={6} {...field('accommodationRules')} className="span-2" />
        </div>
      </fieldset>
      <fieldset className="admin-panel settings-group">
        <legend className="admin-section-title">Registration kits</legend>
        <p className="admin-note">One item per line; a count first for more than one, such as '2 × Pen'.</p>
        <div className="admin-form-grid">
          <TextAreaField label="General" rows={6} {...field('kitGeneral')} />
          <TextAreaField label="Workshop only" rows={6} {...field('kitWorkshop')} />
          <TextAreaField label="Both" rows={6} {...field('kitBoth')} className="span-2" />
        </div>
      </fieldset>
      <FormAlert message={failure} />
      <div className="admin-dialog-actions">
        <BusyButton type="submit" className="btn btn-primary" busy={saving}>
          {saving ? 'Saving...' : 'Save edition'}
        </BusyButton>
      </div>
    </form>
  );
}
