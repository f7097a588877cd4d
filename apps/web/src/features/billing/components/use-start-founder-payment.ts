import { useMutation, useQueryClient } from '@tanstack/react-query';

import { toastError } from '../../../lib/toast';
import { BILLING_QUERY_KEY, describeBillingError } from '../api/billing-api-request';
import { createFounderPayment } from '../api/create-founder-payment';
import { BILLING_TEXTS } from '../billing-texts';
import { openPaymentUrl } from '../lib/open-payment-url';

/**
 * Starts the $1 founders payment (brief §4): asks for a checkout, then opens it in a new tab,
 * or in this window when the pop-up is blocked. A refusal (circle full, already a member) is
 * told as the server words it, and the count and membership are read again.
 */
export function useStartFounderPayment(onStarted?: () => void) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: createFounderPayment,
    onSuccess: ({ url }) => {
      openPaymentUrl(url);
      onStarted?.();
    },
    onError: (error) => {
      toastError(describeBillingError(error, BILLING_TEXTS.failedToCreatePaymentSession));
      void queryClient.invalidateQueries({ queryKey: BILLING_QUERY_KEY });
    },
  });
  return { start: () => mutation.mutate(), isPending: mutation.isPending };
}
