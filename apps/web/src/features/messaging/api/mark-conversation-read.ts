import { useMutation } from '@tanstack/react-query';

import { api } from '../../../lib/api/client';
import { callApi } from '../../../lib/api/call-api';
import { useRefreshMessaging } from './use-refresh-messaging';

export function markConversationRead(conversationId: string) {
  return callApi(() => api.POST('/api/conversations/{conversationId}/read', { params: { path: { conversationId } } }), 'Failed to mark the conversation read');
}

export function useMarkConversationRead() {
  const refresh = useRefreshMessaging();
  return useMutation({ mutationFn: markConversationRead, onSettled: refresh });
}
