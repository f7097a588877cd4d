import { useCallback } from 'react';

import { AccountSettingsPage } from '../../features/accounts/components/settings/account-settings-page';
import { useSession } from '../../features/session/session-context';
import { toastSuccess } from '../../lib/toast';

export function AccountSettingsRoute() {
  const { signOut } = useSession();
  // After closing the account or ending every session: drop this tab's session too and go to /.
  const handleSignedOut = useCallback(
    async (message: string) => {
      await signOut().catch(() => undefined);
      toastSuccess(message);
    },
    [signOut],
  );
  return <AccountSettingsPage onSignedOut={handleSignedOut} />;
}
