import { ActionIcon, Indicator, Tooltip } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { Link } from 'react-router';

import { useApprovals } from '../api/list-approvals';

/** The header's bell: how many actions wait for the host (red when one is an emergency), linking to the inbox. */
export function ApprovalsIndicator() {
  const approvals = useApprovals({ status: 'pending', limit: 1 });
  const pending = approvals.data?.pendingCount ?? 0;
  const escalated = approvals.data?.escalatedCount ?? 0;
  const label = pending === 0 ? 'Approvals: nothing waiting' : `Approvals: ${pending} waiting${escalated > 0 ? `, ${escalated} urgent` : ''}`;
  return (
    <Tooltip label={label}>
      <Indicator label={pending > 99 ? '99+' : pending} size={16} disabled={pending === 0} color={escalated > 0 ? 'red' : 'yellow'} offset={4}>
        <ActionIcon component={Link} to="/approvals" variant="default" size="lg" aria-label={label} style={{ flexShrink: 0 }}>
          <IconBell size={18} aria-hidden />
        </ActionIcon>
      </Indicator>
    </Tooltip>
  );
}
