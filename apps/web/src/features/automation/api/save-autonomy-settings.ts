import type { AutonomySettings } from '@cohost/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api/client';
import { callApi } from '../../../lib/api/call-api';
import { AUTOMATION_QUERY_KEY } from './get-autonomy-settings';

/** Without a property: the workspace's settings. With one: that property's own settings (created on first save). */
export function saveAutonomySettings({ propertyId, settings }: { propertyId: string | null; settings: AutonomySettings }) {
  return callApi(() => api.PUT('/api/ai-settings', { body: { ...(propertyId ? { propertyId } : {}), settings } }), 'Failed to save the settings');
}

export function useSaveAutonomySettings() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveAutonomySettings, onSuccess: () => queryClient.invalidateQueries({ queryKey: AUTOMATION_QUERY_KEY }) });
}
