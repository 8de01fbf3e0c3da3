import { ADMIN_ALERTS } from '@symposium/schema/admin-alerts';
import { useState } from 'react';
import type { z } from 'zod';
import { useToast } from '../../../components/admin/toast-context';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { type FieldErrors, fieldErrorsFromZod, firstOfEach, focusFirstError } from '../../../lib/form-errors';

interface SaveOptions<P> {
  schema: z.ZodType;
  payload: P;
  fieldOrder: readonly string[];
  /** Nested values shown in fields of their own, e.g. { 'time.end': 'timeEnd' } (lib/form-errors.ts). */
  nestedFields?: Readonly<Record<string, string>>;
  editing: boolean;
  send: (payload: P) => Promise<unknown>;
  onSaved: () => void;
}

/**
 * Checks the form with the same schema the API uses (docs/product.md#events-and-workshops-catalogue), sends it, and shows
 * 'Created successfully!' / 'Updated successfully!' as a toast, or the failure ('Failed to save. Check
 * console.' or the server's reason) once, inside the form.
 */
export function useSaveItem() {
  const toast = useToast();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function save<P>({ schema, payload, fieldOrder, nestedFields, editing, send, onSaved }: SaveOptions<P>) {
    setFailure(null);
    const checked = schema.safeParse(payload);
    if (!checked.success) {
      const found = fieldErrorsFromZod(checked.error, nestedFields);
      setErrors(found);
      focusFirstError(found, fieldOrder);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      await send(payload);
      toast.show(editing ? ADMIN_ALERTS.updated : ADMIN_ALERTS.created);
      onSaved();
    } catch (error) {
      console.error('Saving failed', error);
      if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0) {
        const found = firstOfEach(error.fieldErrors);
        setErrors(found);
        focusFirstError(found, fieldOrder);
      }
      // Once, inside the form (FormAlert is role="alert"): a toast repeating it would be read out twice.
      setFailure(errorMessage(error, ADMIN_ALERTS.saveFailed));
    } finally {
      setSaving(false);
    }
  }

  return { errors, failure, saving, save };
}
