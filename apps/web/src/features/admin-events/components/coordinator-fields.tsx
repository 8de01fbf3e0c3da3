import { LIMITS } from '@symposium/schema/constants';
import { TextField } from '../../../components/ui/text-field';
import type { CatalogueFieldProps } from '../hooks/use-catalogue-form';

interface CoordinatorFieldsProps extends CatalogueFieldProps {
  /** Events also show the coordinator's email; workshops keep the one they had. */
  email?: { value: string; onChange: (value: string) => void };
}

/** The first coordinator (docs/product.md#events-and-workshops-catalogue: the one shown publicly) in the event and workshop forms. */
export function CoordinatorFields({ draft, set, errors, email }: CoordinatorFieldsProps) {
  return (
    <>
      <TextField
        label="Coordinator name"
        name="coordinators"
        value={draft.coordinatorName}
        onValueChange={set('coordinatorName')}
        error={errors.coordinators}
        maxLength={LIMITS.coordinatorNameMax}
      />
      <TextField
        label="Coordinator phone"
        name="coordinatorPhone"
        type="tel"
        value={draft.coordinatorPhone}
        onValueChange={set('coordinatorPhone')}
        maxLength={LIMITS.coordinatorPhoneMax}
      />
      {email && (
        <TextField
          label="Coordinator email"
          name="coordinatorEmail"
          type="email"
          value={email.value}
          onValueChange={email.onChange}
          maxLength={LIMITS.emailMax}
        />
      )}
    </>
  );
}
