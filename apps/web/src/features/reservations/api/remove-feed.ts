import type { RemovedFeedStays } from '@cohost/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api/client';
import { ApiError } from '../../../lib/api/call-api';
import { invalidateCalendar } from './invalidate-calendar';

/** 204 has no body, so this one checks the status itself. The host chooses what becomes of the feed's stays. */
export async function removeFeed({ feedId, importedStays }: { feedId: string; importedStays: RemovedFeedStays }): Promise<void> {
  const { response, error } = await api.DELETE('/api/feeds/{feedId}', { params: { path: { feedId }, query: { importedStays } } });
  if (!response.ok) {
    const body = (error as { error?: { code?: string; message?: string; details?: unknown } } | undefined)?.error;
    const fields = Array.isArray(body?.details) ? (body.details as Array<{ path: string; message: string }>) : [];
    throw new ApiError(body?.message ?? 'Failed to remove the calendar', response.status, body?.code ?? null, fields);
  }
}

export function useRemoveFeed() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeFeed, onSuccess: () => invalidateCalendar(queryClient) });
}
