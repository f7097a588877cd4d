import { useMutation } from '@tanstack/react-query';

import { api } from '../../../lib/api/client';
import { callApi } from '../../../lib/api/call-api';
import { useRefreshMessaging } from './use-refresh-messaging';

export function markConversationHandled(conversationId: string) {
  return callApi(() => api.POST('/api/conversations/{conversationId}/handled', { params: { path: { conversationId } } }), 'Failed to mark the conversation handled');
}

export function useMarkConversationHandled() {
  const refresh = useRefreshMessaging();
  return useMutation({ mutationFn: markConversationHandled, onSettled: refresh });
}
