import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { buildHttpApp, createModules, type AppContext } from '../../src/app';
import type { EventDelivery } from '../../src/platform/events/event-bus';
import { closeHttpServer, serverUrl, startHttpServer } from '../../src/platform/http/http-server';
import { createRealtimeHub } from '../../src/platform/realtime/realtime-hub';
import { JobQueue } from '../../src/platform/jobs/job-queue';
import { createLogger } from '../../src/platform/log/logger';
import type { AppModule } from '../../src/platform/module';
import type { Clock } from '../../src/platform/runtime/clock';
import { describeInstance } from '../../src/platform/runtime/instance';
import { readVersion } from '../../src/paths';
import { openDatabase } from '../../src/platform/db/database';
import { createTestDatabase, type TestDatabase } from './test-database';
import { testEnv } from './test-env';

/** A clock tests move by hand. */
export class ManualClock implements Clock {
  constructor(private current = new Date('2026-06-01T12:00:00Z')) {}
  now(): Date {
    return new Date(this.current);
  }
  set(at: Date | string): void {
    this.current = new Date(at);
  }
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}

export interface TestApp {
  ctx: AppContext;
  modules: AppModule[];
  database: TestDatabase;
  clock: ManualClock;
  /** Base URL of the real HTTP server listening on 127.0.0.1. */
  url: string;
  /** The domain events committed so far delivered, and what their subscribers published, until none is left (what workers do as soon as they commit). */
  deliverEvents(): Promise<{ delivered: number; failed: number }>;
  close(): Promise<void>;
}

/**
 * The whole application on its own database, behind a real HTTP server on a free loopback
 * port. Jobs are enqueued for real; workers run only when `works` is set.
 */
export async function startTestApp(options: { works?: boolean; env?: Record<string, string>; sameDatabaseAs?: TestApp } = {}): Promise<TestApp> {
  const database = options.sameDatabaseAs ? await secondHandle(options.sameDatabaseAs.database) : await createTestDatabase();
  const log = createLogger({ level: 'silent', pretty: false });
  const clock = new ManualClock();
  const jobs = JobQueue.create({ database, log, works: options.works ?? false, pollingIntervalSeconds: 0.5 });
  await jobs.start();
  const realtime = createRealtimeHub(database, log);
  await realtime.start();
  // Listen first, so links the app writes (emails, redirects) carry its real address.
  let handle: (request: Request, env: object) => Response | Promise<Response> = () => new Response('starting', { status: 503 });
  const server = await startHttpServer((request, env) => handle(request, env), { hostname: '127.0.0.1', port: 0, production: false });
  const url = serverUrl(server, '127.0.0.1');
  // Files on disk in a folder of this app's own (instances of one database share it, as they would a bucket).
  const filesDir = options.sameDatabaseAs?.ctx.env.filesDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'cohost-test-files-'));
  const env = testEnv({ ROLE: options.works ? 'all' : 'web', PUBLIC_URL: url, FILES_DIR: filesDir, ...options.env });
  const ctx: AppContext = { env, log, database, jobs, clock, instance: describeInstance(readVersion(), clock.now()), // Instances of one installation share its secret, so a session works on either.
    authSecret: options.sameDatabaseAs?.ctx.authSecret ?? randomBytes(32).toString('hex'), realtime };
  const modules = createModules(ctx);
  for (const module of modules) await module.registerJobs?.(jobs);
  const app = buildHttpApp(ctx, modules);
  handle = app.fetch;
  return {
    ctx,
    modules,
    database,
    clock,
    url,
    deliverEvents: async () => {
      // One pass hands at most 1,000 deliveries (the demo's seed alone publishes more): passes until one hands none.
      const events = modules.find((module) => module.name === 'events') as EventDelivery;
      const total = { delivered: 0, failed: 0 };
      for (let pass = 0; pass < 50; pass++) {
        const { delivered, failed } = await events.deliverPending();
        total.delivered += delivered;
        total.failed += failed;
        if (delivered + failed === 0) break;
      }
      return total;
    },
    close: async () => {
      await closeHttpServer(server);
      await realtime.stop();
      await jobs.stop();
      await database.close();
      if (!options.sameDatabaseAs) fs.rmSync(filesDir, { recursive: true, force: true });
    },
  };
}

/**
 * Two instances of the app on one PostgreSQL database, as a deployment with several processes:
 * started before the calling describe's tests, closed after them. Read `first` and `second` in
 * the tests (they are set once started).
 */
export function twoInstancesOnOneDatabase(): { first: TestApp; second: TestApp } {
  const instances = {} as { first: TestApp; second: TestApp };
  beforeAll(async () => {
    instances.first = await startTestApp();
    instances.second = await startTestApp({ sameDatabaseAs: instances.first });
  });
  afterAll(async () => {
    await instances.second?.close();
    await instances.first?.close();
  });
  return instances;
}

/** Another instance's own connection to a test's PostgreSQL database (closing it drops nothing). */
async function secondHandle(database: TestDatabase): Promise<TestDatabase> {
  if (!database.url) throw new Error('Two instances share a database only on PostgreSQL (DATABASE_URL)');
  return { ...(await openDatabase({ driver: 'postgres', connectionString: database.url, poolMax: 5 })), url: database.url };
}
