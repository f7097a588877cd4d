import type { CleanerAvailability } from '../cleaning.tables';

/** A cleaner who might take a task, with what the choice needs. */
export interface CleanerCandidate {
  userId: string;
  availability: CleanerAvailability;
  /** Properties they work; empty means every property. */
  propertyIds: string[];
  rotationOrder: number;
  active: boolean;
  /** Already has a cleaning overlapping this window. */
  busy: boolean;
  /** Tasks they have in the fairness period. */
  taskCount: number;
}

export interface TaskToStaff {
  propertyId: string;
  windowStart: Date;
  windowEnd: Date;
  /** The property's zone: availability is in local time. */
  timezone: string;
}

/** Whether the cleaner works this property. */
export function worksProperty(candidate: Pick<CleanerCandidate, 'propertyIds'>, propertyId: string): boolean {
  return candidate.propertyIds.length === 0 || candidate.propertyIds.includes(propertyId);
}

const WEEKDAYS: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };

function localDayAndMinute(at: Date, timezone: string): { weekday: number; minute: number } {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: timezone, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(at);
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? '';
  return { weekday: WEEKDAYS[get('weekday')] ?? 1, minute: Number(get('hour')) * 60 + Number(get('minute')) };
}

function minutesOf(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

/**
 * Whether the cleaner's weekly hours meet the task's window: on the window's first local day,
 * their hours overlap the window (a window running past midnight counts to the end of that day).
 */
export function isAvailableFor(availability: CleanerAvailability, task: TaskToStaff): boolean {
  const start = localDayAndMinute(task.windowStart, task.timezone);
  if (!availability.weekdays.includes(start.weekday)) return false;
  const durationMinutes = Math.max(0, (task.windowEnd.getTime() - task.windowStart.getTime()) / 60_000);
  const windowEndMinute = Math.min(24 * 60, start.minute + durationMinutes);
  return Math.max(minutesOf(availability.startTime), start.minute) < Math.min(minutesOf(availability.endTime), windowEndMinute);
}

/** Who may take it: active, working the property, available then, not busy elsewhere. */
export function eligibleCleaners(candidates: CleanerCandidate[], task: TaskToStaff, exclude: ReadonlySet<string> = new Set()): CleanerCandidate[] {
  return candidates.filter((candidate) => candidate.active && !candidate.busy && !exclude.has(candidate.userId) && worksProperty(candidate, task.propertyId) && isAvailableFor(candidate.availability, task));
}

/**
 * The cleaner Cohost picks. `auto`: among those eligible, the one with the fewest tasks in the
 * period (fairness), ties by rotation order then id. `rotation`: the next eligible one after the
 * last pick, in rotation order. Null when nobody fits (the host assigns by hand).
 */
export function chooseCleaner(
  mode: 'auto' | 'rotation',
  candidates: CleanerCandidate[],
  task: TaskToStaff,
  options: { lastRotationUserId: string | null; exclude?: ReadonlySet<string> },
): string | null {
  const eligible = eligibleCleaners(candidates, task, options.exclude);
  if (eligible.length === 0) return null;
  const byRotation = (a: CleanerCandidate, b: CleanerCandidate) => a.rotationOrder - b.rotationOrder || a.userId.localeCompare(b.userId);
  if (mode === 'auto') {
    return [...eligible].sort((a, b) => a.taskCount - b.taskCount || byRotation(a, b))[0]!.userId;
  }
  const ring = [...candidates].filter((candidate) => candidate.active).sort(byRotation);
  const lastIndex = options.lastRotationUserId ? ring.findIndex((candidate) => candidate.userId === options.lastRotationUserId) : -1;
  const eligibleIds = new Set(eligible.map((candidate) => candidate.userId));
  for (let step = 1; step <= ring.length; step++) {
    const candidate = ring[(lastIndex + step + ring.length) % ring.length]!;
    if (eligibleIds.has(candidate.userId)) return candidate.userId;
  }
  return null;
}
