import { randomUUID } from 'node:crypto';
import { processPhoto } from '../../../platform/images/process-photo';
import type { CleaningDeps } from '../cleaning.deps';
import { insertAck, insertIssue, insertPhoto, insertTask, listCleanerProfiles, listTasksInWindow, upsertCleanerProfile, type CleaningTaskRow } from '../cleaning.repo';
import type { CleaningPhotoPhase, CleaningTaskKind, CleaningTaskStatus } from '../cleaning.tables';
import { cleaningChecklistTicks } from '../cleaning.tables';
import { DEFAULT_CHECKLIST } from '../domain/default-checklist';
import type { StayTimes } from '../../reservations';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** A small real photo: a room-like gradient with a coloured panel, as JPEG (sharp is loaded for it only). */
async function demoJpeg(hue: [number, number, number], seed: number): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  const width = 480;
  const height = 360;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const offset = (y * width + x) * 3;
      const light = 0.55 + 0.45 * (1 - y / height);
      const panel = x > width * 0.55 && x < width * 0.85 && y > height * 0.25 && y < height * 0.7;
      const noise = ((x * 31 + y * 17 + seed * 7) % 13) - 6;
      pixels[offset] = Math.max(0, Math.min(255, (panel ? hue[0] : 235) * light + noise));
      pixels[offset + 1] = Math.max(0, Math.min(255, (panel ? hue[1] : 228) * light + noise));
      pixels[offset + 2] = Math.max(0, Math.min(255, (panel ? hue[2] : 215) * light + noise));
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 80 }).toBuffer();
}

/** Stores a processed demo photo through platform storage and records it on the task. */
async function addDemoPhoto(deps: CleaningDeps, task: CleaningTaskRow, phase: CleaningPhotoPhase, uploadedBy: string, at: Date, hue: [number, number, number], seed: number, itemKey: string | null = null) {
  const photo = await processPhoto(await demoJpeg(hue, seed));
  const id = randomUUID();
  const fileKey = `${task.workspaceId}/cleaning/${task.id}/${id}.jpg`;
  const thumbnailKey = `${task.workspaceId}/cleaning/${task.id}/${id}-thumb.jpg`;
  await deps.files.put(fileKey, photo.full, { contentType: photo.contentType });
  await deps.files.put(thumbnailKey, photo.thumbnail, { contentType: photo.contentType });
  return insertPhoto(deps.db, {
    id,
    workspaceId: task.workspaceId,
    taskId: task.id,
    phase,
    itemKey,
    fileKey,
    thumbnailKey,
    contentType: photo.contentType,
    width: photo.width,
    height: photo.height,
    bytes: photo.full.byteLength,
    sha256: photo.sha256,
    capturedAt: at,
    uploadedBy,
    uploadedAt: at,
  });
}

/**
 * The guest stay that checked out last between 12 days and a day before the seeding, at any demo
 * property (the demo calendars: an Airbnb stay five days ago), or null when there is none.
 */
async function findLampStay(deps: CleaningDeps, workspaceId: string, properties: Array<{ id: string }>, now: Date): Promise<StayTimes | null> {
  const day = (offset: number) => new Date(now.getTime() + offset * DAY_MS).toISOString().slice(0, 10);
  let latest: StayTimes | null = null;
  for (const property of properties) {
    for (const stay of await deps.ports.listPropertyStays(workspaceId, property.id, { from: day(-20), to: day(0) })) {
      const age = now.getTime() - stay.checkOutAt.getTime();
      if (stay.kind === 'guest' && age >= DAY_MS && age <= 12 * DAY_MS && (!latest || stay.checkOutAt > latest.checkOutAt)) latest = stay;
    }
  }
  return latest;
}

/** A completed inspection that ended an hour before the lamp stay's check-in: the rooms as the guest found them. */
async function seedInspectionBefore(deps: CleaningDeps, workspaceId: string, hostUserId: string, cleanerUserId: string, stay: StayTimes): Promise<void> {
  const windowEnd = new Date(stay.checkInAt.getTime() - HOUR_MS);
  const windowStart = new Date(windowEnd.getTime() - 2 * HOUR_MS);
  const startedAt = new Date(windowStart.getTime() + 10 * 60_000);
  const completedAt = new Date(windowEnd.getTime() - 10 * 60_000);
  const task = await insertTask(deps.db, {
    workspaceId,
    propertyId: stay.propertyId,
    kind: 'inspection',
    windowStart,
    windowEnd,
    sameDay: false,
    status: 'completed',
    cleanerUserId,
    assignedAt: new Date(windowStart.getTime() - 3 * DAY_MS),
    ackState: 'acknowledged',
    notifiedAt: new Date(windowStart.getTime() - DAY_MS),
    ackDeadline: new Date(windowStart.getTime() - 20 * HOUR_MS),
    acknowledgedAt: new Date(windowStart.getTime() - 22 * HOUR_MS),
    startedAt,
    completedAt,
    reportNotes: 'Inspection before the guests: every room in order, the living-room lamp works.',
    reportedAt: completedAt,
    notes: 'Walk through before the guests arrive.',
    checklist: DEFAULT_CHECKLIST,
    createdBy: hostUserId,
    createdAt: new Date(windowStart.getTime() - 4 * DAY_MS),
    updatedAt: completedAt,
  });
  for (const [kind, at] of [['assigned', task.assignedAt], ['acknowledged', task.acknowledgedAt], ['started', startedAt], ['completed', completedAt]] as const) {
    if (at) await insertAck(deps.db, { workspaceId, taskId: task.id, kind, cleanerUserId, at });
  }
  await addDemoPhoto(deps, task, 'after', cleanerUserId, new Date(completedAt.getTime() - 8 * 60_000), [90, 160, 120], 41, 'kitchen/surfaces');
  await addDemoPhoto(deps, task, 'after', cleanerUserId, new Date(completedAt.getTime() - 7 * 60_000), [200, 200, 230], 42, 'bedroom/linen');
  await addDemoPhoto(deps, task, 'after', cleanerUserId, new Date(completedAt.getTime() - 6 * 60_000), [230, 200, 120], 43);
}

interface DemoTask {
  kind: CleaningTaskKind;
  status: CleaningTaskStatus;
  /** Hours from now the window starts, and its length. */
  startHours: number;
  hours: number;
  ack: 'none' | 'requested' | 'acknowledged' | 'escalated';
  assigned: boolean;
  sameDay?: boolean;
  rating?: number;
  report?: string;
  notes?: string;
}

const DEMO_TASKS: DemoTask[] = [
  { kind: 'turnover', status: 'completed', startHours: -26, hours: 4, ack: 'acknowledged', assigned: true, rating: 5, report: 'All done. The living-room lamp is broken (photo in the report); everything else is in order.' },
  { kind: 'deep-clean', status: 'completed', startHours: -74, hours: 5, ack: 'acknowledged', assigned: true, rating: 4, report: 'Deep clean finished: oven and windows done.' },
  { kind: 'turnover', status: 'in-progress', startHours: -1, hours: 4, ack: 'acknowledged', assigned: true, sameDay: true },
  { kind: 'turnover', status: 'pending', startHours: 5, hours: 4, ack: 'requested', assigned: true },
  { kind: 'turnover', status: 'pending', startHours: 28, hours: 5, ack: 'acknowledged', assigned: true },
  { kind: 'mid-stay', status: 'pending', startHours: 50, hours: 2, ack: 'none', assigned: true, notes: 'Fresh towels and a quick tidy: the guests are in.' },
  { kind: 'inspection', status: 'scheduled', startHours: 75, hours: 2, ack: 'none', assigned: false, notes: 'Check the smoke alarms and the lamp replacement.' },
  { kind: 'turnover', status: 'cancelled', startHours: 30, hours: 4, ack: 'none', assigned: true },
];

/**
 * The demo workspace's cleanings: the demo cleaner's profile, and tasks in every state across
 * the demo properties: completed with before/after photos, a ticked checklist, a report, a rating
 * and a reported broken lamp; in progress; waiting for acknowledgement; acknowledged; unassigned;
 * cancelled. Turnovers of the demo stays come from the stays' own events. Idempotent.
 */
export async function seedDemoCleaning(deps: CleaningDeps): Promise<void> {
  const host = await deps.ports.findDemoActor();
  const cleaner = await deps.ports.findDemoCleaner();
  if (!host || !cleaner || cleaner.workspaceId !== host.workspaceId) return;
  const { workspaceId } = host;
  const now = deps.clock.now();
  const properties = (await deps.ports.listProperties(workspaceId)).filter((property) => !property.archivedAt);
  if (properties.length === 0) return;
  if (!(await listCleanerProfiles(deps.db, workspaceId)).some((profile) => profile.userId === cleaner.userId)) {
    await upsertCleanerProfile(deps.db, {
      workspaceId,
      userId: cleaner.userId,
      availability: { weekdays: [1, 2, 3, 4, 5, 6, 7], startTime: '07:00', endTime: '21:00' },
      propertyIds: [],
      specialty: 'Turnovers and deep cleans',
      rotationOrder: 0,
      notifyBy: 'email',
      active: true,
      createdAt: now,
      updatedAt: now,
    });
  }
  // Seeded once: tasks the demo host created are the marker.
  const existing = await listTasksInWindow(deps.db, workspaceId, { from: new Date(now.getTime() - 10 * DAY_MS), to: new Date(now.getTime() + 10 * DAY_MS) }, { withCancelled: true });
  if (existing.some((task) => task.createdBy === host.userId)) return;

  // The broken lamp (the first task) is found in the turnover after a real guest stay, so the
  // claim built from it has a stay, a platform and its clock; the inspection before that stay
  // holds the photos of the flat as the guest found it.
  const lamp = await findLampStay(deps, workspaceId, properties, now);
  if (lamp) await seedInspectionBefore(deps, workspaceId, host.userId, cleaner.userId, lamp);
  for (const [index, spec] of DEMO_TASKS.entries()) {
    const onLampStay = index === 0 && lamp !== null;
    const property = onLampStay ? properties.find((one) => one.id === lamp.propertyId)! : properties[index % properties.length]!;
    const windowStart = onLampStay ? lamp.checkOutAt : new Date(Math.floor((now.getTime() + spec.startHours * HOUR_MS) / (15 * 60_000)) * 15 * 60_000);
    const windowEnd = new Date(windowStart.getTime() + spec.hours * HOUR_MS);
    const done = spec.status === 'completed';
    const started = done || spec.status === 'in-progress';
    const startedAt = started ? new Date(windowStart.getTime() + 20 * 60_000) : null;
    const completedAt = done ? new Date(startedAt!.getTime() + (spec.hours - 1.5) * HOUR_MS) : null;
    const notified = spec.ack !== 'none';
    const task = await insertTask(deps.db, {
      workspaceId,
      propertyId: property.id,
      reservationId: onLampStay ? lamp.id : null,
      kind: spec.kind,
      windowStart,
      windowEnd,
      sameDay: spec.sameDay ?? false,
      status: spec.status,
      cleanerUserId: spec.assigned ? cleaner.userId : null,
      assignedAt: spec.assigned ? new Date(windowStart.getTime() - 3 * DAY_MS) : null,
      ackState: spec.ack,
      notifiedAt: notified ? new Date(windowStart.getTime() - DAY_MS) : null,
      ackDeadline: notified ? new Date(windowStart.getTime() - 20 * HOUR_MS) : null,
      acknowledgedAt: spec.ack === 'acknowledged' ? new Date(windowStart.getTime() - 22 * HOUR_MS) : null,
      startedAt,
      completedAt,
      cancelledAt: spec.status === 'cancelled' ? new Date(now.getTime() - 2 * HOUR_MS) : null,
      cancelReason: spec.status === 'cancelled' ? 'The stay was cancelled' : null,
      reportNotes: spec.report ?? null,
      reportedAt: spec.report ? completedAt : null,
      rating: spec.rating ?? null,
      ratedAt: spec.rating ? new Date(completedAt!.getTime() + HOUR_MS) : null,
      notes: spec.notes ?? '',
      checklist: DEFAULT_CHECKLIST,
      createdBy: host.userId,
      createdAt: new Date(windowStart.getTime() - 4 * DAY_MS),
      updatedAt: now,
    });
    const history: Array<{ kind: string; at: Date | null; detail?: string }> = [
      { kind: 'assigned', at: task.assignedAt, detail: 'Assigned by the host' },
      { kind: 'notified', at: task.notifiedAt, detail: 'email' },
      { kind: 'acknowledged', at: task.acknowledgedAt },
      { kind: 'started', at: startedAt },
      { kind: 'completed', at: completedAt },
      { kind: 'cancelled', at: task.cancelledAt, detail: task.cancelReason ?? '' },
    ];
    for (const entry of history) {
      if (entry.at) await insertAck(deps.db, { workspaceId, taskId: task.id, kind: entry.kind, cleanerUserId: task.cleanerUserId, detail: entry.detail, at: entry.at });
    }
    if (!started) continue;
    // The checklist: every item ticked when done, the first rooms while in progress.
    const items = DEFAULT_CHECKLIST.flatMap((room) => room.items.map((item) => `${room.key}/${item.key}`));
    const ticked = done ? items : items.slice(0, 4);
    if (ticked.length > 0) {
      await deps.db.insert(cleaningChecklistTicks).values(
        ticked.map((itemKey, position) => ({ workspaceId, taskId: task.id, itemKey, tickedBy: cleaner.userId, tickedAt: new Date(startedAt!.getTime() + (position + 1) * 8 * 60_000) })),
      );
    }
    await addDemoPhoto(deps, task, 'before', cleaner.userId, startedAt!, [150, 120, 90], index * 3 + 1);
    await addDemoPhoto(deps, task, 'before', cleaner.userId, new Date(startedAt!.getTime() + 60_000), [120, 140, 170], index * 3 + 2);
    if (!done) continue;
    await addDemoPhoto(deps, task, 'after', cleaner.userId, new Date(completedAt!.getTime() - 5 * 60_000), [90, 160, 120], index * 3 + 3, 'kitchen/surfaces');
    await addDemoPhoto(deps, task, 'after', cleaner.userId, new Date(completedAt!.getTime() - 4 * 60_000), [200, 200, 230], index * 3 + 4, 'bedroom/linen');
    if (index === 0) {
      const lamp = await addDemoPhoto(deps, task, 'issue', cleaner.userId, new Date(startedAt!.getTime() + 30 * 60_000), [60, 60, 70], 99);
      await insertIssue(deps.db, {
        workspaceId,
        taskId: task.id,
        propertyId: property.id,
        kind: 'damage',
        description: 'Living-room floor lamp is broken: the shade is cracked and it does not switch on.',
        photoIds: [lamp.id],
        reportedBy: cleaner.userId,
        reportedAt: new Date(startedAt!.getTime() + 31 * 60_000),
      });
    }
  }
}
