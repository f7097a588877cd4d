import { useState } from 'react';
import { useSearchParams } from 'react-router';

import { CleanersPage } from '../../features/cleaning/components/cleaners-page';
import { useProperties } from '../../features/properties/api/list-properties';
import { useMyWorkspace } from '../../features/session/api/get-my-workspace';
import { useSession } from '../../features/session/session-context';
import { InviteCleanerModal } from '../../features/team/components/invite-cleaner-modal';

/**
 * /cleaners: the cleaning feature, the properties it works on, and the team's invitation with the
 * cleaner role ('Invite cleaner'). `?task=<id>` opens a cleaning's drawer (the calendars link to it).
 */
export function CleanersRoute() {
  const [searchParams, setSearchParams] = useSearchParams();
  const { user } = useSession();
  const workspace = useMyWorkspace(user);
  const properties = useProperties();
  const [inviting, setInviting] = useState(false);
  return (
    <>
      <CleanersPage
        properties={properties.data?.properties.map((property) => ({ id: property.id, name: property.name, timezone: property.timezone }))}
        openTaskId={searchParams.get('task')}
        onOpenTask={(taskId) => setSearchParams(taskId ? { task: taskId } : {}, { replace: taskId === null })}
        onInviteCleaner={() => setInviting(true)}
      />
      <InviteCleanerModal opened={inviting} cleanerCode={workspace.data?.cleanerCode ?? null} onClose={() => setInviting(false)} />
    </>
  );
}
