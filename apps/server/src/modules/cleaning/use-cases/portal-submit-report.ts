import type { PortalTask, SubmitReportInput } from '@cohost/shared';
import type { Actor } from '../../accounts';
import type { PortalDeps } from '../cleaning.portal-deps';
import { updateTask } from '../cleaning.portal.repo';
import { describeOne } from './portal-get-task';
import { withCleanerTask } from './portal-task-write';

/** 'Submit Report': the cleaner's notes for the host (sent again, they replace the last ones; possible after completing too). */
export async function portalSubmitReport(deps: PortalDeps, actor: Actor, taskId: string, input: SubmitReportInput): Promise<PortalTask> {
  const task = await withCleanerTask(deps, actor, taskId, 'any', async (tx, task) => {
    const now = deps.clock.now();
    return updateTask(tx, task, { reportNotes: input.notes, reportedAt: now }, now);
  });
  return describeOne(deps, task);
}
