import { ACTION_KIND_LABELS, ACTION_KINDS, type ShadowStats } from '@cohost/shared';
import type { Actor } from '../../accounts';
import type { AutomationDeps } from '../automation.deps';
import { loadEffectiveSettings, shadowCounts } from '../automation.repo';
import { assertHost } from '../domain/automation-access';
import { decide, ORDINARY_ACTIONS } from '../domain/decide';

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
