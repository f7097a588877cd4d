import type { Env } from '../../env';
import type { Database, DatabaseDriver } from '../../platform/db/database';
import type { JobQueue } from '../../platform/jobs/job-queue';
import type { Logger } from '../../platform/log/logger';
import type { Clock } from '../../platform/runtime/clock';
import type { InstanceInfo } from '../../platform/runtime/instance';

export interface SystemDeps {
  db: Database;
  driver: DatabaseDriver;
  jobs: JobQueue;
  clock: Clock;
  instance: InstanceInfo;
  role: Env['ROLE'];
  log: Logger;
}
