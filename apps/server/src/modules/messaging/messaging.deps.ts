import type { DatabaseDriver } from '../../platform/db/database';
import type { SealedBox } from '../../platform/crypto/sealed-box';
import type { ModuleContext } from '../../platform/module';
import type { CoHostEngine } from './domain/co-host-engine';
import type { MessagingPorts } from './messaging.ports';
import type { ReplyDrafter } from './providers/reply-drafter';
import type { SecondReader } from './providers/second-reader';

export type MessagingDeps = Pick<ModuleContext, 'db' | 'jobs' | 'clock' | 'log' | 'realtime' | 'events'> & {
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
  /** The platform mailbox's passwords, sealed at rest (purpose 'platform-mailbox'). */
  mailSecrets: SealedBox;
  /** Mail servers on loopback or private addresses are refused unless the installation allows them (ALLOW_PRIVATE_MAIL_SERVERS). */
  allowPrivateMailServers: boolean;
  /** One mailbox reader per workspace: in process on the embedded database, with an advisory lock across processes on PostgreSQL. */
  databaseDriver: DatabaseDriver;
  /** Milliseconds to wait for a mail server (connect, greeting, each answer). */
  mailServerTimeoutMs: number;
  /** The IMAP IDLE connections of this process (started with the module on worker roles). */
  mailboxWatchers: MailboxWatching;
};

/** What use cases see of this process's IMAP IDLE connections to the platform mailboxes. */
export interface MailboxWatching {
  /** Whether the workspace's mailbox tells this process of new mail now (its IDLE connection is up). */
  isIdle(workspaceId: string): boolean;
  /** Opens (or reopens, with the saved settings) the workspace's connection, once watching has started. */
  watch(workspaceId: string): Promise<void>;
  unwatch(workspaceId: string): Promise<void>;
}
