import { echoBlockIds } from '../domain/double-bookings';
import { buildExportCalendar, type ExportItem } from '../domain/export-calendar';
import { addDays, localToday } from '../domain/stay-times';
import type { ReservationsDeps } from '../reservations.deps';
import { reservationsErrors } from '../reservations.errors';
import { findExportByToken, listBlocks, listWorkspaceStays } from '../reservations.repo';

/**
 * The export feed behind a secret link: live stays (every source, so Airbnb learns of Vrbo's
 * bookings and back) and the feeds' blocks, from 30 days ago on; echoes of our own stays are
 * left out so the platforms do not bounce dates between each other.
 */
export async function getCalendarExport(deps: ReservationsDeps, token: string): Promise<{ calendar: string; propertyName: string }> {
  const link = /^[A-Za-z0-9_-]{16,64}$/.test(token) ? await findExportByToken(deps.db, token) : null;
  const property = link ? await deps.ports.findPropertyFactsById(link.propertyId) : null;
  if (!link || !property || property.archivedAt || property.workspaceId !== link.workspaceId) throw reservationsErrors.exportNotFound();
  const now = deps.clock.now();
  const range = { from: addDays(localToday(now, property.timezone), -30), to: '9999-12-31' };
  const [stays, blocks] = await Promise.all([
    listWorkspaceStays(deps.db, link.workspaceId, range, [property.id]),
    listBlocks(deps.db, link.workspaceId, range, [property.id]),
  ]);
  const echoes = echoBlockIds(stays, blocks);
  const items: ExportItem[] = [
    ...stays.map((stay) => ({ id: stay.id, type: 'reservation' as const, start: stay.checkInDate, end: stay.checkOutDate })),
    ...blocks.filter((block) => !echoes.has(block.id)).map((block) => ({ id: block.id, type: 'block' as const, start: block.startDate, end: block.endDate })),
  ];
  return { calendar: buildExportCalendar(property.name, items, now), propertyName: property.name };
}

