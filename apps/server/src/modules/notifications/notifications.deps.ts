import type { ModuleContext } from '../../platform/module';
import type { NotificationProviders } from './providers/notification-providers';

/** Web Push settings: keys from the environment (or null: made once and kept sealed), and where pushes may go. */
export interface PushSettings {
  /** The installation secret that seals a generated VAPID private key. */
  secret: string;
  /** VAPID keys from the environment, or null. */
  vapidKeys: { publicKey: string; privateKey: string } | null;
  subject: string;
  /** Plain-http push services on loopback (a local stand-in), allowed outside production. */
  allowLoopbackHttp: boolean;
}

export type NotificationsDeps = Pick<ModuleContext, 'db' | 'jobs' | 'clock' | 'log'> & {
  providers: NotificationProviders;
  /** In production the dev outbox page does not exist. */
  production: boolean;
  push: PushSettings;
};
