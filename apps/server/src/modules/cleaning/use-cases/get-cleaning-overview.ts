import { DateTime } from 'luxon';
import type { Actor } from '../../accounts';
import type { CleaningDeps } from '../cleaning.deps';
import { listRecentCompletions, listTasksInWindow, listTasksNeedingAttention } from '../cleaning.repo';
import { listCleaners } from './list-cleaners';
import { summarizeTasks } from './summarize-tasks';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * The /cleaners screen at once: today's schedule (windows touching today, the calendar day in
 * each property's zone), the coming week after it, recent completions (rating, photos, issues,
 * duration), what needs the host (no cleaner, not acknowledged, escalated) and the cleaners.
 */
export async function getCleaningOverview(deps: CleaningDeps, actor: Actor) {
  const { workspaceId } = actor;
  const now = deps.clock.now();
  const weekAhead = new Date(now.getTime() + 8 * DAY_MS);
  // Every zone's today lies within 14 hours either side of UTC's, so 38 hours back covers it.
  const [nearby, recent, attention, cleaners, properties] = await Promise.all([
    listTasksInWindow(deps.db, workspaceId, { from: new Date(now.getTime() - 38 * HOUR_MS), to: weekAhead }),
    listRecentCompletions(deps.db, workspaceId, 10),
    listTasksNeedingAttention(deps.db, workspaceId, new Date(now.getTime() + 7 * DAY_MS)),
    listCleaners(deps, workspaceId),
    deps.ports.listProperties(workspaceId),
  ]);
  const zones = new Map(properties.map((property) => [property.id, property.timezone]));
  const todays = new Map<string, { start: Date; end: Date }>();
  const todayOf = (zone: string) => {
    let bounds = todays.get(zone);
    if (!bounds) {
      const start = DateTime.fromJSDate(now, { zone }).startOf('day');
      bounds = { start: start.toJSDate(), end: start.plus({ days: 1 }).toJSDate() };
      todays.set(zone, bounds);
    }
    return bounds;
  };
  const today = nearby.filter((task) => {
    const { start, end } = todayOf(zones.get(task.propertyId) ?? 'UTC');
    return task.windowStart < end && task.windowEnd > start;
  });
  const upcomingOnly = nearby.filter((task) => task.windowStart >= todayOf(zones.get(task.propertyId) ?? 'UTC').end);
  const [todayViews, upcomingViews, recentViews, attentionViews] = await Promise.all([
    summarizeTasks(deps, workspaceId, today),
    summarizeTasks(deps, workspaceId, upcomingOnly.slice(0, 50)),
    summarizeTasks(deps, workspaceId, recent),
    summarizeTasks(deps, workspaceId, attention),
  ]);
  return { today: todayViews, upcoming: upcomingViews, recentCompletions: recentViews, needsAttention: attentionViews, cleaners };
}
