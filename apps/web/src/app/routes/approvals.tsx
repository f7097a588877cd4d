import { ApprovalsInbox } from '../../features/automation/components/approvals-inbox';

export function ApprovalsRoute() {
  return <ApprovalsInbox />;
}
