import type { Database } from '../../platform/db/database';
import type { JobQueue } from '../../platform/jobs/job-queue';
import type { Logger } from '../../platform/log/logger';
import type { Clock } from '../../platform/runtime/clock';
import type { NotificationProviders } from './providers/notification-providers';

export interface NotificationsDeps {
  db: Database;
  jobs: JobQueue;
  clock: Clock;
  log: Logger;
  providers: NotificationProviders;
  /** In production the dev outbox page does not exist. */
  production: boolean;
}
