import { useMutation } from '@tanstack/react-query';

import { api } from '../../../lib/api/client';
import { callApi } from '../../../lib/api/call-api';
import { useRefreshMessaging } from './use-refresh-messaging';

export function checkPlatformMailbox() {
  return callApi(() => api.POST('/api/platform-mailbox/check'), 'Failed to check the platform mailbox');
}

/** Reads the mailbox now: new guest messages join their conversations, the mail list grows. */
export function useCheckPlatformMailbox() {
  const refresh = useRefreshMessaging();
  return useMutation({ mutationFn: checkPlatformMailbox, onSettled: refresh });
}
