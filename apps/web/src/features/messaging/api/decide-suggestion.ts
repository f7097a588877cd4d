import { useMutation } from '@tanstack/react-query';

import { api } from '../../../lib/api/client';
import { callApi } from '../../../lib/api/call-api';
import { useRefreshMessaging } from './use-refresh-messaging';

interface SuggestionRef {
  conversationId: string;
  messageId: string;
  version: number;
}

/** Sends a co-host Suggestion as it is, or with the host's text (`body`). */
export function sendSuggestion(input: SuggestionRef & { body?: string }) {
  return callApi(
    () =>
      api.POST('/api/conversations/{conversationId}/suggestions/{messageId}/send', {
        params: { path: { conversationId: input.conversationId, messageId: input.messageId } },
        body: { version: input.version, ...(input.body === undefined ? {} : { body: input.body }) },
      }),
    'Failed to send the suggestion',
  );
}

export function discardSuggestion(input: SuggestionRef) {
  return callApi(
    () =>
      api.POST('/api/conversations/{conversationId}/suggestions/{messageId}/discard', {
        params: { path: { conversationId: input.conversationId, messageId: input.messageId } },
        body: { version: input.version },
      }),
    'Failed to discard the suggestion',
  );
}

export function useSendSuggestion() {
  const refresh = useRefreshMessaging();
  return useMutation({ mutationFn: sendSuggestion, onSettled: refresh });
}

export function useDiscardSuggestion() {
  const refresh = useRefreshMessaging();
  return useMutation({ mutationFn: discardSuggestion, onSettled: refresh });
}
