import type { QueryClient } from '@tanstack/react-query';

import { PORTFOLIO_VIEWS_KEY, RESERVATIONS_QUERY_KEY } from './reservations-query-key';

/** After any change to stays or feeds: the property's calendar and the portfolio views read again. */
export function invalidateCalendar(queryClient: QueryClient): Promise<void> {
  return Promise.all([queryClient.invalidateQueries({ queryKey: RESERVATIONS_QUERY_KEY }), queryClient.invalidateQueries({ queryKey: PORTFOLIO_VIEWS_KEY })]).then(() => undefined);
}
