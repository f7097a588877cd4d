import type { Env } from './env';
import type { DatabaseHandle } from './platform/db/database';
import { createApp } from './platform/http/create-app';
import { mountWebApp } from './platform/http/web-app';
import type { JobQueue } from './platform/jobs/job-queue';
import type { Logger } from './platform/log/logger';
import type { AppModule } from './platform/module';
import type { Clock } from './platform/runtime/clock';
import type { InstanceInfo } from './platform/runtime/instance';
import { createSystemModule } from './modules/system';

/** Everything a module may be given; built once per process (or per test). */
export interface AppContext {
  env: Env;
  log: Logger;
  database: DatabaseHandle;
  jobs: JobQueue;
  clock: Clock;
  instance: InstanceInfo;
}

/** Every module, in dependency order (core before product modules). */
export function createModules(ctx: AppContext): AppModule[] {
  return [
    createSystemModule({
      db: ctx.database.db,
      driver: ctx.database.driver,
      jobs: ctx.jobs,
      clock: ctx.clock,
      instance: ctx.instance,
      role: ctx.env.ROLE,
      log: ctx.log.child({ module: 'system' }),
    }),
  ];
}

export const OPENAPI_INFO = {
  title: 'Cohost API',
  version: '1',
  description: 'The HTTP API of Cohost, the self-hostable AI co-host for short-term rentals.',
};

export function buildHttpApp(ctx: AppContext, modules: AppModule[]) {
  const app = createApp({
    log: ctx.log,
    publicUrl: ctx.env.publicUrl,
    bodyLimitBytes: ctx.env.BODY_LIMIT_BYTES,
  });
  for (const module of modules) {
    if (module.routes) app.route('/api', module.routes);
  }
  app.doc31('/api/openapi.json', { openapi: '3.1.0', info: OPENAPI_INFO });
  mountWebApp(app, ctx.env.webDistDir);
  return app;
}

/** The OpenAPI document of the API, as committed in apps/server/openapi.json. */
export function buildOpenApiDocument(app: ReturnType<typeof buildHttpApp>) {
  return app.getOpenAPI31Document({ openapi: '3.1.0', info: OPENAPI_INFO });
}
