import type { ModuleContext } from '../../platform/module';
import type { CoHostEngine } from './domain/co-host-engine';
import type { MessagingPorts } from './messaging.ports';
import type { ReplyDrafter } from './providers/reply-drafter';
import type { SecondReader } from './providers/second-reader';

export type MessagingDeps = Pick<ModuleContext, 'db' | 'clock' | 'log' | 'realtime' | 'events'> & {
  /** The local co-host (its intent model is trained once, on first use). */
  engine: () => Promise<CoHostEngine>;
  /** Who words the reply: the local engine, or an LLM checked by it. */
  drafter: ReplyDrafter;
  /** A model's second reading of each guest message, which may only raise its triage (none when local). */
  secondReader: SecondReader;
  /** Derives guest-page tokens (the installation's secret). */
  secret: string;
  publicUrl: string;
  inboundEmail: { domain: string; signingKey: string | null };
  /** Verifies Twilio's webhook signatures; null when SMS is not configured. */
  twilioAuthToken: string | null;
  ports: MessagingPorts;
};
