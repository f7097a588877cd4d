import { randomUUID } from 'node:crypto';
import type { Logger } from '../../../platform/log/logger';
import type { SentMessage, SmsMessage, SmsProvider } from './notification-providers';

const PREVIEW_LENGTH = 60;

/** Sends nothing, like DevOutboxEmailProvider; used unless all three TWILIO_* credentials are set. */
export class DevOutboxSmsProvider implements SmsProvider {
  readonly name = 'dev';

  /** `outboxUrl` is null where the outbox page does not exist (production, or a real provider configured). */
  constructor(private readonly options: { log: Logger; outboxUrl: string | null }) {}

  async send(message: SmsMessage): Promise<SentMessage> {
    const preview = message.body.length > PREVIEW_LENGTH ? `${message.body.slice(0, PREVIEW_LENGTH)}…` : message.body;
    const where = this.options.outboxUrl ? `see ${this.options.outboxUrl}` : 'not sent: Twilio is not configured';
    // Where the outbox page exists, start-up names it once (main.ts); each message is a debug line.
    this.options.log[this.options.outboxUrl ? 'debug' : 'info'](`sms to ${message.to}: ${preview} (${where})`);
    return { messageId: `dev-${randomUUID()}` };
  }
}
