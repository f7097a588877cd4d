import type { AppModule, ModuleContext } from '../../platform/module';
import type { NotificationsDeps } from './notifications.deps';
import { registerNotificationsJobs } from './notifications.jobs';
import { notificationsPages } from './notifications.pages';
import { listOutboxStates } from './notifications.repo';
import { queueEmail, type QueueEmailInput } from './use-cases/queue-email';
import { queueSms, type QueueSmsInput } from './use-cases/queue-sms';
import { notificationsRoutes } from './notifications.routes';
import { queuePush, type QueuePushInput } from './use-cases/queue-push';

export type { NotificationsDeps } from './notifications.deps';
export { createNotificationProviders, createPushSettings, devOutboxUrl } from './providers/create-notification-providers';
export type { QueueEmailInput } from './use-cases/queue-email';
export type { QueueSmsInput } from './use-cases/queue-sms';
export type { QueuePushInput } from './use-cases/queue-push';

/** The outbox of emails and text messages every module sends through (delivered by jobs, retried, never sent twice), and Web Push to people's devices. */
export function createNotificationsModule(context: ModuleContext, config: Pick<NotificationsDeps, 'providers' | 'production' | 'push'>) {
  const deps: NotificationsDeps = { ...context, ...config };
  // The outbox page shows every message's text (sign-in codes, reset links): only where nothing is really sent.
  const servesDevOutbox = !deps.production && deps.providers.email.name === 'dev' && deps.providers.sms.name === 'dev';
  return {
    name: 'notifications',
    kind: 'core',
    routes: notificationsRoutes(deps),
    registerJobs: (queue) => registerNotificationsJobs(queue, deps),
    ...(servesDevOutbox ? { pages: notificationsPages(deps) } : {}),
    /** Queues an email (its idempotency key makes a second call with it a no-op). */
    email: async (message: QueueEmailInput) => void (await queueEmail(deps, message)),
    /** Queues a text message (same idempotency as email). */
    sms: async (message: QueueSmsInput) => void (await queueSms(deps, message)),
    /** Queues a Web Push to each device the person subscribed in the workspace (none subscribed: nothing); idempotent by key per device. */
    push: async (message: QueuePushInput) => void (await queuePush(deps, message)),
    /** What became of some messages, by the idempotency keys they were queued with: queued, sent or failed (with the last error). Unknown keys are left out. */
    deliveryStates: async (idempotencyKeys: string[]) =>
      (await listOutboxStates(deps.db, idempotencyKeys)).map((row) => ({ idempotencyKey: row.idempotencyKey, state: row.status, lastError: row.lastError })),
  } satisfies AppModule & Record<string, unknown>;
}
