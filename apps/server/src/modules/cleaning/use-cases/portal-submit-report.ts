import type { PortalTask, SubmitReportInput } from '@cohost/shared';
import type { Actor } from '../../accounts';
import type { PortalDeps } from '../cleaning.portal-deps';
import { describeOne } from './portal-get-task';
import { withCleanerTask } from './portal-task-write';
import { recordReport } from './record-cleaner-work';

/** 'Submit Report': the cleaner's notes for the host (sent again, they replace the last ones; possible after completing too). */
export async function portalSubmitReport(deps: PortalDeps, actor: Actor, taskId: string, input: SubmitReportInput): Promise<PortalTask> {
  const task = await withCleanerTask(deps, actor, taskId, 'live', (tx, task) => recordReport(deps, tx, task, input.notes));
  return describeOne(deps, task);
}
