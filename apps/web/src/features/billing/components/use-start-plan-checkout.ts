import type { BillingInterval, PlanKey } from '@cohost/shared';
import { useMutation } from '@tanstack/react-query';

import { toastError, toastSuccess } from '../../../lib/toast';
import { describeBillingError } from '../api/billing-api-request';
import { createCheckout } from '../api/create-checkout';
import { BILLING_TEXTS } from '../billing-texts';
import { openPaymentUrl } from '../lib/open-payment-url';

/** Subscribing without a paid subscription yet: a checkout for the plan, opened like the pricing page does (brief §4). */
export function useStartPlanCheckout() {
  return useMutation({
    mutationFn: (input: { plan: PlanKey; interval: BillingInterval }) => createCheckout(input),
    onSuccess: ({ url }) => {
      toastSuccess(BILLING_TEXTS.redirectingToCheckout);
      openPaymentUrl(url);
    },
    onError: (error) => toastError(describeBillingError(error, BILLING_TEXTS.failedToCreateCheckoutSession)),
  });
}
