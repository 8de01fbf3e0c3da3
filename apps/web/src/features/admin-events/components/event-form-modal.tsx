import type { EventCategory, SymposiumEvent } from '@symposium/schema/catalogue';
import { EVENT_STATUSES } from '@symposium/schema/catalogue';
import { eventFormSchema } from '@symposium/schema/catalogue-admin';
import { LIMITS } from '@symposium/schema/constants';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { saveEvent } from '../api/save-catalogue-item';
import { EVENT_FIELD_ORDER, EVENT_NESTED_FIELDS, emptyEventDraft, eventDraftOf, eventPayload } from '../event-draft';
import { useCatalogueForm } from '../hooks/use-catalogue-form';
import {
  CheckInRuleField,
  DeadlineAndStatusFields,
  DescriptionField,
  MaxParticipantsField,
  RulesField,
  VenueField,
} from './catalogue-fields';
import { CatalogueFormModal } from './catalogue-form-modal';
import { CoordinatorFields } from './coordinator-fields';

const EVENT_FORM = {
  schema: eventFormSchema,
  fieldOrder: EVENT_FIELD_ORDER,
  nestedFields: EVENT_NESTED_FIELDS,
  draftOf: eventDraftOf,
  payloadOf: eventPayload,
  send: saveEvent,
};
const CATEGORY_OPTIONS = [
  { value: 'technical', label: 'Technical' },
  { value: 'non-technical', label: 'Non-Technical' },
  { value: 'special', label: 'Special' },
] as const;
const TYPE_OPTIONS = [
  { value: 'individual', label: 'Individual' },
  { value: 'team', label: 'Team' },
] as const;

interface EventFormModalProps {
  /** Editing this event, or creating one (optionally in a category). */
  event: SymposiumEvent | null;
  defaultCategory?: EventCategory | '';
  onClose: () => void;
  onSaved: () => void;
}

/** docs/product.md#events-and-workshops-catalogue: the admin event form (required fields marked), its defaults pre-filled. */
export function EventFormModal({ event, defaultCategory = '', onClose, onSaved }: EventFormModalProps) {
  const { draft, set, errors, modal } = useCatalogueForm(EVENT_FORM, {
    item: event,
    emptyDraft: () => emptyEventDraft(defaultCategory),
    onSaved,
  });
  const fields = { draft, set, errors };

  return (
    <CatalogueFormModal noun="Event" {...modal} onClose={onClose}>
      <TextField
        label="Event name *"
        name="name"
        value={draft.name}
        onValueChange={set('name')}
        error={errors.name}
        maxLength={LIMITS.eventNameMax}
        required
      />
      <SelectField
        label="Category *"
        name="category"
        value={draft.category}
        onValueChange={set('category')}
        options={CATEGORY_OPTIONS}
        placeholder="Choose a category"
        error={errors.category}
      />
      <DescriptionField {...fields} />
      <SelectField
        label="Type *"
        name="type"
        value={draft.type}
        onValueChange={set('type')}
        options={TYPE_OPTIONS}
        placeholder="Choose"
        error={errors.type}
      />
      <VenueField {...fields} />
      {draft.type === 'team' && (
        <>
          <TextField
            label="Team size (min)"
            name="teamSize"
            type="number"
            min={LIMITS.teamSizeMin}
            value={draft.teamMin}
            onValueChange={set('teamMin')}
            error={errors.teamSize}
          />
          <TextField
            label="Team size (max)"
            name="teamMax"
            type="number"
            min={LIMITS.teamSizeMin}
            value={draft.teamMax}
            onValueChange={set('teamMax')}
            error={errors.teamMax}
          />
        </>
      )}
      <TextField
        label="Date *"
        name="date"
        type="date"
        value={draft.date}
        onValueChange={set('date')}
        error={errors.date}
      />
      <MaxParticipantsField {...fields} />
      <TextField
        label="Start time *"
        name="time"
        type="time"
        value={draft.timeStart}
        onValueChange={set('timeStart')}
        error={errors.time}
      />
      <TextField
        label="End time *"
        name="timeEnd"
        type="time"
        value={draft.timeEnd}
        onValueChange={set('timeEnd')}
        error={errors.timeEnd}
      />
      <DeadlineAndStatusFields {...fields} statuses={EVENT_STATUSES} />
      <CheckInRuleField {...fields} noun="event" />
      <RulesField {...fields} />
      <TextField
        label="First prize"
        name="prizes"
        value={draft.prizeFirst}
        onValueChange={set('prizeFirst')}
        error={errors.prizes}
        maxLength={LIMITS.prizeMax}
      />
      <TextField
        label="Second prize"
        name="prizeSecond"
        value={draft.prizeSecond}
        onValueChange={set('prizeSecond')}
        maxLength={LIMITS.prizeMax}
      />
      <TextField
        label="Third prize"
        name="prizeThird"
        value={draft.prizeThird}
        onValueChange={set('prizeThird')}
        maxLength={LIMITS.prizeMax}
      />
      <CoordinatorFields {...fields} email={{ value: draft.coordinatorEmail, onChange: set('coordinatorEmail') }} />
    </CatalogueFormModal>
  );
}
