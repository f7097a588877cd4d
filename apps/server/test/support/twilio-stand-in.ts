import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One text message the stand-in accepted. */
export interface StandInSms {
  sid: string;
  accountSid: string;
  to: string;
  from: string;
  body: string;
}

export interface TwilioStandIn {
  /** http://127.0.0.1:<port>, for TWILIO_API_URL. */
  url: string;
  /** Messages accepted so far, oldest first. */
  messages: StandInSms[];
  /** Every request to the Messages endpoint, answered or failed. */
  requestCount(): number;
  /** The next `count` authenticated requests to the Messages endpoint answer 500. */
  failNext(count: number): void;
  /** The first message (already accepted or still to come) that matches; rejects after the timeout. */
  waitForMessage(predicate: (message: StandInSms) => boolean, timeoutMs?: number): Promise<StandInSms>;
  close(): Promise<void>;
}

const MESSAGES_PATH = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/;

/**
 * A local stand-in for Twilio's Messages API (`POST /2010-04-01/Accounts/{Sid}/Messages.json`):
 * HTTP Basic auth with the account SID and auth token, a form-encoded To/From/Body, Twilio's
 * JSON answers and error shape. For integration tests and browser journeys.
 */
export async function startTwilioStandIn(credentials: { accountSid: string; authToken: string }): Promise<TwilioStandIn> {
  const messages: StandInSms[] = [];
  const expectedAuth = `Basic ${Buffer.from(`${credentials.accountSid}:${credentials.authToken}`).toString('base64')}`;
  let failures = 0;
  let requests = 0;

  const server = createServer((req, res) => {
    handle(req, res).catch(() => twilioError(res, 500, 20500, 'Internal Server Error'));
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const match = MESSAGES_PATH.exec(new URL(req.url ?? '/', 'http://stand-in').pathname);
    if (!match) return twilioError(res, 404, 20404, 'The requested resource was not found');
    if (req.method !== 'POST') return twilioError(res, 405, 20004, 'Method not allowed');
    requests++;
    if (req.headers.authorization !== expectedAuth || match[1] !== credentials.accountSid) {
      return twilioError(res, 401, 20003, 'Authenticate');
    }
    if (failures > 0) {
      failures--;
      return twilioError(res, 500, 20500, 'Internal Server Error');
    }
    const form = new URLSearchParams(await readBody(req));
    const to = form.get('To');
    const from = form.get('From');
    const body = form.get('Body');
    if (!to) return twilioError(res, 400, 21604, "A 'To' phone number is required.");
    if (!from) return twilioError(res, 400, 21603, "A 'From' phone number is required.");
    if (!body) return twilioError(res, 400, 21602, 'Message body is required.');

    const sid = `SM${randomBytes(16).toString('hex')}`;
    messages.push({ sid, accountSid: credentials.accountSid, to, from, body });
    sendJson(res, 201, {
      sid,
      account_sid: credentials.accountSid,
      to,
      from,
      body,
      status: 'queued',
      direction: 'outbound-api',
      num_segments: '1',
      api_version: '2010-04-01',
      date_created: new Date().toUTCString(),
      error_code: null,
      error_message: null,
      uri: `/2010-04-01/Accounts/${credentials.accountSid}/Messages/${sid}.json`,
    });
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    messages,
    requestCount: () => requests,
    failNext: (count) => {
      failures = count;
    },
    waitForMessage: (predicate, timeoutMs = 10_000) => waitForItem(messages, predicate, timeoutMs, 'text message'),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

function twilioError(res: ServerResponse, status: number, code: number, message: string): void {
  sendJson(res, status, { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status });
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
