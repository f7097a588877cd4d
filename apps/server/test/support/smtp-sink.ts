import type { AddressInfo } from 'node:net';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';

/** One email as the sink received it, parsed. */
export interface SinkEmail {
  /** Address of the From header. */
  from: string;
  /** Envelope recipients. */
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** Cohost's X-Cohost-Template header: which message this is (e.g. accounts.verify-email). */
  template: string | null;
  /** The Message-ID, In-Reply-To and References headers, as sent. */
  messageId: string | null;
  inReplyTo: string | null;
  references: string | null;
}

export interface SmtpSinkOptions {
  /** Only these credentials log in (others get 535); any are accepted when absent. */
  credentials?: { user: string; pass: string };
  /** An answer to refuse a recipient with (e.g. 550 or 451), or null to accept it. */
  refuseRecipient?: (address: string) => { code: number; message: string } | null;
}

export interface SmtpSink {
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  url: string;
  /** Everything received so far, oldest first. */
  messages: SinkEmail[];
  /** The first message (already received or still to come) that matches; rejects after the timeout. */
  waitForMessage(predicate: (message: SinkEmail) => boolean, timeoutMs?: number): Promise<SinkEmail>;
  close(): Promise<void>;
}

/**
 * A local SMTP server that keeps every message it is given, for integration tests and browser
 * journeys: plain text on loopback (no TLS), any credentials accepted unless some are given;
 * recipients may be refused as a test says.
 */
export async function startSmtpSink(options: SmtpSinkOptions = {}): Promise<SmtpSink> {
  const messages: SinkEmail[] = [];

  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    allowInsecureAuth: true,
    logger: false,
    closeTimeout: 1000,
    onAuth: (auth, _session, callback) => {
      const expected = options.credentials;
      if (expected && (auth.username !== expected.user || auth.password !== expected.pass)) {
        callback(Object.assign(new Error('Authentication credentials invalid'), { responseCode: 535 }));
        return;
      }
      callback(null, { user: auth.username });
    },
    onRcptTo: (address, _session, callback) => {
      const refusal = options.refuseRecipient?.(address.address);
      if (refusal) {
        callback(Object.assign(new Error(refusal.message), { responseCode: refusal.code }));
        return;
      }
      callback();
    },
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        PostalMime.parse(Buffer.concat(chunks))
          .then((email) => {
            messages.push({
              from: email.from?.address ?? (session.envelope.mailFrom ? session.envelope.mailFrom.address : ''),
              to: session.envelope.rcptTo.map((recipient) => recipient.address),
              subject: email.subject ?? '',
              text: email.text ?? '',
              html: email.html ?? '',
              template: email.headers.find((header) => header.key === 'x-cohost-template')?.value ?? null,
              messageId: email.headers.find((header) => header.key === 'message-id')?.value ?? null,
              inReplyTo: email.headers.find((header) => header.key === 'in-reply-to')?.value ?? null,
              references: email.headers.find((header) => header.key === 'references')?.value ?? null,
            });
            callback();
          })
          .catch(callback);
      });
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitForMessage: (predicate, timeoutMs = 10_000) => waitForItem(messages, predicate, timeoutMs, 'email'),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function waitForItem<T>(items: T[], predicate: (item: T) => boolean, timeoutMs: number, what: string): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = items.find(predicate);
    if (found !== undefined) return found;
    if (Date.now() > deadline) {
      throw new Error(`No matching ${what} within ${timeoutMs} ms; received ${items.length}: ${JSON.stringify(items).slice(0, 500)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
