import type { CleaningTaskSummary } from '@cohost/shared';
import type { CleaningDeps } from '../cleaning.deps';
import { countEvidence, type CleaningTaskRow } from '../cleaning.repo';
import { toTaskSummary } from '../domain/task-view';

/** Tasks as lists show them: property names, people's names and evidence counts looked up at once. */
export async function summarizeTasks(deps: CleaningDeps, workspaceId: string, rows: CleaningTaskRow[]): Promise<CleaningTaskSummary[]> {
  if (rows.length === 0) return [];
  const stayIds = [...new Set(rows.flatMap((row) => [row.reservationId, row.nextReservationId]).filter((id): id is string => id !== null))];
  const [properties, cleaners, evidence, stays] = await Promise.all([
    deps.ports.listProperties(workspaceId),
    deps.ports.listCleaners(workspaceId),
    countEvidence(deps.db, workspaceId, rows.map((row) => row.id)),
    deps.ports.listStayDates(workspaceId, stayIds),
  ]);
  const guests = new Map(stays.map((stay) => [stay.id, stay.guestName]));
  const byId = new Map(properties.map((property) => [property.id, property]));
  const names = new Map(cleaners.map((cleaner) => [cleaner.userId, cleaner.name]));
  for (const row of rows) {
    for (const id of [row.cleanerUserId, row.proposedCleanerUserId]) {
      if (id && !names.has(id)) names.set(id, (await deps.ports.findUserName(id)) ?? 'Former cleaner');
    }
  }
  return rows.map((row) => {
    const property = byId.get(row.propertyId);
    const counts = evidence.get(row.id) ?? { photos: 0, issues: 0 };
    return toTaskSummary(row, { propertyName: property?.name ?? 'Archived property', timezone: property?.timezone ?? 'UTC', names, guests, photos: counts.photos, issues: counts.issues });
  });
}
