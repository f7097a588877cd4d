import type { Env } from '../../env';
import type { Database } from '../../platform/db/database';
import type { Logger } from '../../platform/log/logger';
import type { Clock } from '../../platform/runtime/clock';
import type { IdentifySender, SupportMessages } from './support.ports';

export interface SupportDeps {
  db: Database;
  clock: Clock;
  log: Logger;
  messages: SupportMessages;
  identify: IdentifySender;
  site: {
    launchMode: Env['LAUNCH_MODE'];
    supportEmail: string;
    scheduleDemoUrl: string | null;
  };
  /** Keys the hash of client addresses (the rate limit never stores an address). */
  secret: string;
  /** Trust X-Forwarded-For from the reverse proxy in front of Cohost (TRUST_PROXY). */
  trustProxy: boolean;
}
