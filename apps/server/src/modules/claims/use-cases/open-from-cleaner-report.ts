import type { ClaimsDeps } from '../claims.deps';
import { findResponsibleStay } from './find-responsible-stay';
import { openClaimCase } from './open-claim-case';

const short = (text: string, max = 80) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

/**
 * A cleaner reported damage or a missing item (`cleaning.issue-reported`): a damage case about
 * the stay that caused it — the turnover's own stay, else the last checkout before the report —
 * with the report's photos as evidence. Maintenance opens no case. Once per report.
 */
export async function openFromCleanerReport(
  deps: ClaimsDeps,
  payload: { workspaceId: string; taskId: string; propertyId: string; reservationId: string | null; issueId: string; kind: 'damage' | 'missing' | 'maintenance'; description: string },
): Promise<void> {
  if (payload.kind === 'maintenance') return;
  const [issue, property] = await Promise.all([deps.ports.findIssue(payload.workspaceId, payload.issueId), deps.ports.findProperty(payload.workspaceId, payload.propertyId)]);
  if (!issue || !property) return;
  const reservationId = payload.reservationId ?? (await findResponsibleStay(deps, payload.workspaceId, property.id, issue.reportedAt, property.timezone));
  const description = payload.description.trim();
  await openClaimCase(deps, {
    workspaceId: payload.workspaceId,
    kind: 'damage',
    category: payload.kind === 'missing' ? 'missing' : 'damage',
    source: 'cleaner-report',
    title: short(`${payload.kind === 'missing' ? 'Missing' : 'Damage'}: ${description || 'reported by the cleaner'}`),
    description: `${issue.reportedByName} reported it during the cleaning${issue.photos.length ? `, with ${issue.photos.length} photo${issue.photos.length === 1 ? '' : 's'}` : ''}: ${description}`,
    propertyId: property.id,
    reservationId,
    cleaningTaskId: payload.taskId,
    cleaningIssueId: issue.id,
    originKey: `issue:${issue.id}`,
    reportedAt: issue.reportedAt,
    by: { type: 'system', name: issue.reportedByName },
  });
}
