import type { MessageTrigger } from '@cohost/shared';
import { useMutation } from '@tanstack/react-query';

import { api } from '../../../lib/api/client';
import { callApi } from '../../../lib/api/call-api';
import { useRefreshMessaging } from './use-refresh-messaging';

/** This stay's text of one scheduled message (null: the template's again), or cancels / restores it. */
export function editScheduledMessage(input: { reservationId: string; trigger: MessageTrigger; body?: string | null; cancelled?: boolean }) {
  return callApi(
    () =>
      api.PUT('/api/reservations/{reservationId}/scheduled-messages/{trigger}', {
        params: { path: { reservationId: input.reservationId, trigger: input.trigger } },
        body: { ...(input.body === undefined ? {} : { body: input.body }), ...(input.cancelled === undefined ? {} : { cancelled: input.cancelled }) },
      }),
    'Failed to save the scheduled message',
  );
}

export function useEditScheduledMessage() {
  const refresh = useRefreshMessaging();
  return useMutation({ mutationFn: editScheduledMessage, onSettled: refresh });
}
