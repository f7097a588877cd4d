import { useSearchParams } from 'react-router';

import { FoundersPage } from '../../features/billing/components/founders-page';
import { LocalCheckoutPage } from '../../features/billing/components/local-checkout-page';
import { PaymentFailedPage } from '../../features/billing/components/payment-failed-page';
import { useSession } from '../../features/session/session-context';
import { signedInKeyOf } from './signed-in-key';

// The founders payment screens and the built-in checkout, loaded together on demand. All are
// guarded (HostGuardOutlet), so a user is signed in when they render.

export function FoundersThankYouRoute() {
  const { user } = useSession();
  return <FoundersPage signedInAs={signedInKeyOf(user)} contact={user?.email ?? user?.phoneNumber ?? null} />;
}

export function PaymentFailedRoute() {
  return <PaymentFailedPage />;
}

export function CheckoutRoute() {
  const [searchParams] = useSearchParams();
  return <LocalCheckoutPage sessionId={searchParams.get('session')?.trim() || null} />;
}
