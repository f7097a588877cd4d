import type { DashboardListName, DashboardListPage } from '@cohost/shared';
import type { Actor } from '../../accounts';
import type { ReservationsDeps } from '../reservations.deps';
import { readPortfolio } from './get-portfolio-dashboard';

const STAY_LISTS = { 'check-ins-today': 'checkInsToday', 'check-outs-today': 'checkOutsToday', 'in-house': 'inHouse', upcoming: 'upcoming' } as const;

/** A page of one of the dashboard's lists ("Show more" under a card), in the dashboard's order. */
export async function listDashboardPage(deps: ReservationsDeps, actor: Actor, list: DashboardListName, page: { offset: number; limit: number }): Promise<DashboardListPage> {
  const reading = await readPortfolio(deps, actor);
  const rows = list === 'turnovers' ? reading.turnovers : list === 'alerts' ? reading.alerts : reading[STAY_LISTS[list]];
  const end = page.offset + page.limit;
  const slice = <T>(all: T[]) => all.slice(page.offset, end);
  return {
    list,
    offset: page.offset,
    total: rows.length,
    nextOffset: end < rows.length ? end : null,
    stays: list === 'turnovers' || list === 'alerts' ? [] : slice(reading[STAY_LISTS[list]]),
    turnovers: list === 'turnovers' ? slice(reading.turnovers) : [],
    alerts: list === 'alerts' ? slice(reading.alerts) : [],
  };
}
