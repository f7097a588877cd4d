import type { Server } from 'node:http';
import { buildDirectReads, buildHttpApp, createModules, type AppContext } from './app';
import type { Env } from './env';
import { lockDataDir } from './platform/db/data-dir-lock';
import { migrateDatabase } from './platform/db/database';
import { closeHttpServer, serverUrl, startHttpServer } from './platform/http/http-server';
import { DirectReads } from './platform/http/direct-reads';
import type { Logger } from './platform/log/logger';
import { systemClock, type Clock } from './platform/runtime/clock';
import { describeInstance } from './platform/runtime/instance';
import { createRealtimeHub } from './platform/realtime/realtime-hub';
import { MIGRATIONS_FOLDER, readVersion } from './paths';
import { createJobQueue, openDatabaseFromEnv } from './providers';
import { DEMO_CLEANER_LOGIN_FACT, DEMO_LOGIN_FACT, type DemoCleanerLogin, type DemoLogin } from './modules/accounts';
import { ensureInstallationSecret, findInstallationFact } from './modules/system';
import { seedDemo } from './seed-demo';

export interface RunningCohost {
  /** The address the HTTP server listens on (absent for ROLE=worker). */
  url: string | null;
  seeded: boolean;
  /** The demo host's sign-in, while the demo workspace exists. */
  demoLogin: DemoLogin | null;
  /** The demo cleaner's sign-in (and the workspace's cleaner code), while the demo workspace exists. */
  demoCleanerLogin: DemoCleanerLogin | null;
  stop(): Promise<void>;
}

/**
 * Starts one Cohost process: database (migrated), job queue, modules, demo seed on an empty
 * database, and the HTTP server unless this is a worker-only process.
 */
export async function startCohost(config: Env, log: Logger, clock: Clock = systemClock): Promise<RunningCohost> {
  let env = config;
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
    const database = await openDatabaseFromEnv(env, (error) => {
      // Nothing is lost (every commit is on disk); a supervisor or the host starts it again.
      log.fatal({ err: error }, 'The embedded database stopped; Cohost cannot go on without it');
      process.exit(1);
    });
    cleanups.push(() => database.close());
    phase('database open');
    await migrateDatabase(database, MIGRATIONS_FOLDER);
    phase('migrated');

    // Listen before the app exists (answering 503 until it does), so an unset PUBLIC_URL can be
    // derived from the port actually bound (PORT=0 picks a free one).
    let server: Server | null = null;
    let handle: (request: Request, env: object) => Response | Promise<Response> = () =>
      new Response(JSON.stringify({ error: { code: 'platform.starting', message: 'Cohost is starting. Try again in a moment.', requestId: '' } }), {
        status: 503,
        headers: { 'content-type': 'application/json', 'retry-after': '1' },
      });
    let direct = DirectReads.none;
    if (env.ROLE !== 'worker') {
      server = await startHttpServer(
        (request, bindings) => handle(request, bindings),
        { hostname: env.HOST, port: env.PORT, production: env.NODE_ENV === 'production' },
        () => direct,
      );
      const listening = server;
      cleanups.push(() => closeHttpServer(listening));
      if (!env.PUBLIC_URL) env = { ...env, publicUrl: serverUrl(server, env.HOST === '0.0.0.0' || env.HOST === '::' ? 'localhost' : env.HOST) };
    }

    // Workers take jobs only once the app answers: a restart's first requests do not wait behind
    // the backlog that built up while it was down.
    const jobs = createJobQueue(env, database, log, { holdWorkers: true });
    await jobs.start();
    cleanups.push(() => jobs.stop());
    phase('job queue started');

    const realtime = createRealtimeHub(database, log.child({ module: 'realtime' }));
    await realtime.start();
    cleanups.push(() => realtime.stop());

    const authSecret = env.AUTH_SECRET ?? (await ensureInstallationSecret({ db: database.db, clock }, 'auth'));
    const ctx: AppContext = { env, log, database, jobs, clock, instance: describeInstance(readVersion(), clock.now()), authSecret, realtime };
    const modules = createModules(ctx);
    for (const module of modules) await module.registerJobs?.(jobs);
    phase('jobs registered');

    const seeded = env.SEED_DEMO && env.ROLE !== 'worker' ? await seedDemo(ctx, modules) : false;

    for (const module of modules) {
      await module.start?.();
      if (module.stop) cleanups.push(module.stop);
      if (module.start) phase(`${module.name} started`);
    }

    phase('modules started');
    let url: string | null = null;
    if (server) {
      handle = buildHttpApp(ctx, modules).fetch;
      direct = buildDirectReads(ctx, modules);
      url = env.publicUrl;
    }
    await jobs.startWorking();
    phase('jobs working');
    const demoLogin = await findInstallationFact<DemoLogin>({ db: database.db }, DEMO_LOGIN_FACT);
    const demoCleanerLogin = await findInstallationFact<DemoCleanerLogin>({ db: database.db }, DEMO_CLEANER_LOGIN_FACT);
    return { url, seeded, demoLogin, demoCleanerLogin, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
