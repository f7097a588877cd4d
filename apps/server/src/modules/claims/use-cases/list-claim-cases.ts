import type { ClaimCaseKind, ClaimCaseList, ClaimCaseSummary, ClaimDeadlineAlerts } from '@cohost/shared';
import type { Actor } from '../../accounts';
import { isUuid } from '../../../platform/runtime/is-uuid';
import type { ClaimsDeps } from '../claims.deps';
import { listCases } from '../claims.repo';
import { assertCanReadClaims } from '../domain/claims-access';
import { loadCaseFacts, toSummary, type CaseFacts } from './case-view';

const ALERT_HOURS = 72;

async function allFacts(deps: ClaimsDeps, workspaceId: string, filter: Parameters<typeof listCases>[2]): Promise<CaseFacts[]> {
  const rows = await listCases(deps.db, workspaceId, filter);
  return (await Promise.all(rows.map((row) => loadCaseFacts(deps, row)))).filter((facts): facts is CaseFacts => facts !== null);
}

/** Overdue first, then the next deadline soonest, then the newest. */
function byUrgency(a: ClaimCaseSummary, b: ClaimCaseSummary): number {
  if (a.overdue !== b.overdue) return a.overdue ? -1 : 1;
  const aDue = a.nextDeadline?.dueAt ?? null;
  const bDue = b.nextDeadline?.dueAt ?? null;
  if (aDue !== bDue) {
    if (aDue === null) return 1;
    if (bDue === null) return -1;
    return aDue.localeCompare(bDue);
  }
  return b.openedAt.localeCompare(a.openedAt);
}

/** The /claims list with its counts (the counts cover the whole workspace, whatever the filter). */
export async function listClaimCases(deps: ClaimsDeps, actor: Actor, query: { status?: 'open' | 'closed' | 'all'; propertyId?: string; kind?: ClaimCaseKind }): Promise<ClaimCaseList> {
  assertCanReadClaims(actor);
  const all = (await allFacts(deps, actor.workspaceId, {})).map(toSummary);
  const status = query.status ?? 'open';
  const cases = all
    .filter((entry) => (status === 'all' ? true : status === 'open' ? entry.closedAt === null : entry.closedAt !== null))
    .filter((entry) => !query.propertyId || (isUuid(query.propertyId) && entry.property.id === query.propertyId))
    .filter((entry) => !query.kind || entry.kind === query.kind)
    .sort(byUrgency);
  const open = all.filter((entry) => entry.closedAt === null);
  return {
    cases,
    counts: {
      open: open.length,
      overdue: open.filter((entry) => entry.overdue).length,
      dueSoon: open.filter((entry) => entry.nextDeadline && (entry.nextDeadline.state === 'due-soon' || entry.nextDeadline.state === 'urgent')).length,
      closed: all.length - open.length,
    },
  };
}

/** The dashboard's card: deadlines inside 72 hours, and passed ones, of open cases. */
export async function listClaimAlerts(deps: ClaimsDeps, actor: Actor): Promise<ClaimDeadlineAlerts> {
  assertCanReadClaims(actor);
  const open = await allFacts(deps, actor.workspaceId, { open: true });
  const limit = deps.clock.now().getTime() + ALERT_HOURS * 3_600_000;
  const alerts = open.flatMap((facts) => {
    const summary = toSummary(facts);
    return facts.deadlines
      .filter((deadline) => deadline.state === 'passed' || (deadline.state !== 'met' && deadline.key !== 'guest-response' && deadline.dueAt.getTime() <= limit))
      .map((deadline) => ({
        caseId: summary.id,
        reference: summary.reference,
        title: summary.title,
        propertyName: summary.property.name,
        deadline: { ...deadline, opensAt: deadline.opensAt?.toISOString() ?? null, dueAt: deadline.dueAt.toISOString() },
      }));
  });
  return { alerts: alerts.sort((a, b) => a.deadline.dueAt.localeCompare(b.deadline.dueAt)), openCases: open.length };
}
