import path from 'node:path';
import type { Env } from './env';
import { openDatabase, type DatabaseHandle } from './platform/db/database';
import { JobQueue } from './platform/jobs/job-queue';
import type { Logger } from './platform/log/logger';

/** The one place where configuration picks the real service behind each capability. */
export async function openDatabaseFromEnv(env: Env): Promise<DatabaseHandle> {
  return env.DATABASE_URL
    ? openDatabase({ driver: 'postgres', connectionString: env.DATABASE_URL, poolMax: env.DATABASE_POOL_MAX })
    : openDatabase({ driver: 'pglite', dataDir: path.join(env.dataDir, 'pglite') });
}

export function createJobQueue(env: Env, database: DatabaseHandle, log: Logger): JobQueue {
  return JobQueue.create({ database, log: log.child({ component: 'jobs' }), works: env.ROLE !== 'web' });
}
