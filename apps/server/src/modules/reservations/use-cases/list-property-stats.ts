import type { PropertyStatsPage } from '@cohost/shared';
import type { Actor } from '../../accounts';
import type { ReservationsDeps } from '../reservations.deps';
import { readPortfolio } from './get-portfolio-dashboard';

/**
 * The properties' month figures a page at a time (the properties list), or one property's (its
 * overview). `propertyId` filters: an archived or unknown property gives an empty page, not a 404,
 * since a property's page reads it again as the property is being archived.
 */
export async function listPropertyStats(deps: ReservationsDeps, actor: Actor, query: { offset: number; limit: number; propertyId?: string }): Promise<PropertyStatsPage> {
  const { properties } = await readPortfolio(deps, actor);
  const rows = query.propertyId ? properties.filter((stats) => stats.propertyId === query.propertyId) : properties;
  const end = query.offset + query.limit;
  return { properties: rows.slice(query.offset, end), offset: query.offset, total: rows.length, nextOffset: end < rows.length ? end : null };
}
