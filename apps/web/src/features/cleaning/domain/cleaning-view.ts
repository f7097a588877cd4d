import type { CalendarMark } from '../../../components/ui/calendar-mark';

// How /cleaners and the calendars put a cleaning into words and colours: pure, so it is tested alone.

export type TaskKind = 'turnover' | 'deep-clean' | 'inspection' | 'mid-stay';
export type TaskStatus = 'scheduled' | 'pending' | 'in-progress' | 'completed' | 'cancelled';
export type AckState = 'none' | 'requested' | 'acknowledged' | 'escalated';

export const TASK_KIND_LABELS: Record<TaskKind, string> = {
  turnover: 'Turnover',
  'deep-clean': 'Deep clean',
  inspection: 'Inspection',
  'mid-stay': 'Mid-stay clean',
};

/** What a task needs to be described (any task shape the API gives has these). */
export interface TaskFacts {
  status: TaskStatus;
  acknowledgement: AckState;
  /** Assigned or changed, and not acknowledged since. */
  needsAcknowledgement: boolean;
  /** Why it must be acknowledged again (the stay moved…), while it is not. */
  changeReason: string | null;
  cleaner: { name: string } | null;
  proposedCleaner: { name: string } | null;
}

/** The stay moved (or shortened) after the cleaner was told, and they have not acknowledged the change. */
export function isChangeUnacknowledged(task: TaskFacts): boolean {
  return task.needsAcknowledgement && task.changeReason !== null && task.acknowledgement !== 'escalated';
}

export type ScheduleState = 'completed' | 'in-progress' | 'scheduled' | 'cancelled';

/** The schedule's three states (the brief's completed, in-progress, scheduled), cancelled aside. */
export function scheduleState(status: TaskStatus): ScheduleState {
  if (status === 'completed' || status === 'in-progress' || status === 'cancelled') return status;
  return 'scheduled';
}

export const SCHEDULE_BADGES: Record<ScheduleState, { label: string; color: string }> = {
  completed: { label: 'Completed', color: 'green' },
  'in-progress': { label: 'In Progress', color: 'blue' },
  scheduled: { label: 'Scheduled', color: 'gray' },
  cancelled: { label: 'Cancelled', color: 'gray' },
};

export interface Note {
  label: string;
  /** A Mantine colour; 'dimmed' for nothing to do. */
  color: string;
  /** The host has something to do about it. */
  needsHost: boolean;
}

/** Who does it and whether they said yes: the line every task shows under its property. */
export function assignmentNote(task: TaskFacts): Note {
  if (task.status === 'cancelled') return { label: 'Cancelled', color: 'dimmed', needsHost: false };
  if (task.status === 'completed') return { label: task.cleaner ? `Done by ${task.cleaner.name}` : 'Done', color: 'dimmed', needsHost: false };
  if (task.status === 'in-progress') return { label: task.cleaner ? `${task.cleaner.name} is cleaning` : 'Being cleaned', color: 'blue', needsHost: false };
  if (!task.cleaner) {
    if (task.proposedCleaner) return { label: `${task.proposedCleaner.name} proposed: approve it in Approvals`, color: 'orange', needsHost: true };
    return { label: 'No cleaner yet: assign one', color: 'orange', needsHost: true };
  }
  const name = task.cleaner.name;
  if (task.acknowledgement === 'escalated') return { label: `${name} has not acknowledged: reassign or call them`, color: 'red', needsHost: true };
  if (isChangeUnacknowledged(task)) return { label: `Changed: waiting for ${name} to acknowledge again`, color: 'orange', needsHost: false };
  if (task.acknowledgement === 'acknowledged') return { label: `${name} · acknowledged`, color: 'green', needsHost: false };
  if (task.acknowledgement === 'requested') return { label: `${name} · waiting for acknowledgement`, color: 'yellow.8', needsHost: false };
  // Not told yet: cleaners hear of a cleaning 24 hours before it (or at once when assigned later).
  return { label: `${name} · told 24 hours before`, color: 'dimmed', needsHost: false };
}

/** A task's colour on the calendars. */
export function taskColor(task: TaskFacts): string {
  const state = scheduleState(task.status);
  if (state === 'completed') return 'green';
  if (state === 'in-progress') return 'blue';
  if (state === 'cancelled') return 'gray';
  const note = assignmentNote(task);
  if (note.color === 'red') return 'red';
  if (note.needsHost || isChangeUnacknowledged(task)) return 'orange';
  return 'grape';
}

/** '45 min', '2 h', '2 h 15 min'. */
export function formatDuration(minutes: number): string {
  const whole = Math.max(0, Math.round(minutes));
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

const PARTS_FORMATS = new Map<string, Intl.DateTimeFormat>();
function partsIn(timeZone: string): Intl.DateTimeFormat {
  let format = PARTS_FORMATS.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    PARTS_FORMATS.set(timeZone, format);
  }
  return format;
}

/** An instant as its local calendar day and hour of the day (with minutes as a fraction) in `timeZone`. */
export function localDateHour(iso: string, timeZone: string): { date: string; hour: number } {
  const parts = Object.fromEntries(partsIn(timeZone).formatToParts(new Date(iso)).map((part) => [part.type, part.value]));
  return { date: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour) + Number(parts.minute) / 60 };
}

/** 'Sat 12 Dec, 11:00 – 14:00', or both days when the window crosses midnight, in the property's zone. */
export function formatWindow(startsAt: string, endsAt: string, timeZone: string): string {
  const day = new Intl.DateTimeFormat('en-GB', { timeZone, weekday: 'short', day: 'numeric', month: 'short' });
  const time = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const start = new Date(startsAt);
  const end = new Date(endsAt);
  const sameDay = localDateHour(startsAt, timeZone).date === localDateHour(endsAt, timeZone).date;
  return sameDay ? `${day.format(start)}, ${time.format(start)} – ${time.format(end)}` : `${day.format(start)}, ${time.format(start)} – ${day.format(end)}, ${time.format(end)}`;
}

/** A task as a mark on the calendars, linking to its drawer on /cleaners. */
export function taskMark(task: TaskFacts & { id: string; kind: TaskKind; propertyId: string; propertyName: string; timezone: string; startsAt: string; endsAt: string; isSameDay: boolean }): CalendarMark {
  const note = assignmentNote(task);
  const kind = TASK_KIND_LABELS[task.kind];
  return {
    id: task.id,
    propertyId: task.propertyId,
    start: localDateHour(task.startsAt, task.timezone),
    end: localDateHour(task.endsAt, task.timezone),
    label: task.cleaner ? `${kind} · ${task.cleaner.name}` : kind,
    title: `${kind}${task.isSameDay ? ' (same-day)' : ''} at ${task.propertyName} · ${formatWindow(task.startsAt, task.endsAt, task.timezone)} · ${SCHEDULE_BADGES[scheduleState(task.status)].label} · ${note.label}`,
    color: taskColor(task),
    href: `/cleaners?task=${task.id}`,
  };
}

export const CLEANER_STATUS_BADGES: Record<'available' | 'working' | 'scheduled', { label: string; color: string }> = {
  available: { label: 'Available', color: 'green' },
  working: { label: 'Working', color: 'blue' },
  scheduled: { label: 'Scheduled', color: 'yellow' },
};

const ISO_WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** 'Mon–Fri, 09:00–17:00', 'Mon, Wed, Sat, 08:00–14:00', 'Every day, …'; ISO weekdays (1 = Monday). */
export function formatAvailability(availability: { weekdays: number[]; startTime: string; endTime: string }): string {
  const days = [...new Set(availability.weekdays)].filter((day) => day >= 1 && day <= 7).sort((a, b) => a - b);
  if (days.length === 0) return 'Not available';
  const hours = `${availability.startTime}–${availability.endTime}`;
  if (days.length === 7) return `Every day, ${hours}`;
  const isRun = days.length > 2 && days.every((day, index) => index === 0 || day === days[index - 1]! + 1);
  const names = isRun ? `${ISO_WEEKDAYS[days[0]! - 1]}–${ISO_WEEKDAYS[days[days.length - 1]! - 1]}` : days.map((day) => ISO_WEEKDAYS[day - 1]).join(', ');
  return `${names}, ${hours}`;
}

export const WEEKDAY_OPTIONS = ISO_WEEKDAYS.map((label, index) => ({ value: String(index + 1), label }));

/** A turnover's line on the dashboard's Turnovers card: its cleaning, keyed by property and checkout day. */
export function turnoverNote(task: TaskFacts & { id: string; kind: TaskKind; propertyId: string; timezone: string; startsAt: string }): { propertyId: string; date: string; label: string; color: string; href: string } | null {
  if (task.kind !== 'turnover' || task.status === 'cancelled') return null;
  const note = assignmentNote(task);
  const state = scheduleState(task.status);
  const label = state === 'scheduled' ? note.label : `${SCHEDULE_BADGES[state].label}${task.cleaner ? ` · ${task.cleaner.name}` : ''}`;
  return { propertyId: task.propertyId, date: localDateHour(task.startsAt, task.timezone).date, label: `Cleaning: ${label}`, color: note.color, href: `/cleaners?task=${task.id}` };
}

/** A wall-clock time in `timeZone` ('2026-12-12T10:00', as a datetime-local field gives it) as an instant; null when it is not a time. */
export function zonedTimeToIso(local: string, timeZone: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match) return null;
  const [, year, month, day, hour, minute] = match.map(Number) as [number, number, number, number, number, number];
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  // The zone's offset at that moment, read twice so a time next to a DST change lands on the right side.
  let instant = wall;
  for (let pass = 0; pass < 2; pass++) {
    const seen = localDateHour(new Date(instant).toISOString(), timeZone);
    const seenWall = Date.parse(`${seen.date}T00:00:00Z`) + Math.round(seen.hour * 60) * 60_000;
    instant += wall - seenWall;
  }
  return Number.isNaN(instant) ? null : new Date(instant).toISOString();
}
