import type { Database } from '../../platform/db/database';
import type { JobQueue } from '../../platform/jobs/job-queue';
import type { Logger } from '../../platform/log/logger';
import type { Clock } from '../../platform/runtime/clock';
import type { AccountMessages } from './accounts.ports';

export interface AccountsDeps {
  db: Database;
  jobs: JobQueue;
  clock: Clock;
  log: Logger;
  messages: AccountMessages;
  secret: string;
  publicUrl: string;
  production: boolean;
  /** Trust X-Forwarded-For from the reverse proxy in front of Cohost (TRUST_PROXY). */
  trustProxy: boolean;
}
