import type { SEND_CHANNELS } from '@cohost/shared';
import { useMutation } from '@tanstack/react-query';

import { api } from '../../../lib/api/client';
import { callApi } from '../../../lib/api/call-api';
import { useRefreshMessaging } from './use-refresh-messaging';

export type SendChannel = (typeof SEND_CHANNELS)[number];

export function sendHostMessage(input: { conversationId: string; body: string; channel: SendChannel }) {
  return callApi(
    () => api.POST('/api/conversations/{conversationId}/messages', { params: { path: { conversationId: input.conversationId } }, body: { body: input.body, channel: input.channel } }),
    'Failed to send the message',
  );
}

export function useSendHostMessage() {
  const refresh = useRefreshMessaging();
  return useMutation({ mutationFn: sendHostMessage, onSettled: refresh });
}
