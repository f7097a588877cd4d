import { newToken } from '../domain/export-calendar';
import type { ReservationsDeps } from '../reservations.deps';
import { ensureExport } from '../reservations.repo';

export async function findOrCreateExportToken(deps: Pick<ReservationsDeps, 'db' | 'clock'>, workspaceId: string, propertyId: string): Promise<string> {
  return ensureExport(deps.db, workspaceId, propertyId, newToken(), deps.clock.now());
}
