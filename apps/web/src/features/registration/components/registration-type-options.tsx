import { CATEGORY_SYMBOLS } from '@symposium/schema/catalogue';
import {
  REGISTRATION_FEES,
  REGISTRATION_TYPE_LABELS,
  REGISTRATION_TYPES,
  type RegistrationType,
} from '@symposium/schema/fees';
import { FieldError } from '../../../components/ui/field-error';
import { SymbolMark, type SymbolShape } from '../../../components/ui/symbol-mark';

// 'Workshop only' carries the workshops' own star (docs/decisions/0057-a-symbol-for-workshops.md), not an event category's mark.
const TYPE_SHAPES: Record<RegistrationType, SymbolShape> = {
  general: 'circle',
  workshop: CATEGORY_SYMBOLS.workshop,
  both: 'square',
};

const TYPE_DETAILS: Record<RegistrationType, string> = {
  general: 'Entry to the technical, non-technical and special events.',
  workshop: 'Entry to the hands-on workshops.',
  both: 'Events and workshops: the full game.',
};

interface RegistrationTypeOptionsProps {
  value: RegistrationType | '';
  /** From GET /config; the schema's fees stand in while it loads or when offline. */
  fees: Record<RegistrationType, number> | undefined;
  error?: string;
  onChange: (type: RegistrationType) => void;
}

export function RegistrationTypeOptions({ value, fees, error, onChange }: RegistrationTypeOptionsProps) {
  return (
    <fieldset className="field" aria-describedby="registration-type-error">
      <legend>Registration Type</legend>
      <div className="option-cards">
        {REGISTRATION_TYPES.map((type) => (
          <label key={type} className={`option-card ${value === type ? 'is-selected' : ''}`}>
            <input
              type="radio"
              name="registrationType"
              value={type}
              checked={value === type}
              onChange={() => onChange(type)}
              aria-invalid={error ? true : undefined}
            />
            <SymbolMark shape={TYPE_SHAPES[type]} size={22} tone={value === type ? 'primary' : 'secondary'} />
            <span className="option-card-body">
              <span className="option-card-title">{REGISTRATION_TYPE_LABELS[type]}</span>
              <span className="option-card-detail">{TYPE_DETAILS[type]}</span>
            </span>
            <span className="option-card-price">₹{(fees ?? REGISTRATION_FEES)[type]}</span>
          </label>
        ))}
      </div>
      <FieldError id="registration-type-error" message={error} />
    </fieldset>
  );
}
