import type { CountSuppliesInput, PortalTask } from '@cohost/shared';
import type { Actor } from '../../accounts';
import { cleaningSuppliesCounted } from '../cleaning.events';
import type { PortalDeps } from '../cleaning.portal-deps';
import { replaceSupplyCounts } from '../cleaning.portal.repo';
import { describeOne } from './portal-get-task';
import { withCleanerTask } from './portal-task-write';

/** An item's key from its name: `Paper towels` → `paper-towels` (two names of one key are one item, the last count kept). */
export function supplyKey(name: string): string {
  return name.trim().toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'item';
}

/**
 * The supplies left at the end of a clean (items and quantities), replacing any earlier count of
 * the task; published as `cleaning.supplies-counted` for the supplies issue.
 */
export async function portalCountSupplies(deps: PortalDeps, actor: Actor, taskId: string, input: CountSuppliesInput): Promise<PortalTask> {
  const task = await withCleanerTask(deps, actor, taskId, 'any', async (tx, task) => {
    const now = deps.clock.now();
    const byKey = new Map(input.items.map((item) => [supplyKey(item.name), item]));
    const items = [...byKey].map(([key, item]) => ({ key, name: item.name, quantity: item.quantity }));
    await replaceSupplyCounts(
      tx,
      task,
      items.map((item) => ({ workspaceId: task.workspaceId, taskId: task.id, propertyId: task.propertyId, itemKey: item.key, itemName: item.name, quantity: item.quantity, countedBy: actor.userId, countedAt: now })),
    );
    await deps.events.publish(tx, cleaningSuppliesCounted({ workspaceId: task.workspaceId, taskId: task.id, propertyId: task.propertyId, countedBy: actor.userId, items }));
    return task;
  });
  return describeOne(deps, task);
}
