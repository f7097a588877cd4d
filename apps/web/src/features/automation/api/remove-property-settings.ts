import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api/client';
import { callApi } from '../../../lib/api/call-api';
import { AUTOMATION_QUERY_KEY } from './get-autonomy-settings';

/** Drops a property's own settings: it follows the workspace's again. */
export function removePropertySettings(propertyId: string) {
  return callApi(
    () => api.DELETE('/api/ai-settings/properties/{propertyId}', { params: { path: { propertyId } } }),
    'Failed to switch the property back to the workspace settings',
  );
}

export function useRemovePropertySettings() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removePropertySettings, onSuccess: () => queryClient.invalidateQueries({ queryKey: AUTOMATION_QUERY_KEY }) });
}
