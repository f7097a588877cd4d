import type { EmailMessage, EmailProvider, SentMessage, SmsMessage, SmsProvider } from './notification-providers';

/** Records messages in memory; `failNext(n)` makes the next n sends throw. For tests. */
class FakeProvider<TMessage> {
  readonly name = 'fake';
  readonly sent: TMessage[] = [];
  private failures = 0;

  failNext(count: number): void {
    this.failures = count;
  }

  async send(message: TMessage): Promise<SentMessage> {
    if (this.failures > 0) {
      this.failures--;
      throw new Error('fake provider: simulated failure');
    }
    this.sent.push(message);
    return { messageId: `fake-${this.sent.length}` };
  }
}

export class FakeEmailProvider extends FakeProvider<EmailMessage> implements EmailProvider {}
export class FakeSmsProvider extends FakeProvider<SmsMessage> implements SmsProvider {}
