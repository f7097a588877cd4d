import type { Env } from '../../env';
import type { ModuleContext } from '../../platform/module';
import type { SupportMessages } from './support.ports';

export type SupportDeps = Pick<ModuleContext, 'db' | 'clock' | 'log'> & {
  messages: SupportMessages;
  site: {
    launchMode: Env['LAUNCH_MODE'];
    supportEmail: string;
    scheduleDemoUrl: string | null;
    /** BILLING: off sells nothing (the public pages hide their offers). */
    billing: Env['BILLING'];
  };
  /** Keys the hash of client addresses (the rate limit never stores an address). */
  secret: string;
  /** Trust X-Forwarded-For from the reverse proxy in front of Cohost (TRUST_PROXY). */
  trustProxy: boolean;
};
