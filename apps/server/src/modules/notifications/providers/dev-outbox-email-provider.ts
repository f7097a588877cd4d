import { randomUUID } from 'node:crypto';
import type { Logger } from '../../../platform/log/logger';
import type { EmailMessage, EmailProvider, SentMessage } from './notification-providers';

/**
 * Sends nothing: the outbox row is what the developer reads (at /dev/outbox), and one log
 * line says where to find it. Used whenever SMTP_URL is not set.
 */
export class DevOutboxEmailProvider implements EmailProvider {
  readonly name = 'dev';

  /** `outboxUrl` is null where the outbox page does not exist (production, or a real provider configured). */
  constructor(private readonly options: { log: Logger; outboxUrl: string | null }) {}

  async send(message: EmailMessage): Promise<SentMessage> {
    const where = this.options.outboxUrl ? `see ${this.options.outboxUrl}` : 'not sent: SMTP_URL is not set';
    // Where the outbox page exists, start-up names it once (main.ts); each message is a debug line.
    this.options.log[this.options.outboxUrl ? 'debug' : 'info'](`email to ${message.to}: ${message.subject} (${where})`);
    return { messageId: `dev-${randomUUID()}` };
  }
}
