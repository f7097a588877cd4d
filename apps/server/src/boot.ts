import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { buildHttpApp, createModules, type AppContext } from './app';
import type { Env } from './env';
import { lockDataDir } from './platform/db/data-dir-lock';
import { migrateDatabase } from './platform/db/database';
import type { Logger } from './platform/log/logger';
import { systemClock, type Clock } from './platform/runtime/clock';
import { describeInstance } from './platform/runtime/instance';
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

  try {
    if (!env.DATABASE_URL) cleanups.push(lockDataDir(env.dataDir));
    const database = await openDatabaseFromEnv(env);
    cleanups.push(() => database.close());
    await migrateDatabase(database);

    const jobs = createJobQueue(env, database, log);
    await jobs.start();
    cleanups.push(() => jobs.stop());

    const ctx: AppContext = { env, log, database, jobs, clock, instance: describeInstance(clock.now()) };
    const modules = createModules(ctx);
    for (const module of modules) await module.registerJobs?.(jobs);

    const seeded = env.SEED_DEMO && env.ROLE !== 'worker' ? await seedDemo(ctx, modules) : false;

    for (const module of modules) {
      await module.start?.();
      if (module.stop) cleanups.push(module.stop);
    }

    let url: string | null = null;
    if (env.ROLE !== 'worker') {
      const app = buildHttpApp(ctx, modules);
      const server = await listen(app.fetch, env.HOST, env.PORT);
      cleanups.push(() => closeServer(server));
      const { port } = server.address() as AddressInfo;
      url = env.PUBLIC_URL ?? `http://${env.HOST === '0.0.0.0' || env.HOST === '::' ? 'localhost' : env.HOST}:${port}`;
    }
    return { url, seeded, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

function listen(fetch: Parameters<typeof serve>[0]['fetch'], hostname: string, port: number): Promise<ServerType> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch, hostname, port }, () => resolve(server));
    server.once('error', reject);
  });
}

function closeServer(server: ServerType): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    // Keep-alive connections would hold close() open; they carry no work worth waiting for.
    if ('closeAllConnections' in server) server.closeAllConnections();
  });
}
