import type { Actor } from '../../accounts';
import { exportUrlFor, newToken } from '../domain/export-calendar';
import { assertCanManageReservations } from '../domain/reservation-access';
import type { ReservationsDeps } from '../reservations.deps';
import { replaceExportToken } from '../reservations.repo';
import { loadProperty } from './load-property';

/** A new secret link for the property's export feed; the old link stops working at once. */
export async function rotateCalendarExport(deps: ReservationsDeps, actor: Actor, propertyId: string): Promise<{ exportUrl: string }> {
  assertCanManageReservations(actor);
  const property = await loadProperty(deps, actor, propertyId);
  const token = newToken();
  await replaceExportToken(deps.db, actor.workspaceId, property.id, token, deps.clock.now());
  return { exportUrl: exportUrlFor(deps.publicUrl, token) };
}
