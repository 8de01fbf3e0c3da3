import { normalisePhone } from '@symposium/schema/normalise';
import { LIMITS } from '@symposium/schema/constants';
import { M } from '@symposium/schema/messages';
import type { FormEvent } from 'react';
import { EmailField } from '../../../components/ui/email-field';
import { PasswordField } from '../../../components/ui/password-field';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
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
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onContinue();
  }

  return (
    <form className="form" onSubmit={handleSubmit} noValidate aria-labelledby="register-step-title">
      <h2 id="register-step-title" className="form-section-title" tabIndex={-1} ref={focusTitle ? focusOnMountInPlace : undefined}>
        Personal Details
      </h2>
      <div className="form-grid">
        <TextField
          label="First Name"
          name="firstName"
          autoComplete="given-name"
          maxLength={LIMITS.firstNameMax}
          value={values.firstName}
          onValueChange={(v) => onChange('firstName', v)}
          error={errors.firstName ?? errors.name}
        />
        <TextField
          label="Last Name"
          name="lastName"
          autoComplete="family-name"
          maxLength={LIMITS.lastNameMax}
          value={values.lastName}
          onValueChange={(v) => onChange('lastName', v)}
          error={errors.lastName}
        />
        <EmailField
          maxLength={LIMITS.emailMax}
          value={values.email}
          onValueChange={(v) => onChange('email', v)}
          error={errors.email}
        />
        <TextField
          label="Phone"
          name="phone"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          value={values.phone}
          onValueChange={(v) => onChange('phone', normalisePhone(v))}
          error={errors.phone}
          hint="10 digits, starting with 6, 7, 8 or 9"
        />
        <TextField
          label="College"
          name="college"
          autoComplete="organization"
          maxLength={LIMITS.collegeMax}
          value={values.college}
          onValueChange={(v) => onChange('college', v)}
          error={errors.college}
          hint={M.collegeHint}
        />
        <TextField
          label="Department"
          name="department"
          maxLength={LIMITS.departmentMax}
          value={values.department}
          onValueChange={(v) => onChange('department', v)}
          error={errors.department}
          hint={M.departmentHint}
        />
        <SelectField
          label="Year of Study"
          name="year"
          placeholder="Select year"
          options={YEAR_OPTIONS}
          value={values.year}
          onValueChange={(v) => onChange('year', v)}
          error={errors.year}
        />
        <TextField
          label="College Location"
          name="collegeLocation"
          autoComplete="address-level2"
          maxLength={LIMITS.collegeLocationMax}
          value={values.collegeLocation}
          onValueChange={(v) => onChange('collegeLocation', v)}
          error={errors.collegeLocation}
        />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="new-password"
          value={values.password}
          onValueChange={(v) => onChange('password', v)}
          error={errors.password}
        />
        <PasswordField
          label="Confirm Password"
          name="confirmPassword"
          autoComplete="new-password"
          value={values.confirmPassword}
          onValueChange={(v) => onChange('confirmPassword', v)}
          error={errors.confirmPassword}
        />
      </div>
      <button type="submit" className="btn btn-primary btn-block">
        Continue to Payment
      </button>
    </form>
  );
}
