import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema';
import { callAccountApi } from './account-api-request';

type SubscribeInput = components['schemas']['PushSubscribeInput'];

const PUSH_QUERY_KEY = ['accounts', 'push'] as const;

/** The VAPID key to subscribe with and the person's subscribed devices. */
export function usePushStatus() {
  return useQuery({ queryKey: PUSH_QUERY_KEY, queryFn: () => callAccountApi(() => api.GET('/api/notifications/push'), 'Failed to load your push notifications') });
}

export function useSavePushSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (subscription: SubscribeInput) =>
      callAccountApi(() => api.POST('/api/notifications/push/subscriptions', { body: subscription }), 'Failed to turn on push notifications'),
    onSuccess: (status) => queryClient.setQueryData(PUSH_QUERY_KEY, status),
  });
}

export function useForgetPushSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (endpoint: string) => callAccountApi(() => api.POST('/api/notifications/push/unsubscribe', { body: { endpoint } }), 'Failed to turn off push notifications'),
    onSuccess: (status) => queryClient.setQueryData(PUSH_QUERY_KEY, status),
  });
}

export function useSendTestPush() {
  return useMutation({
    mutationFn: () => callAccountApi(() => api.POST('/api/notifications/push/test'), 'Failed to send a test notification'),
  });
}
