import type { CleaningTaskSummary } from '@cohost/shared';
import type { Actor } from '../../accounts';
import type { CleaningDeps } from '../cleaning.deps';
import { listTasksInWindow } from '../cleaning.repo';
import { summarizeTasks } from './summarize-tasks';

const HOUR_MS = 60 * 60 * 1000;

/**
 * The instants covering calendar days [from, to] in any time zone: from 14 hours before `from`
 * begins in UTC to 12 hours after `to` ends (every zone's local days fall inside).
 */
export function dayRangeInstants(from: string, to: string): { from: Date; to: Date } {
  return { from: new Date(Date.parse(`${from}T00:00:00Z`) - 14 * HOUR_MS), to: new Date(Date.parse(`${to}T00:00:00Z`) + 36 * HOUR_MS) };
}

/** Cleanings whose window touches the days [from, to] (the host's dates), by start; cancelled ones too when asked. */
export async function listCleaningTasks(
  deps: CleaningDeps,
  actor: Actor,
  query: { from: string; to: string; propertyId?: string; withCancelled?: boolean },
): Promise<CleaningTaskSummary[]> {
  const rows = await listTasksInWindow(deps.db, actor.workspaceId, dayRangeInstants(query.from, query.to), { propertyId: query.propertyId, withCancelled: query.withCancelled });
  return summarizeTasks(deps, actor.workspaceId, rows);
}
