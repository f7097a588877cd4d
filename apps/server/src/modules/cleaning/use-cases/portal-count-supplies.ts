import type { CountSuppliesInput, PortalTask } from '@cohost/shared';
import type { Actor } from '../../accounts';
import type { PortalDeps } from '../cleaning.portal-deps';
import { describeOne } from './portal-get-task';
import { withCleanerTask } from './portal-task-write';
import { recordSupplyCount } from './record-cleaner-work';

/** An item's key from its name: `Paper towels` → `paper-towels` (two names of one key are one item, the last count kept). */
function supplyKey(name: string): string {
  return name.trim().toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'item';
}

/**
 * The supplies left at the end of a clean (items and quantities), replacing any earlier count of
 * the task; published as `cleaning.supplies-counted` for the supplies issue.
 */
export async function portalCountSupplies(deps: PortalDeps, actor: Actor, taskId: string, input: CountSuppliesInput): Promise<PortalTask> {
  const task = await withCleanerTask(deps, actor, taskId, 'live', async (tx, task) => {
    const byKey = new Map(input.items.map((item) => [supplyKey(item.name), item]));
    await recordSupplyCount(deps, tx, task, { countedBy: actor.userId, items: [...byKey].map(([key, item]) => ({ key, name: item.name, quantity: item.quantity })) });
    return task;
  });
  return describeOne(deps, task);
}
