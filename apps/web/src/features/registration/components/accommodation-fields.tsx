import { ACCOMMODATION_DATES } from '@symposium/schema/constants';
import { GENDERS } from '@symposium/schema/constants';
import { checkInDayLabel, checkOutDayLabel } from '@symposium/schema/stay-nights';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { SelectField } from '../../../components/ui/select-field';
import { ACCOMMODATION_RULES } from '../../../lib/accommodation-rules';
import type { FieldErrors } from '../../../lib/form-errors';
import type { PaymentDetails } from '../register-form-state';

// Both selects store a night (spec §3: checkInDate ≤ checkOutDate, the CSV's Check-in and Check-out), but a
// participant reads 'Check-out' as the day they leave: the check-out choice names the morning after the last night
// ('Sat, 25 Oct (morning)' for the night of the 24th). docs/decisions.md, "The register form's Check-out".
const CHECK_IN_OPTIONS = ACCOMMODATION_DATES.map((night) => ({ value: night, label: checkInDayLabel(night) }));
const CHECK_OUT_OPTIONS = ACCOMMODATION_DATES.map((night) => ({ value: night, label: checkOutDayLabel(night) }));
const GENDER_OPTIONS = GENDERS.map((gender) => ({ value: gender, label: gender === 'male' ? 'Male' : 'Female' }));

type AccommodationValues = Pick<
  PaymentDetails,
  'needsAccommodation' | 'accommodationRulesAccepted' | 'accommodationCheckIn' | 'accommodationCheckOut' | 'accommodationGender'
>;

interface AccommodationFieldsProps {
  values: AccommodationValues;
  fee: number;
  errors: FieldErrors;
  onChange: <K extends keyof AccommodationValues>(field: K, value: PaymentDetails[K]) => void;
}

/**
 * Spec §9: stays only for the nights of 23 and 24 October 2025, no extensions. The rules and their checkbox are
 * those of /accommodation (spec §5), for a participant who ticks 'I need accommodation' here instead.
 */
export function AccommodationFields({ values, fee, errors, onChange }: AccommodationFieldsProps) {
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
            options={CHECK_IN_OPTIONS}
            value={values.accommodationCheckIn}
            onValueChange={(v) => onChange('accommodationCheckIn', v)}
            error={errors.accommodationCheckIn}
          />
          <SelectField
            label="Check-out"
            name="accommodationCheckOut"
            placeholder="Select date"
            options={CHECK_OUT_OPTIONS}
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
              {ACCOMMODATION_RULES.map((rule) => (
                <li key={rule}>{rule}</li>
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
