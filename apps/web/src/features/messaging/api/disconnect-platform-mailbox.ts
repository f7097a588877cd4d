import { useMutation } from '@tanstack/react-query';

import { api } from '../../../lib/api/client';
import { callApi } from '../../../lib/api/call-api';
import { useRefreshMessaging } from './use-refresh-messaging';

export function disconnectPlatformMailbox() {
  return callApi(() => api.DELETE('/api/platform-mailbox'), 'Failed to disconnect the platform mailbox');
}

/** Its passwords are deleted; conversations and messages stay, but platform threads lose their way out. */
export function useDisconnectPlatformMailbox() {
  const refresh = useRefreshMessaging();
  return useMutation({ mutationFn: disconnectPlatformMailbox, onSettled: refresh });
}
