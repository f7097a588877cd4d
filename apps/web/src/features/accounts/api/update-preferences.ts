import { useIsMutating, useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema';
import { callAccountApi } from './account-api-request';
import { ME_QUERY_KEY } from './get-me';

export type Preferences = components['schemas']['Preferences'];

export function updatePreferences(preferences: Preferences) {
  return callAccountApi(() => api.PUT('/api/accounts/me/preferences', { body: preferences }), 'Failed to save your preferences');
}

const UPDATE_PREFERENCES_KEY = ['accounts', 'update-preferences'] as const;

export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation({ mutationKey: UPDATE_PREFERENCES_KEY, mutationFn: updatePreferences, onSuccess: (me) => queryClient.setQueryData(ME_QUERY_KEY, me) });
}

/** Whether any preferences save is running: each sends the whole set, so they must not overlap. */
export function useIsSavingPreferences(): boolean {
  return useIsMutating({ mutationKey: UPDATE_PREFERENCES_KEY }) > 0;
}
