import type { TickChecklistItemInput } from '@cohost/shared';
import type { Actor } from '../../accounts';
import type { PortalDeps } from '../cleaning.portal-deps';
import { portalErrors } from '../cleaning.portal-errors';
import { setTick } from '../cleaning.portal.repo';
import { hasChecklistItem } from '../domain/portal-task-view';
import { withCleanerTask } from './portal-task-write';
import { announceTaskChanged } from './tell-cleaner';

/** Ticks or unticks one checklist item, saved at once; the same tick twice is one tick. */
export async function portalTickItem(deps: PortalDeps, actor: Actor, taskId: string, input: TickChecklistItemInput): Promise<{ itemKey: string; done: boolean }> {
  return withCleanerTask(deps, actor, taskId, 'open', async (tx, task) => {
    if (!hasChecklistItem(task.checklist, input.itemKey)) throw portalErrors.checklistItemNotFound();
    await setTick(tx, task, input.itemKey, input.done, actor.userId, deps.clock.now());
    await announceTaskChanged(deps, tx, task.workspaceId, task.id);
    return { itemKey: input.itemKey, done: input.done };
  });
}
