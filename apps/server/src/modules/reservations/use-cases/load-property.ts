import type { Actor } from '../../accounts';
import type { PropertyFacts } from '../../properties';
import { isUuid } from '../domain/reservation-access';
import type { ReservationsDeps } from '../reservations.deps';
import { reservationsErrors } from '../reservations.errors';

/** The actor's property (live unless `archivedToo`), or 404 for anything else, another workspace's included. */
export async function loadProperty(deps: Pick<ReservationsDeps, 'db' | 'ports'>, actor: Actor, propertyId: string, options: { archivedToo?: boolean } = {}): Promise<PropertyFacts> {
  const property = isUuid(propertyId) ? await deps.ports.findPropertyFacts(actor.workspaceId, propertyId) : null;
  if (!property || (property.archivedAt && !options.archivedToo)) throw reservationsErrors.propertyNotFound();
  return property;
}
