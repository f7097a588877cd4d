import type { EmailMessage, EmailProvider, SentMessage } from './notification-providers';

export interface SmtpOptions {
  /** smtp:// or smtps:// URL, credentials included (SMTP_URL). */
  url: string;
  /** Sender, e.g. `Cohost <no-reply@example.com>` (MAIL_FROM). */
  from: string;
  timeoutMs: number;
}

/** Sends through an SMTP server with nodemailer; each message carries a text and an HTML part. */
export class SmtpEmailProvider implements EmailProvider {
  readonly name = 'smtp';
  private transport?: ReturnType<typeof openTransport>;

  constructor(private readonly options: SmtpOptions) {}

  async send(message: EmailMessage): Promise<SentMessage> {
    const transport = await (this.transport ??= openTransport(this.options));
    const info = await transport.sendMail({
      from: this.options.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      ...(message.replyTo ? { replyTo: message.replyTo } : {}),
      ...(message.template ? { headers: { 'X-Cohost-Template': message.template } } : {}),
    });
    return { messageId: info.messageId };
  }
}

// Loaded on first send, not at start: the start path stays lean (decision 004).
async function openTransport(options: SmtpOptions) {
  const nodemailer = await import('nodemailer');
  return nodemailer.createTransport({
    url: options.url,
    connectionTimeout: options.timeoutMs,
    greetingTimeout: options.timeoutMs,
    socketTimeout: options.timeoutMs,
  });
}
