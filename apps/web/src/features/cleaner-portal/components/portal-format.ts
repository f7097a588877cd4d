import { PHOTO_CONTENT_TYPES, PHOTO_MAX_BYTES, type PortalTask, type PortalTaskStatus } from '@cohost/shared';

/** A day in the property's time zone: "Fri 27 Nov". */
export function formatDay(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone, weekday: 'short', day: 'numeric', month: 'short' }).format(new Date(iso));
}

/** A time of day in the property's time zone: "11:00". */
export function formatTime(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit' }).format(new Date(iso));
}

/** The window: "11:00 – 15:00", or across days "Fri 27 Nov 11:00 – Sat 28 Nov 10:00". */
export function formatWindow(task: Pick<PortalTask, 'startsAt' | 'endsAt' | 'timezone'>): string {
  const sameDay = formatDay(task.startsAt, task.timezone) === formatDay(task.endsAt, task.timezone);
  if (sameDay) return `${formatTime(task.startsAt, task.timezone)} – ${formatTime(task.endsAt, task.timezone)}`;
  return `${formatTime(task.startsAt, task.timezone)} – ${formatDay(task.endsAt, task.timezone)} ${formatTime(task.endsAt, task.timezone)}`;
}

/** Minutes as "45 min" or "2 h 05 min". */
export function formatMinutes(minutes: number | null): string {
  if (minutes === null) return '—';
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}

/** Each status's badge: its words, colour and icon name (the brief: pending, in-progress, completed). */
export const STATUS_BADGES: Record<PortalTaskStatus, { label: string; color: string }> = {
  pending: { label: 'Pending', color: 'yellow' },
  'in-progress': { label: 'In progress', color: 'blue' },
  completed: { label: 'Completed', color: 'green' },
  cancelled: { label: 'Cancelled', color: 'gray' },
};

export const KIND_LABELS: Record<PortalTask['kind'], string> = {
  turnover: 'Turnover',
  'deep-clean': 'Deep clean',
  inspection: 'Inspection',
  'mid-stay': 'Mid-stay clean',
};

const MB = 1_000_000;

/** What is wrong with a file before sending it, in the cleaner's words; null when it may go (the server checks the content again). */
export function refusalOf(file: { name: string; type: string; size: number }): string | null {
  if (/heic|heif/i.test(file.type) || /\.(heic|heif)$/i.test(file.name)) {
    return `${file.name}: HEIC photos cannot be read yet. On an iPhone: Settings › Camera › Formats › Most Compatible.`;
  }
  if (file.type && !(PHOTO_CONTENT_TYPES as readonly string[]).includes(file.type)) return `${file.name} is not a photo we can read. Send a JPEG, PNG, WebP or AVIF photo.`;
  if (file.size > PHOTO_MAX_BYTES) return `${file.name} is ${(file.size / MB).toFixed(1)} MB; the limit is ${PHOTO_MAX_BYTES / MB} MB.`;
  return null;
}
