import type { ActionKind } from '@cohost/shared';
import type { OptimizerDeps } from '../optimizer.deps';
import type { OptimizerPorts } from '../optimizer.ports';

type Proposal = Parameters<OptimizerPorts['proposeAction']>[0];

/** What one refresh did: suggestions proposed anew, and waiting ones whose numbers it brought up to date. */
export interface Offered {
  proposed: number;
  revised: number;
}

export const nothingOffered = (): Offered => ({ proposed: 0, revised: 0 });

/**
 * One source's suggestions offered to the host, one open suggestion per subject (a property and
 * topic, rule or category): a subject with none waiting is proposed through the policy engine; one
 * waiting on older numbers is revised to the new ones (its evidence key too, so a dismissal holds
 * for what the host last saw); one waiting on the same numbers is left alone. A dismissed one
 * comes back only under new evidence: the policy engine's dedupe key.
 */
export async function offerSuggestions(deps: OptimizerDeps, workspaceId: string, kind: ActionKind, subjectOf: (waiting: { propertyId: string | null; payload: Record<string, unknown> }) => string, proposals: Array<{ subject: string; proposal: Proposal }>): Promise<Offered> {
  const offered = nothingOffered();
  if (!proposals.length) return offered;
  const waiting = new Map((await deps.ports.listPendingOfKind(workspaceId, kind)).map((row) => [subjectOf(row), row]));
  for (const { subject, proposal } of proposals) {
    const open = waiting.get(subject);
    if (open) {
      if (open.dedupeKey === proposal.dedupeKey) continue;
      if (await deps.ports.reviseWaiting({ workspaceId, id: open.id, payload: proposal.payload, title: proposal.title, dedupeKey: proposal.dedupeKey })) offered.revised += 1;
      continue;
    }
    if ((await deps.ports.proposeAction(proposal)).created) offered.proposed += 1;
  }
  return offered;
}

/** Offers added up across sources. */
export function addOffered(total: Offered, one: Offered): Offered {
  return { proposed: total.proposed + one.proposed, revised: total.revised + one.revised };
}
