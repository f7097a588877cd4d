import type { Env } from './env';
import type { DatabaseHandle } from './platform/db/database';
import type { ActorResolver } from './platform/http/app-env';
import { createApp } from './platform/http/create-app';
import { mountWebApp } from './platform/http/web-app';
import type { JobQueue } from './platform/jobs/job-queue';
import type { Logger } from './platform/log/logger';
import type { AppModule } from './platform/module';
import type { Clock } from './platform/runtime/clock';
import type { InstanceInfo } from './platform/runtime/instance';
import type { RealtimeHub } from './platform/realtime/realtime-hub';
import { ActionRegistry, createAutomationModule, StepRegistry } from './modules/automation';
import { createBillingModule } from './modules/billing';
import { createAccountsModule, type AccountMessages } from './modules/accounts';
import { createNotificationProviders, createNotificationsModule, queueEmail, queueSms } from './modules/notifications';
import { createCoHostEngine, createMessagingModule, createReplyDrafter } from './modules/messaging';
import { createPropertiesModule, findGuestFacingProperty, listPropertyFacts } from './modules/properties';
import { createFeedFetcher, createReservationsModule } from './modules/reservations';
import { createSystemModule, recordInstallationFact } from './modules/system';
import { createSupportModule } from './modules/support';

/** Everything a module may be given; built once per process (or per test). */
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

/** Every module, in dependency order (core before product modules). */
export function createModules(ctx: AppContext): AppModule[] {
  const production = ctx.env.NODE_ENV === 'production';
  const notificationsDeps = {
    db: ctx.database.db,
    jobs: ctx.jobs,
    clock: ctx.clock,
    log: ctx.log.child({ module: 'notifications' }),
    providers: createNotificationProviders(ctx.env, ctx.log),
    production,
  };
  const messages: AccountMessages = {
    email: async (message) => void (await queueEmail(notificationsDeps, message)),
    sms: async ({ to, body, template, idempotencyKey }) => void (await queueSms(notificationsDeps, { to, body, template, idempotencyKey })),
  };
  const accounts = createAccountsModule({
    db: ctx.database.db,
    jobs: ctx.jobs,
    clock: ctx.clock,
    log: ctx.log.child({ module: 'accounts' }),
    messages,
    secret: ctx.authSecret,
    publicUrl: ctx.env.publicUrl,
    production,
    trustProxy: ctx.env.TRUST_PROXY,
    onDemoLogin: (login) => recordInstallationFact({ db: ctx.database.db, clock: ctx.clock }, DEMO_LOGIN_FACT, login),
    onWorkspaceCreated: (workspaceId) => billing.startTrial(workspaceId),
  });
  const billing = createBillingModule(ctx.env, {
    db: ctx.database.db,
    jobs: ctx.jobs,
    clock: ctx.clock,
    log: ctx.log.child({ module: 'billing' }),
    publicUrl: ctx.env.publicUrl,
    foundersEndsAt: ctx.env.FOUNDERS_ENDS_AT ? new Date(ctx.env.FOUNDERS_ENDS_AT) : null,
    ports: {
      resolveActor: (headers) => accounts.resolveActor(headers),
      findContact: (userId) => accounts.findContact(userId),
      findWorkspaceOwner: (workspaceId) => accounts.findWorkspaceOwner(workspaceId),
      countMembers: (workspaceId) => accounts.countMembers(workspaceId),
      countProperties: (workspaceId) => properties.countProperties(workspaceId),
      email: async (message) => void (await queueEmail(notificationsDeps, message)),
    },
  });
  const properties = createPropertiesModule({
    db: ctx.database.db,
    clock: ctx.clock,
    log: ctx.log.child({ module: 'properties' }),
    ports: {
      resolveActor: (headers) => accounts.resolveActor(headers),
      assertPlanAllowsProperty: (workspaceId, activeCount) => billing.assertPlanAllowsProperty(workspaceId, activeCount),
      findDemoActor: () => accounts.findDemoActor(),
    },
  });
  const reservations = createReservationsModule({
    db: ctx.database.db,
    clock: ctx.clock,
    log: ctx.log.child({ module: 'reservations' }),
    jobs: ctx.jobs,
    fetcher: createFeedFetcher({ publicUrl: ctx.env.publicUrl, allowPrivateAddresses: ctx.env.ALLOW_PRIVATE_FEEDS }),
    publicUrl: ctx.env.publicUrl,
    ports: {
      resolveActor: (headers) => accounts.resolveActor(headers),
      findDemoActor: () => accounts.findDemoActor(),
    },
  });
  const actions = new ActionRegistry();
  actions.register(properties.listingChangeHandler());
  const automation = createAutomationModule({
    db: ctx.database.db,
    clock: ctx.clock,
    log: ctx.log.child({ module: 'automation' }),
    realtime: ctx.realtime,
    actions,
    steps: new StepRegistry(),
    publicUrl: ctx.env.publicUrl,
    ports: {
      resolveActor: (headers) => accounts.resolveActor(headers),
      findDemoActor: () => accounts.findDemoActor(),
      findUserName: (userId) => accounts.findUserName(userId),
      listProperties: async (workspaceId) => (await listPropertyFacts(ctx.database.db, workspaceId)).map(({ id, name }) => ({ id, name })),
      findStay: (workspaceId, reservationId) => reservations.findStay(workspaceId, reservationId),
      readReservationEvents: (afterSeq, limit) => reservations.readEvents(afterSeq, limit),
      findAlertContact: (workspaceId) => accounts.findAlertContact(workspaceId),
      demoListingSuggestions: (workspaceId) => properties.demoListingSuggestions(workspaceId),
      email: async (message) => void (await queueEmail(notificationsDeps, message)),
      sms: async (message) => void (await queueSms(notificationsDeps, message)),
    },
  });
  const messaging = createMessagingModule({
    db: ctx.database.db,
    clock: ctx.clock,
    log: ctx.log.child({ module: 'messaging' }),
    realtime: ctx.realtime,
    // Cheap after the first call: the intent model trains once per process (loadIntentModel).
    engine: () => createCoHostEngine(),
    drafter: createReplyDrafter(ctx.env, ctx.log.child({ module: 'messaging' })),
    secret: ctx.authSecret,
    publicUrl: ctx.env.publicUrl,
    inboundEmail: { domain: ctx.env.INBOUND_EMAIL_DOMAIN, signingKey: ctx.env.INBOUND_EMAIL_SIGNING_KEY ?? null },
    twilioAuthToken: ctx.env.TWILIO_AUTH_TOKEN ?? null,
    ports: {
      resolveActor: (headers) => accounts.resolveActor(headers),
      findDemoActor: () => accounts.findDemoActor(),
      findUserName: (userId) => accounts.findUserName(userId),
      findHostName: async (workspaceId) => (await accounts.findWorkspaceOwner(workspaceId))?.name ?? null,
      listProperties: async (workspaceId) => (await listPropertyFacts(ctx.database.db, workspaceId)).map(({ id, name, timezone }) => ({ id, name, timezone })),
      findProperty: (workspaceId, propertyId) => findGuestFacingProperty(ctx.database.db, workspaceId, propertyId),
      findStay: (workspaceId, reservationId) => reservations.findGuestStay(workspaceId, reservationId),
      listStays: (workspaceId, range) => reservations.listStays(workspaceId, range),
      listStayDates: (workspaceId, ids) => reservations.listStayDates(workspaceId, ids),
      settingsFor: (workspaceId, propertyId) => automation.settingsFor(workspaceId, propertyId),
      proposeAction: (input) => automation.proposeAction(input),
      approveAction: (actor, id, input) => automation.approveAction(actor, id, input),
      denyAction: (actor, id, input) => automation.denyAction(actor, id, input),
      approvalStates: (workspaceId, ids) => automation.approvalStates(workspaceId, ids),
      listStaySteps: (workspaceId, reservationId) => automation.listStaySteps(workspaceId, reservationId),
      findAlertContact: (workspaceId) => accounts.findAlertContact(workspaceId),
      // No lock integration yet: no stay has a confirmed code, so pages and messages say when it will come.
      findDoorCode: async () => null,
      email: async (message) => void (await queueEmail(notificationsDeps, message)),
      sms: async (message) => void (await queueSms(notificationsDeps, message)),
    },
  });
  for (const handler of messaging.actionHandlers()) actions.register(handler);
  for (const step of messaging.steps()) automation.defineStep(step);
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
    createNotificationsModule(notificationsDeps),
    accounts,
    properties,
    reservations,
    automation,
    messaging,
    billing,
    createSupportModule({
      db: ctx.database.db,
      clock: ctx.clock,
      log: ctx.log.child({ module: 'support' }),
      messages: { email: async (message) => void (await queueEmail(notificationsDeps, message)) },
      // A visitor is not an error here: the request is simply not linked to an account.
      identify: (headers) => accounts.resolveActor(headers).then(({ userId, workspaceId }) => ({ userId, workspaceId }), () => null),
      site: { launchMode: ctx.env.LAUNCH_MODE, supportEmail: ctx.env.SUPPORT_EMAIL, scheduleDemoUrl: ctx.env.SCHEDULE_DEMO_URL ?? null },
      secret: ctx.authSecret,
      trustProxy: ctx.env.TRUST_PROXY,
    }),
  ];
}

/** Where the demo host's credentials are kept for the start-up banner. */
export const DEMO_LOGIN_FACT = 'demo-login';

export const OPENAPI_INFO = {
  title: 'Cohost API',
  version: '1',
  description: 'The HTTP API of Cohost, the self-hostable AI co-host for short-term rentals.',
};

export function buildHttpApp(ctx: AppContext, modules: AppModule[]) {
  // The accounts module knows who is signed in; each route declares who may call it (platform/http/callers.ts).
  const accounts = modules.find((module) => module.name === 'accounts') as (AppModule & { resolveActor?: ActorResolver }) | undefined;
  const app = createApp({
    log: ctx.log,
    publicUrl: ctx.env.publicUrl,
    bodyLimitBytes: ctx.env.BODY_LIMIT_BYTES,
    crossSiteWritePaths: modules.flatMap((module) => module.crossSiteWritePaths ?? []),
    resolveActor: accounts?.resolveActor,
  });
  for (const module of modules) {
    if (module.routes) app.route('/api', module.routes);
    if (module.pages) app.route('/', module.pages);
  }
  app.doc31('/api/openapi.json', { openapi: '3.1.0', info: OPENAPI_INFO });
  // `/` is prerendered in both landing variants; serve the one site-info announces (support module).
  mountWebApp(app, ctx.env.webDistDir, { prerenderedVariants: { '/': ctx.env.LAUNCH_MODE === 'prelaunch' ? 'founders' : 'marketing' } });
  return app;
}

/** The OpenAPI document of the API, as committed in apps/server/openapi.json. */
export function buildOpenApiDocument(app: ReturnType<typeof buildHttpApp>) {
  return app.getOpenAPI31Document({ openapi: '3.1.0', info: OPENAPI_INFO });
}
