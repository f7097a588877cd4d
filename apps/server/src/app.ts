import type { Env } from './env';
import type { DatabaseHandle } from './platform/db/database';
import { EventBus } from './platform/events/event-bus';
import { allowedHostNames } from './platform/http/allowed-hosts';
import { createApp } from './platform/http/create-app';
import type { CachedReads } from './platform/http/cached-reads';
import { ReadCache, WORKSPACE_CHANGES } from './platform/http/read-cache';
import { DirectReads } from './platform/http/direct-reads';
import { mountWebApp } from './platform/http/web-app';
import type { JobQueue } from './platform/jobs/job-queue';
import { logsForPeople, type Logger } from './platform/log/logger';
import type { AppModule, ModuleContext } from './platform/module';
import type { Clock } from './platform/runtime/clock';
import type { InstanceInfo } from './platform/runtime/instance';
import type { RealtimeHub } from './platform/realtime/realtime-hub';
import { expiredUploadsSweep } from './platform/storage/expired-uploads';
import { createProviders } from './providers';
import { createAccountsModule, USER_CHANGES } from './modules/accounts';
import { createAutomationModule, type AutomatedModule } from './modules/automation';
import { createBillingModule } from './modules/billing';
import { createLocksModule } from './modules/locks';
import { createClaimsModule } from './modules/claims';
import { createCleaningModule } from './modules/cleaning';
import { createMessagingModule } from './modules/messaging';
import { createNotificationsModule, createPushSettings } from './modules/notifications';
import { createOptimizerModule } from './modules/optimizer';
import { createPropertiesModule } from './modules/properties';
import { createReservationsModule } from './modules/reservations';
import { createSetupModule } from './modules/setup';
import { createSupportModule } from './modules/support';
import { createSuppliesModule } from './modules/supplies';
import { createSystemModule } from './modules/system';

/** Everything the modules are built from; made once per process (or per test). */
export interface AppContext {
  env: Env;
  log: Logger;
  database: DatabaseHandle;
  jobs: JobQueue;
  clock: Clock;
  instance: InstanceInfo;
  /** Signs sessions and tokens: AUTH_SECRET, or the installation's own (see boot.ts). */
  authSecret: string;
  /** Workspace events to open dashboards, across instances (LISTEN/NOTIFY). */
  realtime: RealtimeHub;
}

/**
 * Every module, in dependency order: each is given the platform, its settings, and the faces of
 * the modules before it that it uses. Then what modules hand each other through their faces
 * is registered: event subscriptions on the event bus, actions and stay steps on automation.
 */
export function createModules(ctx: AppContext): AppModule[] {
  const { env } = ctx;
  const production = env.NODE_ENV === 'production';
  const providers = createProviders(env, ctx.log);
  const events = new EventBus({ db: ctx.database.db, clock: ctx.clock, log: ctx.log.child({ component: 'events' }), realtime: ctx.realtime, works: env.ROLE !== 'web' });
  const context = (name: string): ModuleContext => ({ db: ctx.database.db, jobs: ctx.jobs, clock: ctx.clock, realtime: ctx.realtime, events, files: providers.files, log: ctx.log.child({ module: name }) });

  const system = createSystemModule(context('system'), { driver: ctx.database.driver, instance: ctx.instance, role: env.ROLE });
  const notifications = createNotificationsModule(context('notifications'), { providers: providers.notifications, production, push: createPushSettings(env, ctx.authSecret) });
  const accounts = createAccountsModule(context('accounts'), { secret: ctx.authSecret, publicUrl: env.publicUrl, production, trustProxy: env.TRUST_PROXY }, { notifications, system });
  const properties = createPropertiesModule(context('properties'), { accounts });
  const reservations = createReservationsModule(context('reservations'), { fetcher: providers.feedFetcher, publicUrl: env.publicUrl, syncBudgetMs: env.FEED_SYNC_BUDGET_SECONDS * 1000 }, { accounts, properties });
  const automation = createAutomationModule(context('automation'), { publicUrl: env.publicUrl }, { accounts, properties, reservations, notifications });
  const locks = createLocksModule(context('locks'), { secret: ctx.authSecret, publicUrl: env.publicUrl, seamApiUrl: env.SEAM_API_URL ?? null }, { accounts, properties, reservations, automation });
  // Supplies before messaging: the inbound-email webhook hands suppliers' replies to supplies.
  const supplies = createSuppliesModule(
    context('supplies'),
    { publicUrl: env.publicUrl, inboundEmailDomain: env.INBOUND_EMAIL_DOMAIN, simulatedStockOutOneIn: env.SIMULATED_VENDOR_STOCK_OUT_ONE_IN },
    { accounts, properties, reservations, automation, notifications },
  );
  const messaging = createMessagingModule(
    context('messaging'),
    {
      engine: providers.coHostEngine,
      drafter: providers.replyDrafter,
      secondReader: providers.secondReader,
      secret: ctx.authSecret,
      publicUrl: env.publicUrl,
      inboundEmail: { domain: env.INBOUND_EMAIL_DOMAIN, signingKey: env.INBOUND_EMAIL_SIGNING_KEY ?? null },
      twilioAuthToken: env.TWILIO_AUTH_TOKEN ?? null,
      allowPrivateMailServers: env.ALLOW_PRIVATE_MAIL_SERVERS ?? env.NODE_ENV !== 'production',
      databaseDriver: ctx.database.driver,
    },
    { accounts, properties, reservations, automation, notifications, locks, supplies },
  );
  const cleaning = createCleaningModule(context('cleaning'), { secret: ctx.authSecret, publicUrl: env.publicUrl }, { accounts, properties, reservations, automation, notifications, locks, supplies });
  const claims = createClaimsModule(context('claims'), { secret: ctx.authSecret, publicUrl: env.publicUrl }, { accounts, properties, reservations, automation, notifications, cleaning, messaging });
  const optimizer = createOptimizerModule(context('optimizer'), { accounts, properties, reservations, messaging, claims, cleaning, automation });
  const setup = createSetupModule(context('setup'), { accounts, properties, reservations, automation, locks, messaging });
  const billing = createBillingModule(
    context('billing'),
    { publicUrl: env.publicUrl, billing: env.BILLING, foundersEndsAt: env.FOUNDERS_ENDS_AT ? new Date(env.FOUNDERS_ENDS_AT) : null, paymentProvider: providers.paymentProvider },
    { accounts, properties, notifications },
  );
  const support = createSupportModule(
    context('support'),
    { site: { launchMode: env.LAUNCH_MODE, supportEmail: env.SUPPORT_EMAIL, scheduleDemoUrl: env.SCHEDULE_DEMO_URL ?? null, billing: env.BILLING }, secret: ctx.authSecret, trustProxy: env.TRUST_PROXY },
    { notifications },
  );

  const modules: Array<AppModule & AutomatedModule> = [system, notifications, accounts, properties, reservations, automation, locks, messaging, cleaning, supplies, claims, optimizer, setup, billing, support];
  for (const module of modules) {
    for (const subscription of module.subscriptions ?? []) events.subscribe(subscription);
    for (const action of module.actions ?? []) automation.registerAction(action);
    for (const step of module.steps ?? []) automation.defineStep(step);
  }
  // The workspace export (accounts' job) walks every module's parts; accounts lists its own first.
  accounts.addExportParts(modules.filter((module) => module !== accounts).flatMap((module) => module.exportParts ?? []));
  // The bus delivers on workers: its job, and a pass as soon as an event commits. Unfinished
  // uploads of any module are deleted once expired.
  const uploadsSweep = expiredUploadsSweep({ files: providers.files, clock: ctx.clock, log: ctx.log.child({ component: 'files' }) });
  return [events.asModule(), uploadsSweep, ...modules];
}

export const OPENAPI_INFO = {
  title: 'Cohost API',
  version: '1',
  description: 'The HTTP API of Cohost, the self-hostable AI co-host for short-term rentals.',
};

function answeredHostNames(env: Env): string[] {
  return allowedHostNames({ publicUrl: env.publicUrl, allowedHosts: env.ALLOWED_HOSTS, bindHost: env.HOST });
}

/** The modules' polled reads, answered before the app (platform/http/direct-reads.ts), for the same host names. */
export function buildDirectReads(ctx: AppContext, modules: AppModule[]): DirectReads {
  const reads = Object.assign({}, ...modules.map((module) => module.directReads ?? {}));
  return new DirectReads(reads, answeredHostNames(ctx.env), ctx.log);
}

/**
 * The modules' cached screens (platform/http/read-cache.ts), kept exact by the database's
 * announcements of changed workspaces, by account changes (a renamed user, a changed role) and
 * by a resync after lost announcements; none when READ_CACHE_SECONDS is 0.
 */
export function buildCachedReads(ctx: AppContext, modules: AppModule[]): CachedReads | undefined {
  if (ctx.env.READ_CACHE_SECONDS === 0) return undefined;
  const cache = new ReadCache(ctx.env.READ_CACHE_SECONDS * 1000);
  ctx.realtime.subscribeInstallation(WORKSPACE_CHANGES, (event) => {
    const workspaceId = event.data?.workspaceId;
    if (typeof workspaceId === 'string') cache.forgetWorkspace(workspaceId);
  });
  ctx.realtime.subscribeInstallation(USER_CHANGES, () => cache.clear());
  ctx.realtime.onResync(() => cache.clear());
  return { cache, paths: new Set(modules.flatMap((module) => module.cachedReads ?? [])), minute: () => Math.floor(ctx.clock.now().getTime() / 60_000) };
}

export function buildHttpApp(ctx: AppContext, modules: AppModule[], cachedReads = buildCachedReads(ctx, modules)) {
  // The module that knows who is signed in (accounts); each route declares who may call it (platform/http/callers.ts).
  const resolveActor = modules.find((module) => module.identifiesActors)?.identifiesActors;
  const app = createApp({
    log: ctx.log,
    publicUrl: ctx.env.publicUrl,
    allowedHosts: answeredHostNames(ctx.env),
    bodyLimitBytes: ctx.env.BODY_LIMIT_BYTES,
    crossSiteWritePaths: modules.flatMap((module) => module.crossSiteWritePaths ?? []),
    largeBodyPaths: modules.flatMap((module) => module.largeBodyPaths ?? []),
    resolveActor,
    cachedReads,
    requestLogLevel: logsForPeople(ctx.env) ? 'debug' : 'info',
  });
  for (const module of modules) {
    if (module.routes) app.route('/api', module.routes);
    if (module.pages) app.route('/', module.pages);
  }
  app.doc31('/api/openapi.json', { openapi: '3.1.0', info: OPENAPI_INFO });
  // `/` is prerendered in both landing variants; serve the one site-info announces (support module):
  // the founders offer only while pre-launch and selling (BILLING=on).
  const isFoundersHome = ctx.env.LAUNCH_MODE === 'prelaunch' && ctx.env.BILLING === 'on';
  mountWebApp(app, ctx.env.webDistDir, { prerenderedVariants: { '/': isFoundersHome ? 'founders' : 'marketing' } });
  return app;
}

/** The OpenAPI document of the API, as committed in apps/server/openapi.json. */
export function buildOpenApiDocument(app: ReturnType<typeof buildHttpApp>) {
  return app.getOpenAPI31Document({ openapi: '3.1.0', info: OPENAPI_INFO });
}
