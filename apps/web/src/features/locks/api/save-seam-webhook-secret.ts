import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api/client';
import { callApi } from '../../../lib/api/call-api';
import { SEAM_QUERY_KEY } from './get-seam-account';

export function saveSeamWebhookSecret(webhookSecret: string) {
  return callApi(() => api.PUT('/api/locks/seam/webhook-secret', { body: { webhookSecret } }), 'Failed to save the signing secret');
}

export function useSaveSeamWebhookSecret() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveSeamWebhookSecret, onSuccess: () => queryClient.invalidateQueries({ queryKey: SEAM_QUERY_KEY }) });
}
