import type { PropertyStatsPage } from '@cohost/shared';
import type { Actor } from '../../accounts';
import type { ReservationsDeps } from '../reservations.deps';
import { reservationsErrors } from '../reservations.errors';
import { readPortfolio } from './get-portfolio-dashboard';

/** The properties' month figures a page at a time (the properties list), or one property's (its overview). */
export async function listPropertyStats(deps: ReservationsDeps, actor: Actor, query: { offset: number; limit: number; propertyId?: string }): Promise<PropertyStatsPage> {
  const { properties } = await readPortfolio(deps, actor);
  const rows = query.propertyId ? properties.filter((stats) => stats.propertyId === query.propertyId) : properties;
  if (query.propertyId && rows.length === 0) throw reservationsErrors.propertyNotFound();
  const end = query.offset + query.limit;
  return { properties: rows.slice(query.offset, end), offset: query.offset, total: rows.length, nextOffset: end < rows.length ? end : null };
}
