import type { Database } from '../../platform/db/database';
import type { JobQueue } from '../../platform/jobs/job-queue';
import type { Logger } from '../../platform/log/logger';
import type { Clock } from '../../platform/runtime/clock';
import type { FeedFetcher } from './providers/feed-fetcher';
import type { ReservationsPorts } from './reservations.ports';

export interface ReservationsDeps {
  db: Database;
  clock: Clock;
  log: Logger;
  jobs: JobQueue;
  fetcher: FeedFetcher;
  /** Where this installation is reached: export links and the demo's sample feeds live under it. */
  publicUrl: string;
  ports: ReservationsPorts;
}
