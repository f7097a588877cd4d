import type { MessageTrigger } from '@cohost/shared';
import { useMutation } from '@tanstack/react-query';

import { api } from '../../../lib/api/client';
import { callApi } from '../../../lib/api/call-api';
import { useRefreshMessaging } from './use-refresh-messaging';

export function saveMessageTemplate(input: { trigger: MessageTrigger; enabled: boolean; body: string }) {
  return callApi(
    () => api.PUT('/api/message-templates/{trigger}', { params: { path: { trigger: input.trigger } }, body: { enabled: input.enabled, body: input.body } }),
    'Failed to save the template',
  );
}

/** A template change also changes every stay's scheduled messages that follow it. */
export function useSaveMessageTemplate() {
  const refresh = useRefreshMessaging();
  return useMutation({ mutationFn: saveMessageTemplate, onSettled: refresh });
}
