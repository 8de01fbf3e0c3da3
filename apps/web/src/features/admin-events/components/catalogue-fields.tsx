import { LIMITS } from '@symposium/schema/constants';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { SelectField } from '../../../components/ui/select-field';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import type { CatalogueFieldProps } from '../hooks/use-catalogue-form';

// The fields the event and workshop forms share (docs/product.md#events-and-workshops-catalogue), each with its one label, name and limit.
// Each form places them among its own fields, so they come one by one rather than as a block.

export function DescriptionField({ draft, set, errors }: CatalogueFieldProps) {
  return (
    <TextAreaField
      className="span-2"
      label="Description *"
      name="description"
      value={draft.description}
      onValueChange={set('description')}
      error={errors.description}
      rows={3}
      maxLength={LIMITS.descriptionMax}
    />
  );
}

export function VenueField({ draft, set, errors }: CatalogueFieldProps) {
  return (
    <TextField
      label="Venue *"
      name="venue"
      value={draft.venue}
      onValueChange={set('venue')}
      error={errors.venue}
      maxLength={LIMITS.venueMax}
    />
  );
}

export function MaxParticipantsField({ draft, set, errors }: CatalogueFieldProps) {
  return (
    <TextField
      label="Max participants *"
      name="maxParticipants"
      type="number"
      min={LIMITS.maxParticipantsMin}
      value={draft.maxParticipants}
      onValueChange={set('maxParticipants')}
      error={errors.maxParticipants}
    />
  );
}

interface DeadlineAndStatusFieldsProps extends CatalogueFieldProps {
  /** EVENT_STATUSES or WORKSHOP_STATUSES; each is shown capitalised. */
  statuses: readonly string[];
}

export function DeadlineAndStatusFields({ draft, set, errors, statuses }: DeadlineAndStatusFieldsProps) {
  const options = statuses.map((status) => ({ value: status, label: status[0].toUpperCase() + status.slice(1) }));
  return (
    <>
      <TextField
        label="Registration deadline *"
        name="registrationDeadline"
        type="datetime-local"
        value={draft.registrationDeadline}
        onValueChange={set('registrationDeadline')}
        error={errors.registrationDeadline}
      />
      <SelectField
        label="Status *"
        name="status"
        value={draft.status}
        onValueChange={set('status')}
        options={options}
        placeholder="Choose a status"
        error={errors.status}
      />
    </>
  );
}

export function RulesField({ draft, set, errors }: CatalogueFieldProps) {
  return (
    <TextAreaField
      className="span-2"
      label="Rules (one per line)"
      name="rules"
      value={draft.rules}
      onValueChange={set('rules')}
      error={errors.rules}
      rows={3}
    />
  );
}

/** Whether the check-in desk admits only participants registered for this item (docs/sync.md "Check-in rules"). */
export function CheckInRuleField({ draft, set, errors, noun }: CatalogueFieldProps & { noun: 'event' | 'workshop' }) {
  return (
    <div className="span-2">
      <CheckboxField
        name="checkInRequiresRegistration"
        checked={draft.checkInRequiresRegistration === 'true'}
        onCheckedChange={(checked) => set('checkInRequiresRegistration')(checked ? 'true' : 'false')}
        error={errors.checkInRequiresRegistration}
      >
        Check-in only for participants registered for this {noun}
      </CheckboxField>
      <p className="field-hint">
        Unticked, the check-in desk admits anyone whose registration type covers this {noun}. Either way, check-in is
        open from an hour before it starts to an hour after it ends, on its date.
      </p>
    </div>
  );
}
