import type { Actor } from '../../accounts';
import type { CleaningDeps } from '../cleaning.deps';
import { listRecentCompletions, listTasksInWindow, listTasksNeedingAttention } from '../cleaning.repo';
import { listCleaners } from './list-cleaners';
import { summarizeTasks } from './summarize-tasks';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * The /cleaners screen at once: today's schedule (windows touching the next 24 hours and the
 * day so far), the coming week, recent completions (rating, photos, issues, duration), what needs
 * the host (no cleaner, not acknowledged, escalated) and the cleaners.
 */
export async function getCleaningOverview(deps: CleaningDeps, actor: Actor) {
  const { workspaceId } = actor;
  const now = deps.clock.now();
  const todayFrom = new Date(now.getTime() - 12 * HOUR_MS);
  const todayTo = new Date(now.getTime() + 24 * HOUR_MS);
  const [today, upcoming, recent, attention, cleaners] = await Promise.all([
    listTasksInWindow(deps.db, workspaceId, { from: todayFrom, to: todayTo }),
    listTasksInWindow(deps.db, workspaceId, { from: todayTo, to: new Date(now.getTime() + 8 * DAY_MS) }),
    listRecentCompletions(deps.db, workspaceId, 10),
    listTasksNeedingAttention(deps.db, workspaceId, new Date(now.getTime() + 7 * DAY_MS)),
    listCleaners(deps, workspaceId),
  ]);
  const upcomingOnly = upcoming.filter((task) => task.windowStart >= todayTo);
  const [todayViews, upcomingViews, recentViews, attentionViews] = await Promise.all([
    summarizeTasks(deps, workspaceId, today),
    summarizeTasks(deps, workspaceId, upcomingOnly.slice(0, 50)),
    summarizeTasks(deps, workspaceId, recent),
    summarizeTasks(deps, workspaceId, attention),
  ]);
  return { today: todayViews, upcoming: upcomingViews, recentCompletions: recentViews, needsAttention: attentionViews, cleaners };
}
