import { editionNights } from '@symposium/schema/edition';
import { deskStayCharge, deskStaySchema } from '@symposium/schema/accommodation';
import type { StaffUserView } from '@symposium/schema/admin-users';
import { type Gender, GENDERS } from '@symposium/schema/constants';
import { ErrorCode } from '@symposium/schema/error-codes';
import { M } from '@symposium/schema/messages';
import { type FormEvent, useState } from 'react';
import { useToast } from '../../../components/admin/toast-context';
import { BusyButton } from '../../../components/ui/busy-button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { NightToggles } from '../../../components/ui/date-toggle';
import { FieldError } from '../../../components/ui/field-error';
import { FormAlert } from '../../../components/ui/form-alert';
import { Modal } from '../../../components/ui/modal';
import { SelectField } from '../../../components/ui/select-field';
import { ApiError, errorMessage, loadErrorMessage } from '../../../lib/api-client';
import { type FieldErrors, fieldErrorsFromZod } from '../../../lib/form-errors';
import { useSiteConfig } from '../../../lib/site-config';
import { useRemoteData } from '../../../lib/use-remote-data';
import { addStayAtDesk } from '../api/add-stay';
import { getParticipantStays } from '../api/get-participant-stays';
import { ExistingStayNotice } from './existing-stay-notice';
import { ParticipantPicker } from './participant-picker';

const GENDER_OPTIONS = GENDERS.map((gender) => ({ value: gender, label: gender === 'male' ? 'Male' : 'Female' }));
const NIGHTS_ERROR_ID = 'add-stay-nights-error';

interface AddStayDialogProps {
  onClose: () => void;
  onAdded: () => void;
}

/**
 * A registered participant asks for a room at the desk (docs/decisions/0035-stays-added-at-the-desk.md, "A stay added at the desk"): find them,
 * then the nights, gender and rules of their own request, checked by the same deskStaySchema as the API. A participant
 * who already has a requested or confirmed stay is shown it as soon as they are chosen, and no second one is offered
 * (the API still refuses one that another desk added meanwhile).
 */
export function AddStayDialog({ onClose, onAdded }: AddStayDialogProps) {
  const toast = useToast();
  const { config } = useSiteConfig();
  const [participant, setParticipant] = useState<StaffUserView | null>(null);
  const [dates, setDates] = useState<string[]>([]);
  const [gender, setGender] = useState<Gender | ''>('');
  const [accepted, setAccepted] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const stays = useRemoteData(
    `admin:participant-stays:${participant?._id ?? ''}`,
    participant ? () => getParticipantStays(participant._id) : null,
  );
  // Until the answer for this participant is in, `data` may still be the previous participant's.
  const checkingStay = participant !== null && stays.loading;
  const knownStays = participant && !checkingStay && !stays.error ? stays.data : null;
  const existingStay = knownStays?.find((stay) => stay.status !== 'cancelled') ?? null;

  // A field changed: its message goes (it is checked again on the next Add Stay).
  const clearError = (...fields: string[]) =>
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([key]) => !fields.includes(key))));

  function chooseNights(nights: string[]) {
    clearError('accommodationCheckIn');
    setDates(nights);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = deskStaySchema.safeParse({
      userId: participant?._id ?? '',
      accommodationCheckIn: dates[0],
      accommodationCheckOut: dates[dates.length - 1],
      accommodationGender: gender,
      accommodationRulesAccepted: accepted,
    });
    if (!checked.success) {
      setErrors(fieldErrorsFromZod(checked.error));
      return;
    }
    setErrors({});
    setFailure(null);
    setSaving(true);
    try {
      const added = await addStayAtDesk(checked.data);
      toast.show(added.message);
      onAdded();
    } catch (failed) {
      console.error('Adding the stay failed', failed);
      if (failed instanceof ApiError && failed.code === ErrorCode.ACCOMMODATION_ALREADY_ACTIVE) {
        stays.reload(); // another desk added one meanwhile: the notice shows it in place of the form
        return;
      }
      setFailure(errorMessage(failed, 'Failed to add the stay.'));
    } finally {
      setSaving(false);
    }
  }

  // What the API will do (deskStayCharge, the one rule): shown once the participant's earlier stays are known.
  const charge =
    config && participant && knownStays
      ? deskStayCharge(participant.paymentAmount, knownStays, config.accommodationFee)
      : null;
  const nightsError = errors.accommodationCheckIn ?? errors.accommodationCheckOut;

  return (
    <Modal title="Add a Stay" onClose={onClose}>
      <form className="admin-dialog-form" onSubmit={submit} noValidate>
        <p className="modal-text">For a registered participant who asks for a room at the desk.</p>
        <ParticipantPicker
          chosen={participant}
          onChoose={(chosen) => {
            clearError('userId');
            setParticipant(chosen);
          }}
          error={errors.userId}
        />
        {checkingStay && (
          <p className="field-hint" aria-live="polite">
            Checking for an existing stay...
          </p>
        )}
        {participant && Boolean(stays.error) && (
          <p className="field-hint">{loadErrorMessage(stays.error, "the participant's stays")}</p>
        )}
        {existingStay ? (
          <ExistingStayNotice stay={existingStay} />
        ) : (
          <>
            <fieldset
              className="field"
              aria-describedby={NIGHTS_ERROR_ID}
              aria-invalid={nightsError ? true : undefined}
            >
              <legend>Nights</legend>
              <NightToggles
                nights={config ? editionNights(config.edition) : []}
                dates={dates}
                onChange={chooseNights}
              />
              <FieldError id={NIGHTS_ERROR_ID} message={nightsError} />
            </fieldset>
            <SelectField
              label="Gender"
              name="gender"
              placeholder="Select gender"
              options={GENDER_OPTIONS}
              value={gender}
              onValueChange={(value) => {
                clearError('accommodationGender');
                setGender(value as Gender | '');
              }}
              error={nightsError ? undefined : errors.accommodationGender}
            />
            <CheckboxField
              name="acceptRules"
              checked={accepted}
              onCheckedChange={(checked) => {
                clearError('accommodationRulesAccepted');
                setAccepted(checked);
              }}
              error={errors.accommodationRulesAccepted}
            >
              The participant has read and accepts the accommodation rules
            </CheckboxField>
            {charge && charge.amountAfter !== null && (
              <p className="notice notice-info">
                {M.deskStayChargeNotice(participant!.name, { ...charge, amountAfter: charge.amountAfter })}
              </p>
            )}
          </>
        )}
        {/* Below the fields, off screen on a phone: it takes the focus, which brings it into view. */}
        <FormAlert message={failure} takeFocus />
        <div className="admin-dialog-actions">
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            Back
          </button>
          {!existingStay && (
            <BusyButton type="submit" className="btn btn-primary" busy={saving || checkingStay}>
              {saving ? 'Adding...' : 'Add Stay'}
            </BusyButton>
          )}
        </div>
      </form>
    </Modal>
  );
}
