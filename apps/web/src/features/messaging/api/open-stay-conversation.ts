import { useMutation } from '@tanstack/react-query';

import { api } from '../../../lib/api/client';
import { callApi } from '../../../lib/api/call-api';
import { useRefreshMessaging } from './use-refresh-messaging';

/** "Message guest": the stay's conversation, made if it has none yet. */
export function openStayConversation(reservationId: string) {
  return callApi(() => api.POST('/api/reservations/{reservationId}/conversation', { params: { path: { reservationId } } }), 'Failed to open the conversation with this guest');
}

export function useOpenStayConversation() {
  const refresh = useRefreshMessaging();
  return useMutation({ mutationFn: openStayConversation, onSettled: refresh });
}
