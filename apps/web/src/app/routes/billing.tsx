import { BillingPage } from '../../features/billing/components/billing-page';
import { useSession } from '../../features/session/session-context';
import { signedInKeyOf } from './signed-in-key';

export function BillingRoute() {
  const { user } = useSession();
  return <BillingPage signedInAs={signedInKeyOf(user)} />;
}
