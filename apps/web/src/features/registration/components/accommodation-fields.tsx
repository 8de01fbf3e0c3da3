import { GENDERS } from '@symposium/schema/constants';
import { editionNights, fillEditionText, type Edition } from '@symposium/schema/edition';
import { checkInDayLabel, checkOutDayLabel } from '@symposium/schema/stay-nights';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { SelectField } from '../../../components/ui/select-field';
import type { FieldErrors } from '../../../lib/form-errors';
import type { PaymentDetails } from '../register-form-state';

// Both selects store a night (docs/product.md#accommodation: checkInDate ≤ checkOutDate, the CSV's Check-in and Check-out), but a
// participant reads 'Check-out' as the day they leave: the check-out choice names the morning after the last night
// ('Sat, 25 Oct (morning)' for the night of the 24th). docs/decisions/0034-accommodation-nights-rooms-confirmation.md, "The register form's Check-out".
const checkInOptions = (nights: string[]) => nights.map((night) => ({ value: night, label: checkInDayLabel(night) }));
const checkOutOptions = (nights: string[]) => nights.map((night) => ({ value: night, label: checkOutDayLabel(night) }));
const GENDER_OPTIONS = GENDERS.map((gender) => ({ value: gender, label: gender === 'male' ? 'Male' : 'Female' }));

type AccommodationValues = Pick<
  PaymentDetails,
  | 'needsAccommodation'
  | 'accommodationRulesAccepted'
  | 'accommodationCheckIn'
  | 'accommodationCheckOut'
  | 'accommodationGender'
>;

interface AccommodationFieldsProps {
  values: AccommodationValues;
  fee: number;
  /** The edition: its nights are the stays on offer, its accommodation rules the ones accepted. */
  edition: Edition;
  errors: FieldErrors;
  onChange: <K extends keyof AccommodationValues>(field: K, value: PaymentDetails[K]) => void;
}

/**
 * docs/product.md#accommodation: stays only for the edition's nights, no extensions. The rules and their checkbox are those of
 * /accommodation (docs/product.md#accommodation), for a participant who ticks 'I need accommodation' here instead.
 */
export function AccommodationFields({ values, fee, edition, errors, onChange }: AccommodationFieldsProps) {
  const nights = editionNights(edition);
  return (
    <fieldset className="form-section">
      <legend className="form-section-title">Accommodation</legend>
      <CheckboxField
        name="needsAccommodation"
        checked={values.needsAccommodation}
        onCheckedChange={(checked) => onChange('needsAccommodation', checked)}
      >
        I need accommodation (+₹{fee})
      </CheckboxField>
      {values.needsAccommodation && (
        <div className="form-grid form-grid-3">
          <SelectField
            label="Check-in"
            name="accommodationCheckIn"
            placeholder="Select date"
            options={checkInOptions(nights)}
            value={values.accommodationCheckIn}
            onValueChange={(v) => onChange('accommodationCheckIn', v)}
            error={errors.accommodationCheckIn}
          />
          <SelectField
            label="Check-out"
            name="accommodationCheckOut"
            placeholder="Select date"
            options={checkOutOptions(nights)}
            value={values.accommodationCheckOut}
            onValueChange={(v) => onChange('accommodationCheckOut', v)}
            error={errors.accommodationCheckOut}
          />
          <SelectField
            label="Gender"
            name="accommodationGender"
            placeholder="Select gender"
            options={GENDER_OPTIONS}
            value={values.accommodationGender}
            onValueChange={(v) => onChange('accommodationGender', v as AccommodationValues['accommodationGender'])}
            error={errors.accommodationGender}
          />
        </div>
      )}
      {values.needsAccommodation && (
        <>
          <details className="rules-disclosure">
            <summary>Read the accommodation rules</summary>
            <ol className="rules-list">
              {edition.accommodationRules.map((rule) => (
                <li key={rule}>{fillEditionText(rule, edition)}</li>
              ))}
            </ol>
          </details>
          <CheckboxField
            name="accommodationRulesAccepted"
            checked={values.accommodationRulesAccepted}
            onCheckedChange={(checked) => onChange('accommodationRulesAccepted', checked)}
            error={errors.accommodationRulesAccepted}
          >
            I have read and accept the accommodation rules
          </CheckboxField>
        </>
      )}
    </fieldset>
  );
}
