import type { Workshop } from '@symposium/schema/catalogue';
import { WORKSHOP_STATUSES } from '@symposium/schema/catalogue';
import { workshopFormSchema } from '@symposium/schema/catalogue-admin';
import { LIMITS } from '@symposium/schema/constants';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import { saveWorkshop } from '../api/save-catalogue-item';
import { useCatalogueForm } from '../hooks/use-catalogue-form';
import { WORKSHOP_FIELD_ORDER, emptyWorkshopDraft, workshopDraftOf, workshopPayload } from '../workshop-draft';
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

const WORKSHOP_FORM = {
  schema: workshopFormSchema,
  fieldOrder: WORKSHOP_FIELD_ORDER,
  draftOf: workshopDraftOf,
  payloadOf: workshopPayload,
  send: saveWorkshop,
};

interface WorkshopFormModalProps {
  workshop: Workshop | null;
  onClose: () => void;
  onSaved: () => void;
}

/** docs/product.md#events-and-workshops-catalogue: the admin workshop form (required fields marked), its defaults pre-filled. */
export function WorkshopFormModal({ workshop, onClose, onSaved }: WorkshopFormModalProps) {
  const { draft, set, errors, modal } = useCatalogueForm(WORKSHOP_FORM, {
    item: workshop,
    emptyDraft: emptyWorkshopDraft,
    onSaved,
  });
  const fields = { draft, set, errors };

  return (
    <CatalogueFormModal noun="Workshop" {...modal} onClose={onClose}>
      <TextField
        className="span-2"
        label="Workshop title *"
        name="title"
        value={draft.title}
        onValueChange={set('title')}
        error={errors.title}
        maxLength={LIMITS.workshopTitleMax}
      />
      <DescriptionField {...fields} />
      <TextField
        label="Instructor name *"
        name="instructor"
        value={draft.instructorName}
        onValueChange={set('instructorName')}
        error={errors.instructor}
        maxLength={LIMITS.instructorNameMax}
      />
      <TextField
        label="Designation"
        name="instructorDesignation"
        value={draft.instructorDesignation}
        onValueChange={set('instructorDesignation')}
        maxLength={LIMITS.instructorDesignationMax}
      />
      <TextField
        label="Organization"
        name="instructorOrganization"
        value={draft.instructorOrganization}
        onValueChange={set('instructorOrganization')}
        maxLength={LIMITS.instructorOrganizationMax}
      />
      <TextField
        label="Duration (hours) *"
        name="duration"
        type="number"
        min={LIMITS.durationHoursMin}
        value={draft.durationHours}
        onValueChange={set('durationHours')}
        error={errors.duration}
      />
      <VenueField {...fields} />
      <TextField
        label="Date"
        name="date"
        type="date"
        value={draft.date}
        onValueChange={set('date')}
        error={errors.date}
      />
      <TextField
        label="Time"
        name="time"
        value={draft.time}
        onValueChange={set('time')}
        error={errors.time}
        placeholder="10:00 A.M - 1:00 P.M"
        maxLength={LIMITS.workshopTimeMax}
      />
      <MaxParticipantsField {...fields} />
      <DeadlineAndStatusFields {...fields} statuses={WORKSHOP_STATUSES} />
      <CheckInRuleField {...fields} noun="workshop" />
      <TextField
        label="Fee (₹)"
        name="fee"
        type="number"
        min={LIMITS.feeMin}
        value={draft.fee}
        onValueChange={set('fee')}
        error={errors.fee}
      />
      <TextAreaField
        label="Prerequisites (one per line)"
        name="prerequisites"
        value={draft.prerequisites}
        onValueChange={set('prerequisites')}
        rows={2}
      />
      <TextAreaField
        label="Learning outcomes (one per line)"
        name="learningOutcomes"
        value={draft.learningOutcomes}
        onValueChange={set('learningOutcomes')}
        rows={2}
      />
      <TextAreaField
        className="span-2"
        label="Topics (one per line)"
        name="topics"
        value={draft.topics}
        onValueChange={set('topics')}
        rows={2}
      />
      <RulesField {...fields} />
      <CoordinatorFields {...fields} />
    </CatalogueFormModal>
  );
}
