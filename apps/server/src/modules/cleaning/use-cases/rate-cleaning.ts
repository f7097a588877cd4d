import type { Actor } from '../../accounts';
import type { CleaningDeps } from '../cleaning.deps';
import { cleaningErrors } from '../cleaning.errors';
import { insertAck, lockTask, updateTask } from '../cleaning.repo';
import { announceTaskChanged } from './tell-cleaner';

/** A host rates a completed cleaning (1–5 stars, a comment); rating again replaces it. */
export async function rateCleaning(deps: CleaningDeps, actor: Actor, taskId: string, input: { stars: number; comment?: string | null }): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const task = await lockTask(tx, actor.workspaceId, taskId);
    if (!task) throw cleaningErrors.taskNotFound();
    if (task.status !== 'completed') throw cleaningErrors.notCompleted();
    await updateTask(tx, actor.workspaceId, taskId, { rating: input.stars, ratingComment: input.comment?.trim() || null, ratedAt: now }, now);
    await insertAck(tx, { workspaceId: actor.workspaceId, taskId, kind: 'rated', cleanerUserId: task.cleanerUserId, detail: `${input.stars} of 5`, at: now });
    await announceTaskChanged(deps, tx, actor.workspaceId, taskId);
  });
}
