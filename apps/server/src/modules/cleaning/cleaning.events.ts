import { z } from 'zod';
import { defineEvent } from '../../platform/events/define-event';

/**
 * What cleaning announces, published in the transaction of the change. Payloads carry ids and the
 * facts a subscriber decides on; it re-reads the rest through the cleaning face.
 */
const byTask = (payload: { taskId: string }) => payload.taskId;

const TaskFacts = z.object({
  workspaceId: z.string(),
  taskId: z.string(),
  propertyId: z.string(),
  kind: z.enum(['turnover', 'deep-clean', 'inspection', 'mid-stay']),
  reservationId: z.string().nullable(),
  windowStart: z.string(),
  windowEnd: z.string(),
});

/** A cleaning was planned (a turnover from a stay, or a host's task). */
export const cleaningScheduled = defineEvent('cleaning.scheduled', TaskFacts.extend({ sameDay: z.boolean() }), byTask);
/** A cleaning's window moved (its stay or the next one moved); `previous*` are the old bounds. */
export const cleaningMoved = defineEvent('cleaning.moved', TaskFacts.extend({ previousStart: z.string(), previousEnd: z.string(), reason: z.string() }), byTask);
/** A cleaning was cancelled (its stay cancelled, or the host). */
export const cleaningCancelled = defineEvent('cleaning.cancelled', TaskFacts.extend({ reason: z.string() }), byTask);
/** A cleaner was assigned (or reassigned: `previousCleanerUserId`). */
export const cleaningAssigned = defineEvent(
  'cleaning.assigned',
  TaskFacts.extend({ cleanerUserId: z.string(), previousCleanerUserId: z.string().nullable() }),
  byTask,
);
/** A cleaner completed a cleaning (the claims and supplies modules read its photos and counts). */
export const cleaningCompleted = defineEvent(
  'cleaning.completed',
  z.object({
    workspaceId: z.string(),
    taskId: z.string(),
    propertyId: z.string(),
    reservationId: z.string().nullable(),
    cleanerUserId: z.string().nullable(),
    completedAt: z.string(),
    /** Ids of the task's photos (before and after). */
    photoIds: z.array(z.string()),
    issueCount: z.number().int(),
  }),
  byTask,
);
/** A cleaner reported damage, a missing item or maintenance, with photos (claims reads it). */
export const cleaningIssueReported = defineEvent(
  'cleaning.issue-reported',
  z.object({
    workspaceId: z.string(),
    taskId: z.string(),
    propertyId: z.string(),
    /** The stay the cleaning follows (the guest a claim would be against). */
    reservationId: z.string().nullable(),
    issueId: z.string(),
    kind: z.enum(['damage', 'missing', 'maintenance']),
    description: z.string(),
    photoIds: z.array(z.string()),
    reportedBy: z.string(),
  }),
  byTask,
);
/** Supplies were counted at the end of a cleaning (the supplies module restocks from it). */
export const cleaningSuppliesCounted = defineEvent(
  'cleaning.supplies-counted',
  z.object({
    workspaceId: z.string(),
    taskId: z.string(),
    propertyId: z.string(),
    countedBy: z.string(),
    items: z.array(z.object({ key: z.string(), name: z.string(), quantity: z.number().int() })),
  }),
  byTask,
);
