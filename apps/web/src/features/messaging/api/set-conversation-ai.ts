import { useMutation } from '@tanstack/react-query';

import { api } from '../../../lib/api/client';
import { callApi } from '../../../lib/api/call-api';
import { useRefreshMessaging } from './use-refresh-messaging';

/** The 'AI Active' switch of one conversation: paused, the co-host only suggests. */
export function setConversationAi(input: { conversationId: string; paused: boolean }) {
  return callApi(
    () => api.PUT('/api/conversations/{conversationId}/ai', { params: { path: { conversationId: input.conversationId } }, body: { paused: input.paused } }),
    input.paused ? 'Failed to pause the co-host' : 'Failed to resume the co-host',
  );
}

export function useSetConversationAi() {
  const refresh = useRefreshMessaging();
  return useMutation({ mutationFn: setConversationAi, onSettled: refresh });
}
