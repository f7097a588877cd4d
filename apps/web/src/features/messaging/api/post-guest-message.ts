import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api/client';
import { callApi } from '../../../lib/api/call-api';
import { guestPageQueryKey } from './get-guest-page';
import { addGuestMessages } from './guest-page-cache';

export function postGuestMessage(input: { token: string; body: string }) {
  return callApi(() => api.POST('/api/guest/{token}/messages', { params: { path: { token: input.token } }, body: { body: input.body } }), 'Your message could not be sent. Try again.');
}

export function usePostGuestMessage(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => postGuestMessage({ token, body }),
    onSuccess: ({ messages }) => addGuestMessages(queryClient, token, messages),
    onSettled: () => queryClient.invalidateQueries({ queryKey: guestPageQueryKey(token) }),
  });
}
