import { useParams } from 'react-router';

import { GuestPage } from '../../features/messaging/components/guest-page';

/** /g/:token: no account, no site chrome; the token in the address is the guest's key. */
export function GuestPageRoute() {
  const { token = '' } = useParams();
  return <GuestPage token={token} />;
}
