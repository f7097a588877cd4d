import type { AppModule } from '../../platform/module';
import type { NotificationsDeps } from './notifications.deps';
import { registerNotificationsJobs } from './notifications.jobs';
import { notificationsPages } from './notifications.pages';

export type { NotificationsDeps } from './notifications.deps';
export { createNotificationProviders } from './providers/create-notification-providers';
export { queueEmail } from './use-cases/queue-email';
export { queueSms } from './use-cases/queue-sms';

export function createNotificationsModule(deps: NotificationsDeps): AppModule {
  return {
    name: 'notifications',
    kind: 'core',
    registerJobs: (queue) => registerNotificationsJobs(queue, deps),
    ...(deps.production ? {} : { pages: notificationsPages(deps) }),
  };
}
