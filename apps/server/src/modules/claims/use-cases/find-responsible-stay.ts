import { DateTime } from 'luxon';
import type { ClaimsDeps } from '../claims.deps';

/** How far back a damage report looks for the stay that caused it. */
const LOOKBACK_DAYS = 60;

/**
 * The stay responsible for damage found at `at`: the last guest stay at the property whose
 * checkout is at or before that moment. Null when none (a host's own stay never counts).
 */
export async function findResponsibleStay(deps: Pick<ClaimsDeps, 'ports'>, workspaceId: string, propertyId: string, at: Date, timeZone: string): Promise<string | null> {
  const day = DateTime.fromJSDate(at, { zone: timeZone });
  const stays = await deps.ports.listPropertyStays(workspaceId, propertyId, { from: day.minus({ days: LOOKBACK_DAYS }).toISODate()!, to: day.toISODate()! });
  const before = stays.filter((stay) => stay.kind === 'guest' && stay.checkOutAt.getTime() <= at.getTime()).sort((a, b) => b.checkOutAt.getTime() - a.checkOutAt.getTime());
  return before[0]?.id ?? null;
}
