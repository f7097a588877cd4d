import type { ClaimsDeps } from '../claims.deps';
import { findCaseByOrigin } from '../claims.repo';
import { comparePhotos } from '../packet/compare-photos';
import { findResponsibleStay } from './find-responsible-stay';
import { openClaimCase } from './open-claim-case';

/**
 * A cleaning was completed (`cleaning.completed`): each after photo of a checklist item is
 * compared with the previous turnover's photo of the same item; a change worth a look opens a
 * damage case (`photo-comparison`) on the stay before, once per cleaning.
 */
export async function compareTurnoverPhotos(deps: ClaimsDeps, payload: { workspaceId: string; taskId: string }): Promise<void> {
  const originKey = `compare:${payload.taskId}`;
  if (await findCaseByOrigin(deps.db, payload.workspaceId, originKey)) return;
  const found = await deps.ports.findAfterPhotosWithPrevious(payload.workspaceId, payload.taskId);
  if (!found || found.previousAfter.length === 0) return;
  const changed: Array<{ label: string; difference: number }> = [];
  for (const photo of found.after) {
    const earlier = photo.itemKey ? found.previousAfter.filter((other) => other.itemKey === photo.itemKey).at(-1) : undefined;
    if (!earlier) continue;
    const [now, then] = await Promise.all([deps.ports.readPhoto(payload.workspaceId, photo.id), deps.ports.readPhoto(payload.workspaceId, earlier.id)]);
    if (!now || !then) continue;
    const result = await comparePhotos(then, now);
    if (result.changed) changed.push({ label: photo.itemLabel ?? photo.itemKey!, difference: result.difference });
  }
  if (changed.length === 0) return;
  const property = await deps.ports.findProperty(payload.workspaceId, found.propertyId);
  if (!property) return;
  const reservationId = found.reservationId ?? (await findResponsibleStay(deps, payload.workspaceId, property.id, found.completedAt, property.timezone));
  const labels = changed.map((entry) => entry.label);
  await openClaimCase(deps, {
    workspaceId: payload.workspaceId,
    kind: 'damage',
    category: 'damage',
    source: 'photo-comparison',
    title: `Changed since the last turnover: ${labels.join(', ')}`.slice(0, 140),
    description: `Cohost compared the after photos with the previous turnover's: ${changed.map((entry) => `${entry.label} (${Math.round(entry.difference * 100)}% different)`).join(', ')}. Look at them side by side before asking the guest.`,
    propertyId: property.id,
    reservationId,
    cleaningTaskId: payload.taskId,
    originKey,
    reportedAt: found.completedAt,
    by: { type: 'system', name: 'Cohost' },
  });
}
