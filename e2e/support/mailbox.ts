import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startSmtpSink, type SmtpSink } from '../../apps/server/test/support/smtp-sink';
import { startTwilioStandIn, type TwilioStandIn } from '../../apps/server/test/support/twilio-stand-in';

/** One email or text message as a person would receive it. */
export interface MailboxMessage {
  id: string;
  channel: 'email' | 'sms';
  to: string;
  subject: string | null;
  text: string;
  /** From the X-Cohost-Template header (emails), or recognised from the text (codes). */
  template: string;
  createdAt: string;
}

const TWILIO = { accountSid: 'AC00000000000000000000000000000000', authToken: 'e2e-twilio-token', from: '+15005550006' };

export interface Mailbox {
  /** GET <url>/messages lists everything received, newest first. */
  url: string;
  /** Environment that points Cohost at these servers instead of real SMTP and Twilio. */
  cohostEnv: Record<string, string>;
  close(): Promise<void>;
}

/**
 * A local SMTP server and Twilio stand-in that Cohost really sends to during journeys, and a
 * small HTTP endpoint that lets test workers (other processes) read what arrived.
 */
export async function startMailbox(): Promise<Mailbox> {
  const sink: SmtpSink = await startSmtpSink();
  const twilio: TwilioStandIn = await startTwilioStandIn(TWILIO);
  const received = new Map<object, { id: string; at: string }>();
  const stamp = (message: object) => {
    if (!received.has(message)) received.set(message, { id: String(received.size + 1), at: new Date().toISOString() });
    return received.get(message)!;
  };
  const list = (): MailboxMessage[] => [
    ...sink.messages.map((email) => ({
      ...stamp(email),
      channel: 'email' as const,
      to: email.to[0] ?? '',
      subject: email.subject,
      text: email.text,
      template: email.template ?? 'unknown',
    })),
    ...twilio.messages.map((sms) => ({
      ...stamp(sms),
      channel: 'sms' as const,
      to: sms.to,
      subject: null,
      text: sms.body,
      template: /Cohost code/.test(sms.body) ? 'accounts.phone-code' : 'unknown',
    })),
  ]
    .map(({ at, ...message }) => ({ ...message, createdAt: at }))
    .sort((a, b) => Number(b.id) - Number(a.id));

  const server: Server = createServer((request, response) => {
    if (request.url?.startsWith('/messages')) {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ messages: list() }));
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    cohostEnv: {
      SMTP_URL: sink.url,
      MAIL_FROM: 'Cohost <no-reply@cohost.test>',
      TWILIO_ACCOUNT_SID: TWILIO.accountSid,
      TWILIO_AUTH_TOKEN: TWILIO.authToken,
      TWILIO_FROM: TWILIO.from,
      TWILIO_API_URL: twilio.url,
    },
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await sink.close();
      await twilio.close();
    },
  };
}
