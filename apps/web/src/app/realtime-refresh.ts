import { AUTOMATION_QUERY_KEY } from '../features/automation/api/get-autonomy-settings';
import { APPROVALS_QUERY_KEY } from '../features/automation/api/list-approvals';
import { PORTAL_QUERY_KEY } from '../features/cleaner-portal/api/list-portal-tasks';
import { CLAIMS_QUERY_KEY } from '../features/claims/api/claims-query-key';
import { CLEANING_QUERY_KEY } from '../features/cleaning/api/cleaning-query-key';
import { LOCKS_QUERY_KEY } from '../features/locks/api/list-locks';
import { MESSAGING_QUERY_KEY } from '../features/messaging/api/messaging-query-key';
import { OPTIMIZER_QUERY_KEY } from '../features/optimizer/api/get-optimizer-figures';
import { PORTFOLIO_QUERY_KEY } from '../features/portfolio/api/get-portfolio-dashboard';
import { RESERVATIONS_QUERY_KEY } from '../features/reservations/api/reservations-query-key';
import { SUPPLIES_QUERY_KEY } from '../features/supplies/api/supplies-query-key';
import type { RealtimeRefreshMap } from '../lib/realtime';

/** What each realtime event makes stale on an open dashboard (the app composes the features' keys). */
export const REALTIME_REFRESH: RealtimeRefreshMap = {
  // A co-host Suggestion is an approval too: deciding one in either place changes both.
  // A claim's draft decided in /approvals moves its case.
  'approvals.changed': [APPROVALS_QUERY_KEY, [...AUTOMATION_QUERY_KEY, 'shadow-stats'], MESSAGING_QUERY_KEY, CLAIMS_QUERY_KEY, OPTIMIZER_QUERY_KEY],
  // Every door code's move and every lock operation is recorded on the activity log.
  'activity.recorded': [[...AUTOMATION_QUERY_KEY, 'activity'], LOCKS_QUERY_KEY, SUPPLIES_QUERY_KEY],
  'reservations.changed': [RESERVATIONS_QUERY_KEY, PORTFOLIO_QUERY_KEY, OPTIMIZER_QUERY_KEY],
  'settings.changed': [[...AUTOMATION_QUERY_KEY, 'settings'], [...AUTOMATION_QUERY_KEY, 'shadow-stats'], LOCKS_QUERY_KEY],
  'alerts.changed': [PORTFOLIO_QUERY_KEY],
  'messaging.changed': [MESSAGING_QUERY_KEY, APPROVALS_QUERY_KEY],
  'locks.door-code-changed': [LOCKS_QUERY_KEY],
  // A lock reported its connection, bolt, battery or an entry (Seam webhooks).
  'locks.lock-changed': [LOCKS_QUERY_KEY],
  // A cleaning was planned, moved, assigned, acknowledged, escalated, started, ticked, photographed or
  // completed: the host's screens and the cleaner's portal (which also refreshes on its own actions).
  'cleaning.changed': [CLEANING_QUERY_KEY, PORTAL_QUERY_KEY],
  // Stock counted, an order placed, moved, delivered or decided.
  'supplies.changed': [SUPPLIES_QUERY_KEY],
  // A case opened, edited, escalated, warned about, closed or reopened, or its packet built; a
  // claim's draft or credit moves the approvals inbox too.
  'claims.changed': [CLAIMS_QUERY_KEY, APPROVALS_QUERY_KEY],
};
