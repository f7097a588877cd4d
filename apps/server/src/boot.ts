import { buildHttpApp, createModules, type AppContext } from './app';
import type { Env } from './env';
import { lockDataDir } from './platform/db/data-dir-lock';
import { migrateDatabase } from './platform/db/database';
import { closeHttpServer, serverUrl, startHttpServer } from './platform/http/http-server';
import type { Logger } from './platform/log/logger';
import { systemClock, type Clock } from './platform/runtime/clock';
import { describeInstance } from './platform/runtime/instance';
import { MIGRATIONS_FOLDER, readVersion } from './paths';
import { createJobQueue, openDatabaseFromEnv } from './providers';
import { seedDemo } from './seed-demo';

export interface RunningCohost {
  /** The address the HTTP server listens on (absent for ROLE=worker). */
  url: string | null;
  seeded: boolean;
  stop(): Promise<void>;
}

/**
 * Starts one Cohost process: database (migrated), job queue, modules, demo seed on an empty
 * database, and the HTTP server unless this is a worker-only process.
 */
export async function startCohost(env: Env, log: Logger, clock: Clock = systemClock): Promise<RunningCohost> {
  const cleanups: Array<() => Promise<void> | void> = [];
  const stop = async () => {
    for (const cleanup of cleanups.reverse()) {
      try {
        await cleanup();
      } catch (error) {
        log.error({ err: error }, 'error while stopping');
      }
    }
    cleanups.length = 0;
  };

  const bootStarted = performance.now();
  const phase = (name: string) => log.debug({ phase: name, ms: Math.round(performance.now() - bootStarted) }, 'boot');
  try {
    if (!env.DATABASE_URL) cleanups.push(lockDataDir(env.dataDir));
    const database = await openDatabaseFromEnv(env);
    cleanups.push(() => database.close());
    phase('database open');
    await migrateDatabase(database, MIGRATIONS_FOLDER);
    phase('migrated');

    const jobs = createJobQueue(env, database, log);
    await jobs.start();
    cleanups.push(() => jobs.stop());
    phase('job queue started');

    const ctx: AppContext = { env, log, database, jobs, clock, instance: describeInstance(readVersion(), clock.now()) };
    const modules = createModules(ctx);
    for (const module of modules) await module.registerJobs?.(jobs);
    phase('jobs registered');

    const seeded = env.SEED_DEMO && env.ROLE !== 'worker' ? await seedDemo(ctx, modules) : false;

    for (const module of modules) {
      await module.start?.();
      if (module.stop) cleanups.push(module.stop);
    }

    phase('modules started');
    let url: string | null = null;
    if (env.ROLE !== 'worker') {
      const app = buildHttpApp(ctx, modules);
      const server = await startHttpServer(app.fetch, { hostname: env.HOST, port: env.PORT, production: env.NODE_ENV === 'production' });
      cleanups.push(() => closeHttpServer(server));
      url = env.PUBLIC_URL ?? serverUrl(server, env.HOST === '0.0.0.0' || env.HOST === '::' ? 'localhost' : env.HOST);
    }
    return { url, seeded, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
