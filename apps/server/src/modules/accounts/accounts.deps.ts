import type { ModuleContext } from '../../platform/module';
import type { AccountMessages } from './accounts.ports';

export type AccountsDeps = Pick<ModuleContext, 'db' | 'jobs' | 'clock' | 'log' | 'realtime'> & {
  messages: AccountMessages;
  secret: string;
  publicUrl: string;
  production: boolean;
  /** Trust X-Forwarded-For from the reverse proxy in front of Cohost (TRUST_PROXY). */
  trustProxy: boolean;
};
