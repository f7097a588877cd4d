import { ACTION_KIND_LABELS, ACTION_KINDS, type ActionKind, type ApprovalList, type ShadowStats } from '@cohost/shared';
import { isUuid } from '../../../platform/runtime/is-uuid';
import type { Actor } from '../../accounts';
import type { AutomationDeps } from '../automation.deps';
import { countPending, listApprovals as listApprovalRows, shadowCounts } from '../automation.repo';
import { assertHost } from '../domain/automation-access';
import { toApproval } from '../domain/approval-mapping';
import { decide, ORDINARY_ACTIONS } from '../domain/decide';
import { loadEffectiveSettings } from './autonomy-settings';

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
    items: rows.map((row) => toApproval(row, row.propertyId ? (names.get(row.propertyId) ?? null) : null, deps.actions.get(row.kind as ActionKind))),
    ...totals,
  };
}

async function counts(deps: AutomationDeps, workspaceId: string) {
  const { pending, escalated } = await countPending(deps.db, workspaceId);
  return { pendingCount: pending, escalatedCount: escalated };
}

/** Suggestions decided before a promotion is offered, and the share approved unchanged it needs. */
export const PROMOTION_MIN_DECIDED = 10;
export const PROMOTION_MIN_AGREEMENT = 0.9;

/**
 * Shadow mode: of the suggestions Expert mode would have run alone, how many the host approved
 * unchanged, per kind ('You approved 48 of 50 suggested replies unchanged').
 */
export async function getShadowStats(deps: AutomationDeps, actor: Actor): Promise<ShadowStats> {
  assertHost(actor);
  const [rows, settings] = await Promise.all([shadowCounts(deps.db, actor.workspaceId), loadEffectiveSettings(deps.db, actor.workspaceId, null)]);
  const byKind = new Map(rows.map((row) => [row.kind, row]));
  return {
    kinds: ACTION_KINDS.filter((kind) => byKind.has(kind)).map((kind) => {
      const row = byKind.get(kind)!;
      const automatic = decide(ORDINARY_ACTIONS[kind], settings).decision === 'auto';
      return {
        kind,
        label: ACTION_KIND_LABELS[kind].one,
        suggested: row.suggested,
        approvedUnchanged: row.approvedUnchanged,
        approvedEdited: row.approvedEdited,
        denied: row.denied,
        summary: `You approved ${row.approvedUnchanged} of ${row.suggested} suggested ${ACTION_KIND_LABELS[kind].many} unchanged`,
        automatic,
        canPromote: !automatic && row.suggested >= PROMOTION_MIN_DECIDED && row.approvedUnchanged / row.suggested >= PROMOTION_MIN_AGREEMENT,
      };
    }),
  };
}
