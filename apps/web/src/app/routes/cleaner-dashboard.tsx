import { getWebRoute } from '@cohost/shared';
import { useSearchParams } from 'react-router';

import { CleanerDashboardPage } from '../../features/cleaner-portal/components/cleaner-dashboard-page';
import { displayNameOf, useSession } from '../../features/session/session-context';

/** /cleaner-dashboard: the cleaner portal; `?task=<id>` (the link in a cleaner's notification) opens that assignment. */
export function CleanerDashboardRoute() {
  const [searchParams] = useSearchParams();
  const { user } = useSession();
  const name = user ? displayNameOf(user) : null;
  return <CleanerDashboardPage title={getWebRoute('/cleaner-dashboard').title} firstName={name ? name.split(' ')[0]! : null} focusTaskId={searchParams.get('task')} />;
}
