import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema';
import { callAccountApi } from './account-api-request';
import { ME_QUERY_KEY } from './get-me';

export type Profile = components['schemas']['Profile'];

export function updateProfile(profile: Profile) {
  return callAccountApi(() => api.PUT('/api/accounts/me/profile', { body: profile }), 'Failed to save your profile');
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateProfile, onSuccess: (me) => queryClient.setQueryData(ME_QUERY_KEY, me) });
}
