import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api/client';
import { ApiError } from '../../../lib/api/call-api';
import { invalidateCalendar } from './invalidate-calendar';

/** 204 has no body, so this one checks the status itself. */
export async function removeFeed(feedId: string): Promise<void> {
  const { response, error } = await api.DELETE('/api/feeds/{feedId}', { params: { path: { feedId } } });
  if (!response.ok) {
    const body = (error as { error?: { code?: string; message?: string } } | undefined)?.error;
    throw new ApiError(body?.message ?? 'Failed to remove the calendar', response.status, body?.code ?? null);
  }
}

export function useRemoveFeed() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeFeed, onSuccess: () => invalidateCalendar(queryClient) });
}
