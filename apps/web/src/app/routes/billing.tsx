import { can, getWebRoute } from '@cohost/shared';
import { Stack, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';

import { EmptyStatePanel } from '../../components/ui/empty-state-panel';
import { PageLoader } from '../../components/ui/page-loader';
import { BillingPage } from '../../features/billing/components/billing-page';
import { useMyWorkspace } from '../../features/session/api/get-my-workspace';
import { useSession } from '../../features/session/session-context';
import { signedInKeyOf } from './signed-in-key';

/** /billing: the owner's; a manager is told who handles it rather than shown refusals. */
export function BillingRoute() {
  const { user } = useSession();
  const workspace = useMyWorkspace(user);
  if (workspace.isPending) return <PageLoader />;
  const role = workspace.data?.role;
  if (role && !can(role, 'billing.manage')) {
    return (
      <Stack gap="lg">
        <Title order={1}>{getWebRoute('/billing').title}</Title>
        <EmptyStatePanel
          icon={<IconLock size={28} stroke={1.6} />}
          title="Billing is the owner's"
          description="Billing is managed by the workspace owner. Ask them to change the plan or the payment method, or to download invoices."
        />
      </Stack>
    );
  }
  return <BillingPage signedInAs={signedInKeyOf(user)} />;
}
