import { randomBytes } from 'node:crypto';
import type { Actor } from '../../accounts';
import { assertCanManageReservations } from '../domain/reservation-access';
import { buildExportCalendar, type ExportItem } from '../domain/export-calendar';
import { addDays, localToday } from '../domain/stay-times';
import type { ReservationsDeps } from '../reservations.deps';
import { reservationsErrors } from '../reservations.errors';
import { ensureExport, findExportByToken, listBlocks, listWorkspaceStays, replaceExportToken } from '../reservations.repo';
import { echoBlockIds } from './find-double-bookings';
import { loadProperty } from './load-property';

const newToken = () => randomBytes(24).toString('base64url');

export function exportUrlFor(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/$/, '')}/api/calendar-export/${token}.ics`;
}

export async function findOrCreateExportToken(deps: Pick<ReservationsDeps, 'db' | 'clock'>, workspaceId: string, propertyId: string): Promise<string> {
  return ensureExport(deps.db, workspaceId, propertyId, newToken(), deps.clock.now());
}

/** A new secret link for the property's export feed; the old link stops working at once. */
export async function rotateCalendarExport(deps: ReservationsDeps, actor: Actor, propertyId: string): Promise<{ exportUrl: string }> {
  assertCanManageReservations(actor);
  const property = await loadProperty(deps, actor, propertyId);
  const token = newToken();
  await replaceExportToken(deps.db, actor.workspaceId, property.id, token, deps.clock.now());
  return { exportUrl: exportUrlFor(deps.publicUrl, token) };
}

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

