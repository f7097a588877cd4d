import { can, type PortalOverview, type PortalTask } from '@cohost/shared';
import type { Actor } from '../../accounts';
import type { PortalDeps } from '../cleaning.portal-deps';
import { portalErrors } from '../cleaning.portal-errors';
import { portalCleanerStats, listCleanerTasks, listIssuesOfTasks, listPhotosOfTasks, listSupplyCountsOfTasks, listTicksOfTasks, type CleanerScope, type PortalTaskRow } from '../cleaning.portal.repo';
import { addressLine, localDay, toPortalTask, weekStart, type PortalProperty } from '../domain/portal-task-view';
import { FILE_LINK_PATH } from './photo-views';

const DAY_MS = 86_400_000;
/** How far ahead "upcoming" reaches. */
const UPCOMING_DAYS = 14;
/** How far back completed cleanings stay on the portal. */
const RECENT_DAYS = 7;
/** Photo links last until the end of the next hour: the same URL all hour, so the phone's cache keeps them. */
const LINK_HOURS = 2;

/** The signed-in cleaner's scope; anyone else is refused (the route already lets only cleaners in). */
export function cleanerScope(actor: Actor): CleanerScope {
  if (!can(actor.role, 'cleaning.work')) throw portalErrors.cleanersOnly();
  return { workspaceId: actor.workspaceId, userId: actor.userId };
}

/** A signed link to a stored photo, for the workspace's members (the same links as the host's screens: see photo-views.ts). */
export function photoLinker(deps: Pick<PortalDeps, 'links' | 'clock'>, workspaceId: string): (key: string) => string {
  const hour = 3_600_000;
  const expiresAt = new Date(Math.floor(deps.clock.now().getTime() / hour) * hour + LINK_HOURS * hour);
  return (key) => `${FILE_LINK_PATH}/${deps.links.sign(key, { expiresAt, audience: workspaceId })}`;
}

/** The property as the cleaner needs it: name, one line of address, time zone. */
async function portalProperty(deps: Pick<PortalDeps, 'ports'>, workspaceId: string, propertyId: string): Promise<PortalProperty | null> {
  const [facts, address] = await Promise.all([deps.ports.findProperty(workspaceId, propertyId), deps.ports.findPropertyAddress(workspaceId, propertyId)]);
  return facts ? { name: facts.name, timezone: facts.timezone, address: address ? addressLine(address) : '' } : null;
}

/** The portal's cards for tasks of one workspace: their checklists as ticked, photos, problems, counts, property and door code. */
export async function describePortalTasks(deps: Pick<PortalDeps, 'links' | 'clock' | 'ports' | 'db'>, workspaceId: string, tasks: PortalTaskRow[]): Promise<PortalTask[]> {
  const ids = tasks.map((task) => task.id);
  const [ticks, photos, issues, supplies] = await Promise.all([
    listTicksOfTasks(deps.db, workspaceId, ids),
    listPhotosOfTasks(deps.db, workspaceId, ids),
    listIssuesOfTasks(deps.db, workspaceId, ids),
    listSupplyCountsOfTasks(deps.db, workspaceId, ids),
  ]);
  const properties = new Map<string, Promise<PortalProperty | null>>();
  const supplyItems = new Map<string, Promise<Array<{ name: string; unit: string; runningLow: boolean }>>>();
  const link = photoLinker(deps, workspaceId);
  return Promise.all(
    tasks.map(async (task) => {
      if (!properties.has(task.propertyId)) properties.set(task.propertyId, portalProperty(deps, workspaceId, task.propertyId));
      const isLive = task.status === 'pending' || task.status === 'in-progress';
      if (isLive && !supplyItems.has(task.propertyId)) supplyItems.set(task.propertyId, deps.ports.listSupplyItems(workspaceId, task.propertyId));
      const [property, doorCode, items] = await Promise.all([
        properties.get(task.propertyId)!,
        isLive && task.doorCodeTaskId ? deps.ports.findTaskCode(workspaceId, task.doorCodeTaskId) : null,
        isLive ? supplyItems.get(task.propertyId)! : [],
      ]);
      return toPortalTask(
        {
          task,
          property,
          doorCode,
          tickedKeys: new Set(ticks.filter((tick) => tick.taskId === task.id).map((tick) => tick.itemKey)),
          photos: photos.filter((photo) => photo.taskId === task.id),
          issues: issues.filter((issue) => issue.taskId === task.id),
          supplies: supplies.filter((supply) => supply.taskId === task.id),
          supplyItems: items,
        },
        link,
      );
    }),
  );
}

/**
 * The cleaner's portal: today's assignments (those of the day in each property's time zone, any
 * started and not finished, and any earlier one not done yet), the next 14 days', those completed
 * in the 7 days before, and their figures.
 */
export async function portalListTasks(deps: PortalDeps, actor: Actor): Promise<PortalOverview> {
  const scope = cleanerScope(actor);
  const now = deps.clock.now();
  const rows = await listCleanerTasks(deps.db, scope, new Date(now.getTime() - (RECENT_DAYS + 1) * DAY_MS), new Date(now.getTime() + (UPCOMING_DAYS + 1) * DAY_MS));
  const tasks = await describePortalTasks(deps, scope.workspaceId, rows);
  const today: PortalTask[] = [];
  const upcoming: PortalTask[] = [];
  const recent: PortalTask[] = [];
  for (const task of tasks) {
    const day = localDay(now, task.timezone);
    if (task.date === day || task.status === 'in-progress' || (task.date < day && task.status !== 'completed')) today.push(task);
    else if (task.date > day) upcoming.push(task);
    else if (task.status === 'completed' && task.date >= localDay(new Date(now.getTime() - RECENT_DAYS * DAY_MS), task.timezone)) recent.unshift(task);
  }
  const timezone = tasks[0]?.timezone ?? 'UTC';
  return { today, upcoming, recent, stats: await portalCleanerStats(deps.db, scope, weekStart(now, timezone)) };
}
