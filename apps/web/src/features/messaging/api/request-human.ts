import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api/client';
import { callApi } from '../../../lib/api/call-api';
import { guestPageQueryKey } from './get-guest-page';
import { addGuestMessages } from './guest-page-cache';

/** 'Talk to a human': the host is alerted and the conversation is flagged until someone answers. */
export function requestHuman(input: { token: string; body?: string }) {
  return callApi(
    () => api.POST('/api/guest/{token}/human', { params: { path: { token: input.token } }, body: input.body ? { body: input.body } : {} }),
    'Your request could not be sent. Try again.',
  );
}

export function useRequestHuman(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body?: string) => requestHuman({ token, ...(body ? { body } : {}) }),
    onSuccess: ({ messages }) => addGuestMessages(queryClient, token, messages, { humanRequested: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: guestPageQueryKey(token) }),
  });
}
