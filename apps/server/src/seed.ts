import { createModules } from './app';
import { EnvError, loadEnv } from './env';
import { lockDataDir } from './platform/db/data-dir-lock';
import { migrateDatabase } from './platform/db/database';
import { JobQueue } from './platform/jobs/job-queue';
import { createLogger } from './platform/log/logger';
import { systemClock } from './platform/runtime/clock';
import { describeInstance } from './platform/runtime/instance';
import { MIGRATIONS_FOLDER, readVersion } from './paths';
import { openDatabaseFromEnv } from './providers';
import { ensureInstallationSecret } from './modules/system';
import { seedDemo } from './seed-demo';
import { createRealtimeHub } from './platform/realtime/realtime-hub';

// `npm run seed`: (re)applies the demo workspace to the configured database. Idempotent.
try {
  const env = loadEnv();
  const log = createLogger({ level: env.LOG_LEVEL, pretty: false });
  const release = env.DATABASE_URL ? () => {} : lockDataDir(env.dataDir);
  const database = await openDatabaseFromEnv(env);
  try {
    await migrateDatabase(database, MIGRATIONS_FOLDER);
    const jobs = JobQueue.create({ database, log, works: false });
    await jobs.start();
    const authSecret = env.AUTH_SECRET ?? (await ensureInstallationSecret({ db: database.db, clock: systemClock }, 'auth'));
    const ctx = { env, log, database, jobs, clock: systemClock, instance: describeInstance(readVersion()), authSecret, realtime: createRealtimeHub(database, log) };
    const modules = createModules(ctx);
    for (const module of modules) await module.registerJobs?.(jobs);
    await seedDemo(ctx, modules, { force: true });
    await jobs.stop();
    console.log('Demo workspace seeded.');
  } finally {
    await database.close();
    release();
  }
} catch (error) {
  console.error(error instanceof EnvError ? `Cannot seed. ${error.message}` : error);
  process.exit(1);
}
