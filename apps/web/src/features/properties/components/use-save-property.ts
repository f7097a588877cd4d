import { PropertyInputSchema, type Property, type PropertyInput } from '@cohost/shared';
import { useState } from 'react';

import { describeApiError } from '../../../lib/api/call-api';
import { apiFieldErrors, zodFieldErrors, type FieldErrors } from '../../../lib/form-errors';
import { toastError, toastSuccess } from '../../../lib/toast';
import { toPropertyInput, useUpdateProperty } from '../api/update-property';

/**
 * Saves part of a property (a tab's fields) as the whole PUT the API takes: checked first with the
 * server's own schema, then the server's field problems shown where they belong.
 */
export function useSaveProperty(property: Property) {
  const update = useUpdateProperty();
  const [errors, setErrors] = useState<FieldErrors>({});
  async function save(changes: Partial<PropertyInput>, successMessage: string): Promise<boolean> {
    const input = { ...toPropertyInput(property), ...changes };
    const checked = PropertyInputSchema.safeParse(input);
    if (!checked.success) {
      setErrors(zodFieldErrors(checked.error));
      toastError('Some fields need your attention.');
      return false;
    }
    try {
      await update.mutateAsync({ propertyId: property.id, input });
      setErrors({});
      toastSuccess(successMessage);
      return true;
    } catch (error) {
      setErrors(apiFieldErrors(error));
      toastError(describeApiError(error, 'Failed to save the property'));
      return false;
    }
  }
  return { save, errors, isSaving: update.isPending };
}
