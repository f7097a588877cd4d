import type { Cleaner } from '@cohost/shared';
import type { CleaningDeps } from '../cleaning.deps';
import { cleanerStats, listCleanerProfiles, listTasksInWindow } from '../cleaning.repo';
import { DEFAULT_AVAILABILITY } from '../domain/cleaner-defaults';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The team's cleaners for /cleaners: `working` with a cleaning in progress, `scheduled` with one
 * assigned in the next 24 hours, else `available`; their average rating, completed count,
 * specialty, availability and properties.
 */
export async function listCleaners(deps: CleaningDeps, workspaceId: string): Promise<Cleaner[]> {
  const now = deps.clock.now();
  const [cleaners, profiles, stats, soon] = await Promise.all([
    deps.ports.listCleaners(workspaceId),
    listCleanerProfiles(deps.db, workspaceId),
    cleanerStats(deps.db, workspaceId),
    listTasksInWindow(deps.db, workspaceId, { from: new Date(now.getTime() - DAY_MS), to: new Date(now.getTime() + DAY_MS) }),
  ]);
  return cleaners.map((cleaner) => {
    const profile = profiles.find((row) => row.userId === cleaner.userId);
    const mine = soon.filter((task) => task.cleanerUserId === cleaner.userId);
    const status = mine.some((task) => task.status === 'in-progress') ? 'working' : mine.some((task) => task.status === 'pending' && task.windowEnd > now) ? 'scheduled' : 'available';
    const stat = stats.get(cleaner.userId);
    return {
      id: cleaner.userId,
      name: cleaner.name,
      email: cleaner.email,
      phone: cleaner.phoneNumber,
      status,
      rating: stat?.rating ?? null,
      completedCount: stat?.completed ?? 0,
      specialty: profile?.specialty || null,
      availability: profile?.availability ?? DEFAULT_AVAILABILITY,
      propertyIds: profile?.propertyIds ?? [],
      notifyBy: profile?.notifyBy === 'sms' ? 'sms' : 'email',
      lastCompletedAt: stat?.lastCompletedAt?.toISOString() ?? null,
    };
  });
}
