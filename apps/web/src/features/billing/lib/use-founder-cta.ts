import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';

import { BILLING_QUERY_KEY, BillingApiError, describeBillingError } from '../api/billing-api-request';
import { createFounderPayment } from '../api/create-founder-payment';
import { openPaymentUrl } from './open-payment-url';

type KnownSession = 'loading' | 'signed-in' | 'signed-out';

/**
 * Whether this browser has a session, asked without the auth client (which the landing page
 * does not load): better-auth answers `null` for nobody, with a 200.
 */
async function hasSession(): Promise<boolean> {
  try {
    const response = await fetch('/api/auth/get-session', { credentials: 'same-origin' });
    return response.ok && (await response.json()) !== null;
  } catch {
    // Unknown: let the payment request find out (its 401 also leads to sign-up).
    return true;
  }
}

/**
 * The founder call to action (brief §4), on the public pages and the founders screens: nobody signed in → /signup;
 * otherwise the $1 checkout opens in a new tab (this window if the pop-up is blocked), the
 * button saying 'Processing...' meanwhile.
 */
export function useFounderCta(session: KnownSession, onStarted?: () => void) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [isPending, setIsPending] = useState(false);

  const start = useCallback(async () => {
    setIsPending(true);
    try {
      if (session === 'signed-out' || (session === 'loading' && !(await hasSession()))) {
        await navigate('/signup');
        return;
      }
      const { url } = await createFounderPayment();
      openPaymentUrl(url);
      onStarted?.();
    } catch (error) {
      if (error instanceof BillingApiError && error.status === 401) {
        await navigate('/signup');
        return;
      }
      // The toast library is loaded on first use: the landing page's first download stays small.
      const { toastError } = await import('../../../lib/toast');
      toastError(describeBillingError(error, 'Failed to create payment session'));
      // A refusal (circle full, already a member) means our figures are old.
      void queryClient.invalidateQueries({ queryKey: BILLING_QUERY_KEY });
    } finally {
      setIsPending(false);
    }
  }, [session, navigate, queryClient, onStarted]);

  return { start, isPending };
}
