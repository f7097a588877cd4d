import type { StatisticsWatch } from '../../platform/db/statistics-watch';
import type { ModuleContext } from '../../platform/module';
import type { FeedFetcher } from './providers/feed-fetcher';
import type { ReservationsPorts } from './reservations.ports';

export interface ReservationsDeps extends ModuleContext {
  fetcher: FeedFetcher;
  /** Where this installation is reached: export links and the demo's sample feeds live under it. */
  publicUrl: string;
  ports: ReservationsPorts;
  /** One feed sync's time budget (fetch, parse, writes); past it the sync stops with an error on the feed. */
  syncBudgetMs: number;
  /** Stays and blocks imported by syncs: their tables' statistics refreshed after every `IMPORT_ANALYZE_ROWS`. */
  imports: StatisticsWatch;
}
