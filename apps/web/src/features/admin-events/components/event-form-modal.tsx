import type { EventCategory, SymposiumEvent } from '@symposium/schema/catalogue';
import { EVENT_STATUSES } from '@symposium/schema/catalogue';
import { eventFormSchema } from '@symposium/schema/catalogue-admin';
import { SelectField } from '../../../components/ui/select-field';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import { saveEvent } from '../api/save-catalogue-item';
import { EVENT_FIELD_ORDER, EVENT_NESTED_FIELDS, type EventDraft, emptyEventDraft, eventDraftOf, eventPayload } from '../event-draft';
import { useDraft } from '../hooks/use-draft';
import { useSaveItem } from '../hooks/use-save-item';
import { CatalogueFormModal } from './catalogue-form-modal';
import { CoordinatorFields } from './coordinator-fields';

const CATEGORY_OPTIONS = [
  { value: 'technical', label: 'Technical' },
  { value: 'non-technical', label: 'Non-Technical' },
  { value: 'special', label: 'Special' },
] as const;
const TYPE_OPTIONS = [
  { value: 'individual', label: 'Individual' },
  { value: 'team', label: 'Team' },
] as const;
const STATUS_OPTIONS = EVENT_STATUSES.map((status) => ({ value: status, label: status[0].toUpperCase() + status.slice(1) }));

interface EventFormModalProps {
  /** Editing this event, or creating one (optionally in a category). */
  event: SymposiumEvent | null;
  defaultCategory?: EventCategory | '';
  onClose: () => void;
  onSaved: () => void;
}

/** Spec §5: the admin event form (required fields marked), §9 defaults pre-filled. */
export function EventFormModal({ event, defaultCategory = '', onClose, onSaved }: EventFormModalProps) {
  const { draft, set } = useDraft<EventDraft>(() => (event ? eventDraftOf(event) : emptyEventDraft(defaultCategory)));
  const { errors, failure, saving, save } = useSaveItem();

  const submit = () =>
    void save({
      schema: eventFormSchema,
      payload: eventPayload(draft, event ?? undefined),
      fieldOrder: EVENT_FIELD_ORDER,
      nestedFields: EVENT_NESTED_FIELDS,
      editing: !!event,
      send: (payload) => saveEvent(payload, event?._id),
      onSaved,
    });

  return (
    <CatalogueFormModal noun="Event" editing={!!event} saving={saving} failure={failure} onSubmit={submit} onClose={onClose}>
      <TextField label="Event name *" name="name" value={draft.name} onValueChange={set('name')} error={errors.name} maxLength={100} required />
      <SelectField
        label="Category *"
        name="category"
        value={draft.category}
        onValueChange={set('category')}
        options={CATEGORY_OPTIONS}
        placeholder="Choose a category"
        error={errors.category}
      />
      <TextAreaField
        className="span-2"
        label="Description *"
        name="description"
        value={draft.description}
        onValueChange={set('description')}
        error={errors.description}
        rows={3}
        maxLength={2000}
      />
      <SelectField label="Type *" name="type" value={draft.type} onValueChange={set('type')} options={TYPE_OPTIONS} placeholder="Choose" error={errors.type} />
      <TextField label="Venue *" name="venue" value={draft.venue} onValueChange={set('venue')} error={errors.venue} maxLength={200} />
      {draft.type === 'team' && (
        <>
          <TextField label="Team size (min)" name="teamSize" type="number" min={1} value={draft.teamMin} onValueChange={set('teamMin')} error={errors.teamSize} />
          <TextField label="Team size (max)" name="teamMax" type="number" min={1} value={draft.teamMax} onValueChange={set('teamMax')} error={errors.teamMax} />
        </>
      )}
      <TextField label="Date *" name="date" type="date" value={draft.date} onValueChange={set('date')} error={errors.date} />
      <TextField
        label="Max participants *"
        name="maxParticipants"
        type="number"
        min={1}
        value={draft.maxParticipants}
        onValueChange={set('maxParticipants')}
        error={errors.maxParticipants}
      />
      <TextField label="Start time *" name="time" type="time" value={draft.timeStart} onValueChange={set('timeStart')} error={errors.time} />
      <TextField label="End time *" name="timeEnd" type="time" value={draft.timeEnd} onValueChange={set('timeEnd')} error={errors.timeEnd} />
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
        options={STATUS_OPTIONS}
        placeholder="Choose a status"
        error={errors.status}
      />
      <TextAreaField
        className="span-2"
        label="Rules (one per line)"
        name="rules"
        value={draft.rules}
        onValueChange={set('rules')}
        error={errors.rules}
        rows={3}
      />
      <TextField label="First prize" name="prizes" value={draft.prizeFirst} onValueChange={set('prizeFirst')} error={errors.prizes} maxLength={200} />
      <TextField label="Second prize" name="prizeSecond" value={draft.prizeSecond} onValueChange={set('prizeSecond')} maxLength={200} />
      <TextField label="Third prize" name="prizeThird" value={draft.prizeThird} onValueChange={set('prizeThird')} maxLength={200} />
      <CoordinatorFields
        name={draft.coordinatorName}
        phone={draft.coordinatorPhone}
        error={errors.coordinators}
        onName={set('coordinatorName')}
        onPhone={set('coordinatorPhone')}
        email={{ value: draft.coordinatorEmail, onChange: set('coordinatorEmail') }}
      />
    </CatalogueFormModal>
  );
}
