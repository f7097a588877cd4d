import type { ModuleContext } from '../../platform/module';
import type { NotificationProviders } from './providers/notification-providers';

export type NotificationsDeps = Pick<ModuleContext, 'db' | 'jobs' | 'clock' | 'log'> & {
  providers: NotificationProviders;
  /** In production the dev outbox page does not exist. */
  production: boolean;
};
