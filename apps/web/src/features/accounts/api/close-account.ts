import { useMutation } from '@tanstack/react-query';

import { api } from '../../../lib/api/client';
import { callAccountApi } from './account-api-request';

/** Closes the account at once (every session ends); the server deletes it 30 days later. */
export function closeAccount() {
  return callAccountApi(() => api.POST('/api/accounts/me/close', { body: { confirmation: 'DELETE' } }), 'Failed to delete your account');
}

export function useCloseAccount() {
  return useMutation({ mutationFn: closeAccount });
}
