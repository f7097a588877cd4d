import type { CleaningDeps } from '../cleaning.deps';
import { listTasksToPropose } from '../cleaning.repo';
import { PROPOSE_AHEAD_MS } from '../domain/cleaner-defaults';
import { proposeAssignment, safely } from './assign-task';

/**
 * Tasks coming within 60 days without a cleaner or a proposal get Cohost's pick (per the AI
 * settings' "Cleaner assignment"; manual proposes nothing): turnovers planned months ahead are
 * proposed as they come close, so /approvals is not flooded. Returns how many were looked at.
 */
export async function proposeDueAssignments(deps: CleaningDeps): Promise<number> {
  const now = deps.clock.now();
  const due = await listTasksToPropose(deps.db, new Date(now.getTime() + PROPOSE_AHEAD_MS), now, 200);
  for (const task of due) await safely(deps, 'propose a cleaner', () => proposeAssignment(deps, task.workspaceId, task.id));
  return due.length;
}
