import type { AppModule } from '../../platform/module';
import type { NotificationsDeps } from './notifications.deps';
import { registerNotificationsJobs } from './notifications.jobs';
import { notificationsPages } from './notifications.pages';

export type { NotificationsDeps } from './notifications.deps';
export type {
  EmailMessage,
  EmailProvider,
  NotificationProviders,
  SentMessage,
  SmsMessage,
  SmsProvider,
} from './providers/notification-providers';
export { createNotificationProviders } from './providers/create-notification-providers';
export { queueEmail, type QueueEmailInput } from './use-cases/queue-email';
export { queueSms, type QueueSmsInput } from './use-cases/queue-sms';
export type { OutboxMessage } from './use-cases/list-outbox';

export function createNotificationsModule(deps: NotificationsDeps): AppModule {
  return {
    name: 'notifications',
    kind: 'core',
    registerJobs: (queue) => registerNotificationsJobs(queue, deps),
    ...(deps.production ? {} : { pages: notificationsPages(deps) }),
  };
}
