import type { PortalPhoto, PortalTask } from '@cohost/shared';
import { DateTime } from 'luxon';
import type { ChecklistTemplateRoom, cleaningIssues, cleaningPhotos, cleaningSupplyCounts, cleaningTasks } from '../cleaning.tables';

type PortalTaskRow = typeof cleaningTasks.$inferSelect;
type PortalPhotoRow = typeof cleaningPhotos.$inferSelect;
type PortalIssueRow = typeof cleaningIssues.$inferSelect;
type PortalSupplyRow = typeof cleaningSupplyCounts.$inferSelect;

/** What the portal shows of a property: its name, one line of address, its time zone. */
export interface PortalProperty {
  name: string;
  address: string;
  timezone: string;
}

/** A task's door code as the locks module holds it (digits only once the lock confirmed them). */
export interface HeldDoorCode {
  code: string;
  lockConfirmed: boolean;
  startsAt: Date;
  endsAt: Date;
}

/** Signed links to a stored photo and its thumbnail. */
export type PhotoLinker = (key: string) => string;

/** Everything one card of the portal shows, from the rows read for it. */
export interface PortalTaskParts {
  task: PortalTaskRow;
  property: PortalProperty | null;
  doorCode: HeldDoorCode | null;
  tickedKeys: ReadonlySet<string>;
  photos: PortalPhotoRow[];
  issues: PortalIssueRow[];
  supplies: PortalSupplyRow[];
  /** The property's supply items to count (empty when the property has none, or the task is not live). */
  supplyItems: Array<{ name: string; unit: string; runningLow: boolean }>;
}

/** The day (YYYY-MM-DD) of an instant in a time zone. */
export function localDay(at: Date, timezone: string): string {
  return DateTime.fromJSDate(at, { zone: timezone }).toISODate() ?? at.toISOString().slice(0, 10);
}

/** A photo's capture time as an instant: the camera's offset when it wrote one, else its clock read in the property's zone. */
export function takenAt(photo: Pick<PortalPhotoRow, 'capturedAt' | 'capturedLocal'>, timezone: string): Date | null {
  if (photo.capturedAt) return photo.capturedAt;
  if (!photo.capturedLocal) return null;
  const local = DateTime.fromISO(photo.capturedLocal, { zone: timezone });
  return local.isValid ? local.toJSDate() : null;
}

export function toPortalPhoto(photo: PortalPhotoRow, timezone: string, link: PhotoLinker): PortalPhoto {
  return {
    id: photo.id,
    phase: photo.phase,
    url: link(photo.fileKey),
    thumbnailUrl: link(photo.thumbnailKey),
    takenAt: takenAt(photo, timezone)?.toISOString() ?? null,
    uploadedAt: photo.uploadedAt.toISOString(),
    itemKey: photo.itemKey,
  };
}

/** Whether the cleaner must still say they will do it, and why. */
export function acknowledgementOf(task: PortalTaskRow): PortalTask['acknowledgement'] {
  if (task.status === 'completed') return null;
  const changed = task.changeNeedsAck;
  if (!changed && task.ackState !== 'requested' && task.ackState !== 'escalated') return null;
  return {
    reason: changed ? 'changed' : 'assigned',
    change: changed ? (task.changeReason ?? (task.status === 'cancelled' ? 'This cleaning was cancelled.' : 'This cleaning changed.')) : null,
    deadline: task.ackDeadline?.toISOString() ?? null,
  };
}

function itemsOf(rooms: ChecklistTemplateRoom[], ticked: ReadonlySet<string>): PortalTask['checklist'] {
  return rooms.map((room) => ({
    key: room.key,
    name: room.name,
    items: room.items.map((item) => {
      const key = `${room.key}/${item.key}`;
      return { key, label: item.label, needsPhoto: item.requiresPhoto, isDone: ticked.has(key) };
    }),
  }));
}

/** Whether `itemKey` (`<roomKey>/<itemKey>`) is an item of the task's checklist. */
export function hasChecklistItem(rooms: ChecklistTemplateRoom[], itemKey: string): boolean {
  return rooms.some((room) => room.items.some((item) => `${room.key}/${item.key}` === itemKey));
}

export function toPortalTask(parts: PortalTaskParts, link: PhotoLinker): PortalTask {
  const { task, property, doorCode } = parts;
  const timezone = property?.timezone ?? 'UTC';
  const durationMinutes = task.startedAt && task.completedAt ? Math.round((task.completedAt.getTime() - task.startedAt.getTime()) / 60_000) : null;
  const photosById = new Map(parts.photos.map((photo) => [photo.id, photo]));
  return {
    id: task.id,
    kind: task.kind,
    status: task.status === 'scheduled' ? 'pending' : task.status,
    property: { id: task.propertyId, name: property?.name ?? 'Property', address: property?.address ?? '' },
    timezone,
    startsAt: task.windowStart.toISOString(),
    endsAt: task.windowEnd.toISOString(),
    date: localDay(task.windowStart, timezone),
    isSameDay: task.sameDay,
    acknowledgement: acknowledgementOf(task),
    acknowledgedAt: task.acknowledgedAt?.toISOString() ?? null,
    doorCode: doorCode
      ? { code: doorCode.lockConfirmed ? doorCode.code : '', isConfirmed: doorCode.lockConfirmed, startsAt: doorCode.startsAt.toISOString(), endsAt: doorCode.endsAt.toISOString() }
      : null,
    hostNotes: task.notes,
    startedAt: task.startedAt?.toISOString() ?? null,
    completedAt: task.completedAt?.toISOString() ?? null,
    durationMinutes,
    checklist: itemsOf(task.checklist, parts.tickedKeys),
    photos: parts.photos.filter((photo) => photo.phase !== 'issue').map((photo) => toPortalPhoto(photo, timezone, link)),
    issues: parts.issues.map((issue) => ({
      id: issue.id,
      kind: issue.kind,
      description: issue.description,
      photos: issue.photoIds.flatMap((id) => {
        const photo = photosById.get(id);
        return photo ? [toPortalPhoto(photo, timezone, link)] : [];
      }),
      reportedAt: issue.reportedAt.toISOString(),
    })),
    supplies: parts.supplies.map((supply) => ({ name: supply.itemName, quantity: supply.quantity })),
    supplyItems: parts.supplyItems.map((item) => ({ name: item.name, unit: item.unit, runningLow: item.runningLow })),
    report: task.reportedAt ? { notes: task.reportNotes ?? '', submittedAt: task.reportedAt.toISOString() } : null,
    rating: task.rating,
  };
}

/** One line of address from its parts (empty parts left out). */
export function addressLine(address: { line1: string; line2: string; city: string; region: string; postalCode: string; country: string }): string {
  const cityLine = [address.city, [address.region, address.postalCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [address.line1, address.line2, cityLine].filter(Boolean).join(', ');
}

/** Monday 00:00 of the week `now` falls in, in a time zone. */
export function weekStart(now: Date, timezone: string): Date {
  return DateTime.fromJSDate(now, { zone: timezone }).startOf('week').toJSDate();
}
