import type twilio from 'twilio';
import type RequestClient from 'twilio/lib/base/RequestClient';
import type { SentMessage, SmsMessage, SmsProvider } from './notification-providers';

export interface TwilioOptions {
  accountSid: string;
  authToken: string;
  /** The sending number in E.164 (TWILIO_FROM). */
  from: string;
  /** https://api.twilio.com, or a stand-in in tests (TWILIO_API_URL). */
  apiUrl: string;
  timeoutMs: number;
}

/**
 * Sends through Twilio's Messages API with the official SDK. The SDK has no base-URL option, so
 * its HTTP client is swapped for one that sends every request to TWILIO_API_URL instead.
 */
export class TwilioSmsProvider implements SmsProvider {
  readonly name = 'twilio';
  private client?: Promise<twilio.Twilio>;

  constructor(private readonly options: TwilioOptions) {
    // The SDK would only say so on the first send; a wrong credential should stop the start.
    if (!options.accountSid.startsWith('AC')) throw new Error('TWILIO_ACCOUNT_SID must be an account SID (it starts with AC)');
  }

  async send(message: SmsMessage): Promise<SentMessage> {
    const client = await (this.client ??= createClient(this.options));
    const sent = await client.messages.create({ to: message.to, from: this.options.from, body: message.body });
    return { messageId: sent.sid };
  }
}

/** Moves a Twilio API URL (any *.twilio.com host the SDK picks) onto `apiUrl`, keeping its path and query. */
export function rebaseTwilioUrl(uri: string, apiUrl: string): string {
  const original = new URL(uri);
  const base = new URL(apiUrl);
  const prefix = base.pathname.replace(/\/$/, '');
  return new URL(`${prefix}${original.pathname}${original.search}`, base.origin).toString();
}

// Loaded on first send, not at start: the SDK takes ~130 ms to import (decision 004).
async function createClient(options: TwilioOptions): Promise<twilio.Twilio> {
  const { default: sdk } = await import('twilio');
  class RebasedRequestClient extends sdk.RequestClient {
    override request<TData>(opts: RequestClient.RequestOptions<TData>) {
      return super.request<TData>({ ...opts, uri: rebaseTwilioUrl(opts.uri, options.apiUrl) });
    }
  }
  return sdk(options.accountSid, options.authToken, {
    httpClient: new RebasedRequestClient({ timeout: options.timeoutMs }),
    // Only our validated env configures the client, never the SDK's own TWILIO_* variables.
    env: {},
  });
}
