import type { PlatformMailboxInput } from '@cohost/shared';
import { useMutation } from '@tanstack/react-query';

import { api } from '../../../lib/api/client';
import { callApi } from '../../../lib/api/call-api';
import { useRefreshMessaging } from './use-refresh-messaging';

export function connectPlatformMailbox(input: PlatformMailboxInput) {
  return callApi(() => api.PUT('/api/platform-mailbox', { body: input }), 'Failed to connect the platform mailbox');
}

/**
 * Connects (or changes) the mailbox: the server tests IMAP and SMTP first and a refusal comes
 * back as a 422 naming the field (`imap.password`…). Conversations' reach changes with it.
 */
export function useConnectPlatformMailbox() {
  const refresh = useRefreshMessaging();
  return useMutation({ mutationFn: connectPlatformMailbox, onSuccess: refresh });
}
