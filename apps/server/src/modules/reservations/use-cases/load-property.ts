import type { Actor } from '../../accounts';
import { findPropertyFacts, type PropertyFacts } from '../../properties';
import { isUuid } from '../domain/reservation-access';
import type { ReservationsDeps } from '../reservations.deps';
import { reservationsErrors } from '../reservations.errors';

/** The actor's property (live unless `archivedToo`), or 404 for anything else, another workspace's included. */
export async function loadProperty(deps: Pick<ReservationsDeps, 'db'>, actor: Actor, propertyId: string, options: { archivedToo?: boolean } = {}): Promise<PropertyFacts> {
  const property = isUuid(propertyId) ? await findPropertyFacts(deps.db, actor.workspaceId, propertyId) : null;
  if (!property || (property.archivedAt && !options.archivedToo)) throw reservationsErrors.propertyNotFound();
  return property;
}
