import { useMutation } from '@tanstack/react-query';

import { api } from '../../../lib/api/client';
import { callApi } from '../../../lib/api/call-api';
import { useRefreshMessaging } from './use-refresh-messaging';

/** A new private link for the guest; the old one stops working. */
export function rotateGuestLink(reservationId: string) {
  return callApi(() => api.POST('/api/reservations/{reservationId}/guest-link/rotate', { params: { path: { reservationId } } }), 'Failed to make a new guest link');
}

export function useRotateGuestLink() {
  const refresh = useRefreshMessaging();
  return useMutation({ mutationFn: rotateGuestLink, onSettled: refresh });
}
