import type { Cleaner } from '@cohost/shared';
import type { CleanerAvailability } from '../cleaning.tables';
import type { Actor } from '../../accounts';
import type { CleaningDeps } from '../cleaning.deps';
import { cleaningErrors } from '../cleaning.errors';
import { listCleanerProfiles, upsertCleanerProfile } from '../cleaning.repo';
import { DEFAULT_AVAILABILITY } from '../domain/cleaner-defaults';
import { listCleaners } from './list-cleaners';

/** A host edits a cleaner's availability, the properties they work, specialty, how they are told. */
export async function updateCleaner(
  deps: CleaningDeps,
  actor: Actor,
  userId: string,
  input: { specialty?: string; availability?: CleanerAvailability; propertyIds?: string[]; notifyBy?: 'email' | 'sms' },
): Promise<Cleaner> {
  const { workspaceId } = actor;
  const cleaners = await deps.ports.listCleaners(workspaceId);
  const index = cleaners.findIndex((cleaner) => cleaner.userId === userId);
  if (index < 0) throw cleaningErrors.cleanerNotFound();
  if (input.propertyIds) {
    const known = new Set((await deps.ports.listProperties(workspaceId)).map((property) => property.id));
    if (input.propertyIds.some((id) => !known.has(id))) throw cleaningErrors.propertyNotFound();
  }
  const current = (await listCleanerProfiles(deps.db, workspaceId)).find((row) => row.userId === userId);
  const now = deps.clock.now();
  await upsertCleanerProfile(deps.db, {
    workspaceId,
    userId,
    availability: input.availability ?? current?.availability ?? DEFAULT_AVAILABILITY,
    propertyIds: input.propertyIds ? [...new Set(input.propertyIds)] : (current?.propertyIds ?? []),
    specialty: input.specialty ?? current?.specialty ?? '',
    notifyBy: input.notifyBy ?? current?.notifyBy ?? 'email',
    rotationOrder: current?.rotationOrder ?? index,
    active: current?.active ?? true,
    createdAt: current?.createdAt ?? now,
    updatedAt: now,
  });
  await deps.realtime.publish(deps.db, workspaceId, { type: 'cleaning.changed', data: { cleanerId: userId } });
  return (await listCleaners(deps, workspaceId)).find((cleaner) => cleaner.id === userId)!;
}
