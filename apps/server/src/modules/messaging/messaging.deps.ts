import type { Database } from '../../platform/db/database';
import type { Logger } from '../../platform/log/logger';
import type { RealtimeHub } from '../../platform/realtime/realtime-hub';
import type { Clock } from '../../platform/runtime/clock';
import type { CoHostEngine } from './domain/co-host-engine';
import type { MessagingPorts } from './messaging.ports';
import type { ReplyDrafter } from './providers/reply-drafter';

export interface MessagingDeps {
  db: Database;
  clock: Clock;
  log: Logger;
  realtime: RealtimeHub;
  /** The local co-host (its intent model is trained once, on first use). */
  engine: () => Promise<CoHostEngine>;
  /** Who words the reply: the local engine, or an LLM checked by it. */
  drafter: ReplyDrafter;
  /** Derives guest-page tokens (the installation's secret). */
  secret: string;
  publicUrl: string;
  inboundEmail: { domain: string; signingKey: string | null };
  /** Verifies Twilio's webhook signatures; null when SMS is not configured. */
  twilioAuthToken: string | null;
  ports: MessagingPorts;
}
