import { createRealtimeHub } from '../../apps/server/src/platform/realtime/realtime-hub';
import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { buildHttpApp, createModules, type AppContext } from '../../apps/server/src/app';
import { loadEnv, type Env } from '../../apps/server/src/env';
import { notificationOutbox } from '../../apps/server/src/modules/notifications/notifications.tables';
import { migrateDatabase, type DatabaseHandle } from '../../apps/server/src/platform/db/database';
import { closeHttpServer, serverUrl, startHttpServer } from '../../apps/server/src/platform/http/http-server';
import { createLogger } from '../../apps/server/src/platform/log/logger';
import type { AppModule } from '../../apps/server/src/platform/module';
import { systemClock, type Clock } from '../../apps/server/src/platform/runtime/clock';
import { describeInstance } from '../../apps/server/src/platform/runtime/instance';
import { MIGRATIONS_FOLDER, readVersion } from '../../apps/server/src/paths';
import { createJobQueue, openDatabaseFromEnv } from '../../apps/server/src/providers';

export interface InProcessCohost {
  ctx: AppContext;
  modules: AppModule[];
  database: DatabaseHandle;
  /** The real HTTP server on 127.0.0.1. */
  url: string;
  stop(): Promise<void>;
}

/**
 * Cohost in this process, put together as `startCohost` (apps/server/src/boot.ts) does: the
 * embedded database in `dataDir` (created by the same child process as a first start, then
 * migrated), the job queue, every module, the HTTP server on a free loopback port. For suites
 * that need the database or a use case next to the HTTP API, which a spawned server cannot give
 * (an embedded database admits one process). ROLE=web: jobs are enqueued but no worker runs them,
 * so nothing syncs or sends behind the suite's back; no demo seed. The caller's DATABASE_URL,
 * ROLE or PUBLIC_URL is not read (only `extraEnv` is), as for `spawnCohost`. `clock` is the
 * system's unless a suite moves time (an `AdjustableClock`).
 */
export async function startInProcessCohost(dataDir: string, extraEnv: Record<string, string> = {}, clock: Clock = systemClock): Promise<InProcessCohost> {
  let env: Env = loadEnv({ HOST: '127.0.0.1', PORT: '0', DATA_DIR: dataDir, ROLE: 'web', SEED_DEMO: 'false', LOG_LEVEL: 'error', ...extraEnv });
  const log = createLogger({ level: env.LOG_LEVEL, pretty: false });
  const cleanups: Array<() => Promise<void> | void> = [];
  const stop = async () => {
    for (const cleanup of cleanups.reverse()) await Promise.resolve(cleanup()).catch(() => {});
    cleanups.length = 0;
  };
  try {
    const database = await openDatabaseFromEnv(env);
    cleanups.push(() => database.close());
    await migrateDatabase(database, MIGRATIONS_FOLDER);
    let handle: (request: Request, bindings: object) => Response | Promise<Response> = () => new Response('starting', { status: 503 });
    const server = await startHttpServer((request, bindings) => handle(request, bindings), { hostname: env.HOST, port: env.PORT, production: env.NODE_ENV === 'production' });
    cleanups.push(() => closeHttpServer(server));
    const url = serverUrl(server, env.HOST);
    env = { ...env, publicUrl: url };
    const jobs = createJobQueue(env, database, log);
    await jobs.start();
    cleanups.push(() => jobs.stop());
    const realtime = createRealtimeHub(database, log);
    await realtime.start();
    cleanups.push(() => realtime.stop());
    const ctx: AppContext = { env, log, database, jobs, clock, instance: describeInstance(readVersion(), clock.now()), authSecret: randomBytes(32).toString('hex'), realtime };
    const modules = createModules(ctx);
    for (const module of modules) await module.registerJobs?.(jobs);
    for (const module of modules) {
      await module.start?.();
      if (module.stop) cleanups.push(module.stop);
    }
    handle = buildHttpApp(ctx, modules).fetch;
    return { ctx, modules, database, url, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

export interface ApiResponse<T> {
  status: number;
  json: T;
  text: string;
}

/** A browser-like client: keeps cookies, sends the app's own Origin, reads JSON. */
export class ApiClient {
  private readonly cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  get cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async request<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { origin: this.baseUrl };
    if (this.cookies.size > 0) headers.cookie = this.cookieHeader;
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(new URL(path, this.baseUrl), {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers,
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
      redirect: 'manual',
    });
    for (const cookie of response.headers.getSetCookie()) {
      const pair = cookie.split(';')[0]!;
      const index = pair.indexOf('=');
      const value = pair.slice(index + 1);
      if (value === '' || /max-age=0/i.test(cookie)) this.cookies.delete(pair.slice(0, index));
      else this.cookies.set(pair.slice(0, index), value);
    }
    const text = await response.text();
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      // Not JSON (a redirect, a page): the caller looks at the status.
    }
    return { status: response.status, json: json as T, text };
  }

  /** The JSON of a request that must answer `expected`; anything else stops the suite. */
  async expect<T>(expected: number, path: string, body?: unknown): Promise<T> {
    const response = await this.request<T>(path, body === undefined ? {} : { body });
    if (response.status !== expected) throw new Error(`${body === undefined ? 'GET' : 'POST'} ${path} answered ${response.status}, not ${expected}: ${response.text.slice(0, 300)}`);
    return response.json;
  }
}

/**
 * A new host the way a person becomes one: sign-up, then the confirmation link from the email
 * (read from the outbox), which signs them in. Returns the signed-in client and the workspace
 * their sign-up made, and the credentials (to sign in again on another server of the same data).
 */
export async function signUpHost(cohost: InProcessCohost, name: string): Promise<{ client: ApiClient; workspaceId: string; email: string; password: string }> {
  const client = new ApiClient(cohost.url);
  const email = `bench-${randomUUID()}@example.com`;
  const password = `bench-${randomBytes(12).toString('base64url')}`;
  await client.expect(200, '/api/auth/sign-up/email', { name, email, password });
  const [message] = await cohost.database.db
    .select({ textBody: notificationOutbox.textBody })
    .from(notificationOutbox)
    .where(and(eq(notificationOutbox.recipient, email), eq(notificationOutbox.template, 'accounts.verify-email')))
    .limit(1);
  const link = /(http\S+verify-email\?token=\S+)/.exec(message?.textBody ?? '')?.[1];
  if (!link) throw new Error(`no confirmation email for ${email} in the outbox`);
  const confirmed = await client.request(new URL(link).pathname + new URL(link).search);
  if (confirmed.status >= 400) throw new Error(`the confirmation link answered ${confirmed.status}`);
  const session = await client.expect<{ session?: { activeOrganizationId?: string | null } } | null>(200, '/api/auth/get-session');
  const workspaceId = session?.session?.activeOrganizationId;
  if (!workspaceId) throw new Error('the new host is not signed in to a workspace after confirming');
  return { client, workspaceId, email, password };
}
