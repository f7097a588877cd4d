import type { CleaningTaskSummary } from '@cohost/shared';
import type { cleaningTasks } from '../cleaning.tables';

type CleaningTaskRow = typeof cleaningTasks.$inferSelect;

/** A task as lists show it, from its row and what was looked up around it. */
export function toTaskSummary(
  row: CleaningTaskRow,
  around: { propertyName: string; timezone: string; names: Map<string, string>; guests: Map<string, string>; photos: number; issues: number },
): CleaningTaskSummary {
  const person = (id: string | null) => (id ? { id, name: around.names.get(id) ?? 'Former cleaner' } : null);
  const duration = row.startedAt && row.completedAt ? Math.round((row.completedAt.getTime() - row.startedAt.getTime()) / 60_000) : null;
  const open = row.status === 'pending' || row.status === 'scheduled';
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    propertyId: row.propertyId,
    propertyName: around.propertyName,
    timezone: around.timezone,
    startsAt: row.windowStart.toISOString(),
    endsAt: row.windowEnd.toISOString(),
    isSameDay: row.sameDay,
    cleaner: person(row.cleanerUserId),
    proposedCleaner: row.approvalId ? person(row.proposedCleanerUserId) : null,
    acknowledgement: row.ackState,
    needsAcknowledgement: open && row.cleanerUserId !== null && (row.ackState === 'requested' || row.ackState === 'escalated'),
    changeReason: row.changeNeedsAck ? row.changeReason : null,
    acknowledgedAt: row.acknowledgedAt?.toISOString() ?? null,
    escalatedAt: row.escalatedAt?.toISOString() ?? null,
    startedAt: row.startedAt?.toISOString() ?? null,
    completedAt: row.completedAt?.toISOString() ?? null,
    durationMinutes: duration,
    rating: row.rating,
    photoCount: around.photos,
    issueCount: around.issues,
    reservationId: row.reservationId,
    outgoingGuestName: (row.reservationId && around.guests.get(row.reservationId)) || null,
    nextGuestName: (row.nextReservationId && around.guests.get(row.nextReservationId)) || null,
    notes: row.notes,
  };
}
