import { type ActionKind, type ApprovalList } from '@cohost/shared';
import { isUuid } from '../../../platform/runtime/is-uuid';
import type { Actor } from '../../accounts';
import type { AutomationDeps } from '../automation.deps';
import { countPending, listApprovals as listApprovalRows } from '../automation.repo';
import { assertHost } from '../domain/automation-access';
import { toApproval } from '../domain/approval-mapping';

export async function listApprovals(
  deps: AutomationDeps,
  actor: Actor,
  query: { status: 'pending' | 'decided'; kind?: ActionKind; propertyId?: string; limit: number },
): Promise<ApprovalList> {
  assertHost(actor);
  if (query.propertyId && !isUuid(query.propertyId)) return { items: [], ...(await counts(deps, actor.workspaceId)) };
  const [rows, properties, totals] = await Promise.all([
    listApprovalRows(deps.db, actor.workspaceId, { decided: query.status === 'decided', kind: query.kind, propertyId: query.propertyId, limit: query.limit }),
    deps.ports.listProperties(actor.workspaceId),
    counts(deps, actor.workspaceId),
  ]);
  const names = new Map(properties.map((property) => [property.id, property.name]));
  return {
    items: rows.map((row) => toApproval(row, row.propertyId ? (names.get(row.propertyId) ?? null) : null, deps.actions.get(row.kind))),
    ...totals,
  };
}

async function counts(deps: AutomationDeps, workspaceId: string) {
  const { pending, escalated } = await countPending(deps.db, workspaceId);
  return { pendingCount: pending, escalatedCount: escalated };
}

