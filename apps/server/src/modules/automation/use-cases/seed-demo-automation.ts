import type { Actor } from '../../accounts';
import type { AutomationDeps } from '../automation.deps';
import { findApproval } from '../automation.repo';
import { approveAction } from './approve-action';
import { proposeAction } from './propose-action';

/**
 * The demo workspace's inbox: the co-host's suggested listing changes wait for approval (at
 * the default autonomy they need the host), and the last one is approved, so the activity log
 * and the shadow statistics have a decision to show. Idempotent (dedupe keys).
 */
export async function seedDemoAutomation(deps: AutomationDeps, actor: Actor): Promise<void> {
  const suggestions = await deps.ports.demoListingSuggestions(actor.workspaceId);
  const ids: string[] = [];
  for (const suggestion of suggestions) {
    const proposed = await proposeAction(deps, {
      workspaceId: actor.workspaceId,
      propertyId: suggestion.propertyId,
      action: { kind: 'listing.apply-change' },
      payload: suggestion.payload,
      title: suggestion.title,
      dedupeKey: `demo:listing:${suggestion.propertyId}:${String(suggestion.payload.field)}`,
    });
    if (proposed.approvalId) ids.push(proposed.approvalId);
  }
  const last = ids.at(-1);
  const row = last ? await findApproval(deps.db, actor.workspaceId, last) : null;
  if (row?.status === 'pending') await approveAction(deps, actor, row.id, { version: row.version });
}
