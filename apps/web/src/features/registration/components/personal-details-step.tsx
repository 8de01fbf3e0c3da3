import { normalisePhone } from '@symposium/schema/normalise';
import { LIMITS } from '@symposium/schema/constants';
import { M } from '@symposium/schema/messages';
import type { FormEvent } from 'react';
import { EmailField } from '../../../components/ui/email-field';
import { PasswordField } from '../../../components/ui/password-field';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { fieldBinder } from '../../../lib/bind-field';
import { focusOnMountInPlace } from '../../../lib/focus-on-mount';
import type { FieldErrors } from '../../../lib/form-errors';
import type { PersonalDetails } from '../register-form-state';

const YEAR_OPTIONS = [
  { value: '1', label: '1st Year' },
  { value: '2', label: '2nd Year' },
  { value: '3', label: '3rd Year' },
  { value: '4', label: '4th Year' },
] as const;

interface PersonalDetailsStepProps {
  /** The person came here from the other step: the title takes focus. */
  focusTitle: boolean;
  values: PersonalDetails;
  errors: FieldErrors;
  onChange: (field: keyof PersonalDetails, value: string) => void;
  onContinue: () => void;
}

export function PersonalDetailsStep({ focusTitle, values, errors, onChange, onContinue }: PersonalDetailsStepProps) {
  const field = fieldBinder(values, errors, onChange);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onContinue();
  }

  return (
    <form className="form" onSubmit={handleSubmit} noValidate aria-labelledby="register-step-title">
      <h2
        id="register-step-title"
        className="form-section-title"
        tabIndex={-1}
        ref={focusTitle ? focusOnMountInPlace : undefined}
      >
        Personal Details
      </h2>
      <div className="form-grid">
        <TextField
          label="First Name"
          autoComplete="given-name"
          maxLength={LIMITS.firstNameMax}
          {...field('firstName')}
          error={errors.firstName ?? errors.name}
        />
        <TextField label="Last Name" autoComplete="family-name" maxLength={LIMITS.lastNameMax} {...field('lastName')} />
        <EmailField maxLength={LIMITS.emailMax} {...field('email')} />
        <TextField
          label="Phone"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          {...field('phone', normalisePhone)}
          hint="10 digits, starting with 6, 7, 8 or 9"
        />
        <TextField
          label="College"
          autoComplete="organization"
          maxLength={LIMITS.collegeMax}
          {...field('college')}
          hint={M.collegeHint}
        />
        <TextField
          label="Department"
          maxLength={LIMITS.departmentMax}
          {...field('department')}
          hint={M.departmentHint}
        />
        <SelectField label="Year of Study" placeholder="Select year" options={YEAR_OPTIONS} {...field('year')} />
        <TextField
          label="College Location"
          autoComplete="address-level2"
          maxLength={LIMITS.collegeLocationMax}
          {...field('collegeLocation')}
        />
        <PasswordField label="Password" autoComplete="new-password" {...field('password')} />
        <PasswordField label="Confirm Password" autoComplete="new-password" {...field('confirmPassword')} />
      </div>
      <button type="submit" className="btn btn-primary btn-block">
        Continue to Payment
      </button>
    </form>
  );
}
