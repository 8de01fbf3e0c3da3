import type { Workshop } from '@symposium/schema/catalogue';
import { WORKSHOP_STATUSES } from '@symposium/schema/catalogue';
import { workshopFormSchema } from '@symposium/schema/catalogue-admin';
import { SelectField } from '../../../components/ui/select-field';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import { saveWorkshop } from '../api/save-catalogue-item';
import { useDraft } from '../hooks/use-draft';
import { useSaveItem } from '../hooks/use-save-item';
import { CatalogueFormModal } from './catalogue-form-modal';
import { CoordinatorFields } from './coordinator-fields';
import { WORKSHOP_FIELD_ORDER, type WorkshopDraft, emptyWorkshopDraft, workshopDraftOf, workshopPayload } from '../workshop-draft';

const STATUS_OPTIONS = WORKSHOP_STATUSES.map((status) => ({ value: status, label: status[0].toUpperCase() + status.slice(1) }));

interface WorkshopFormModalProps {
  workshop: Workshop | null;
  onClose: () => void;
  onSaved: () => void;
}

/** Spec §5: the admin workshop form (required fields marked), §9 defaults pre-filled. */
export function WorkshopFormModal({ workshop, onClose, onSaved }: WorkshopFormModalProps) {
  const { draft, set } = useDraft<WorkshopDraft>(() => (workshop ? workshopDraftOf(workshop) : emptyWorkshopDraft()));
  const { errors, failure, saving, save } = useSaveItem();

  const submit = () =>
    void save({
      schema: workshopFormSchema,
      payload: workshopPayload(draft, workshop ?? undefined),
      fieldOrder: WORKSHOP_FIELD_ORDER,
      editing: !!workshop,
      send: (payload) => saveWorkshop(payload, workshop?._id),
      onSaved,
    });

  return (
    <CatalogueFormModal noun="Workshop" editing={!!workshop} saving={saving} failure={failure} onSubmit={submit} onClose={onClose}>
      <TextField className="span-2" label="Workshop title *" name="title" value={draft.title} onValueChange={set('title')} error={errors.title} maxLength={150} />
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
      <TextField label="Instructor name *" name="instructor" value={draft.instructorName} onValueChange={set('instructorName')} error={errors.instructor} maxLength={100} />
      <TextField label="Designation" name="instructorDesignation" value={draft.instructorDesignation} onValueChange={set('instructorDesignation')} maxLength={100} />
      <TextField label="Organization" name="instructorOrganization" value={draft.instructorOrganization} onValueChange={set('instructorOrganization')} maxLength={150} />
      <TextField label="Duration (hours) *" name="duration" type="number" min={1} value={draft.durationHours} onValueChange={set('durationHours')} error={errors.duration} />
      <TextField label="Venue *" name="venue" value={draft.venue} onValueChange={set('venue')} error={errors.venue} maxLength={200} />
      <TextField label="Date" name="date" type="date" value={draft.date} onValueChange={set('date')} error={errors.date} />
      <TextField label="Time" name="time" value={draft.time} onValueChange={set('time')} error={errors.time} placeholder="10:00 A.M - 1:00 P.M" maxLength={50} />
      <TextField
        label="Max participants *"
        name="maxParticipants"
        type="number"
        min={1}
        value={draft.maxParticipants}
        onValueChange={set('maxParticipants')}
        error={errors.maxParticipants}
      />
      <TextField
        label="Registration deadline *"
        name="registrationDeadline"
        type="datetime-local"
        value={draft.registrationDeadline}
        onValueChange={set('registrationDeadline')}
        error={errors.registrationDeadline}
      />
      <SelectField label="Status *" name="status" value={draft.status} onValueChange={set('status')} options={STATUS_OPTIONS} placeholder="Choose a status" error={errors.status} />
      <TextField label="Fee (₹)" name="fee" type="number" min={0} value={draft.fee} onValueChange={set('fee')} error={errors.fee} />
      <TextAreaField label="Prerequisites (one per line)" name="prerequisites" value={draft.prerequisites} onValueChange={set('prerequisites')} rows={2} />
      <TextAreaField label="Learning outcomes (one per line)" name="learningOutcomes" value={draft.learningOutcomes} onValueChange={set('learningOutcomes')} rows={2} />
      <TextAreaField className="span-2" label="Topics (one per line)" name="topics" value={draft.topics} onValueChange={set('topics')} rows={2} />
      <TextAreaField
        className="span-2"
        label="Rules (one per line)"
        name="rules"
        value={draft.rules}
        onValueChange={set('rules')}
        error={errors.rules}
        rows={3}
      />
      <CoordinatorFields
        name={draft.coordinatorName}
        phone={draft.coordinatorPhone}
        error={errors.coordinators}
        onName={set('coordinatorName')}
        onPhone={set('coordinatorPhone')}
      />
    </CatalogueFormModal>
  );
}
