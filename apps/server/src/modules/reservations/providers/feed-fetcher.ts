import http from 'node:http';
import https from 'node:https';
import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from 'request-filtering-agent';

export const FEED_MAX_BYTES = 10 * 1024 * 1024;
export const FEED_TIMEOUT_MS = 10_000;
export const FEED_MAX_REDIRECTS = 3;

export interface FeedRequest {
  url: string;
  /** Validators from the last full download, for a conditional GET. */
  etag: string | null;
  lastModified: string | null;
}

export type FeedResponse =
  | { status: 'not-modified' }
  | { status: 'ok'; body: string; etag: string | null; lastModified: string | null };

/** A fetch that failed in a way the host should read: the message says what to do. */
export class FeedFetchError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FeedFetchError';
  }
}

/**
 * The link's address (or a redirect's) is loopback, private, link-local or a cloud metadata
 * address, which the SSRF guard refuses: never a temporary failure, the link itself is wrong.
 */
export class FeedAddressRefusedError extends FeedFetchError {
  constructor(hostname: string) {
    super(`The calendar link points to a private or local network address (${hostname}), which Cohost does not fetch.`);
    this.name = 'FeedAddressRefusedError';
  }
}

export interface FeedFetcher {
  fetch(request: FeedRequest): Promise<FeedResponse>;
  close(): void;
}

export interface HttpFeedFetcherOptions {
  /** Loopback, private and link-local addresses are refused unless this is set (tests, development). */
  allowPrivateAddresses: boolean;
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  userAgent?: string;
  /** Feeds this installation serves itself (the demo's sample feeds): answered without a request. */
  resolveInternal?: (url: URL) => string | null;
}

/**
 * Fetches calendar feeds over HTTP(S) with the limits a URL typed by a user needs: the address
 * every connection resolves to is checked when it connects (no DNS-rebinding way around it),
 * redirects are followed by hand and each hop checked again, the body is counted while it
 * arrives, and the whole fetch has one deadline.
 */
export function createHttpFeedFetcher(options: HttpFeedFetcherOptions): FeedFetcher {
  const timeoutMs = options.timeoutMs ?? FEED_TIMEOUT_MS;
  const maxBytes = options.maxBytes ?? FEED_MAX_BYTES;
  const maxRedirects = options.maxRedirects ?? FEED_MAX_REDIRECTS;
  const filter = { allowPrivateIPAddress: options.allowPrivateAddresses, keepAlive: true, maxSockets: 32 };
  const agents = { 'http:': new RequestFilteringHttpAgent(filter), 'https:': new RequestFilteringHttpsAgent(filter) };

  async function fetchFeed(request: FeedRequest): Promise<FeedResponse> {
    const deadline = AbortSignal.timeout(timeoutMs);
    let url = toHttpUrl(request.url);
    for (let hop = 0; ; hop++) {
      const internal = options.resolveInternal?.(url);
      if (internal !== undefined && internal !== null) return { status: 'ok', body: internal, etag: null, lastModified: null };
      const response = await get(url, request, deadline);
      if (response.redirect) {
        if (hop >= maxRedirects) throw new FeedFetchError(`The calendar link redirected more than ${maxRedirects} times. Copy the final link from the platform.`);
        url = toHttpUrl(new URL(response.redirect, url).toString());
        continue;
      }
      return response.result!;
    }
  }

  function get(url: URL, request: FeedRequest, deadline: AbortSignal): Promise<{ redirect?: string; result?: FeedResponse }> {
    const headers: Record<string, string> = {
      accept: 'text/calendar, text/plain;q=0.9, */*;q=0.1',
      'user-agent': options.userAgent ?? 'Cohost calendar sync',
    };
    if (request.etag) headers['if-none-match'] = request.etag;
    if (request.lastModified) headers['if-modified-since'] = request.lastModified;
    const client = url.protocol === 'https:' ? https : http;
    return new Promise((resolve, reject) => {
      const fail = (error: unknown) => reject(describeError(error, url, timeoutMs));
      const req = client.get(url, { headers, agent: agents[url.protocol as 'http:' | 'https:'], signal: deadline }, (res) => {
        const status = res.statusCode ?? 0;
        if (status >= 300 && status < 400 && status !== 304) {
          res.resume();
          const location = res.headers.location;
          if (!location) return reject(new FeedFetchError(`The calendar server answered ${status} without saying where the calendar moved.`));
          return resolve({ redirect: location });
        }
        if (status === 304) {
          res.resume();
          return resolve({ result: { status: 'not-modified' } });
        }
        if (status < 200 || status >= 300) {
          res.resume();
          return reject(new FeedFetchError(httpStatusMessage(status)));
        }
        const declared = Number(res.headers['content-length'] ?? NaN);
        if (declared > maxBytes) {
          reject(new FeedFetchError(tooBig(maxBytes)));
          res.destroy();
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes) {
            // Settle first: destroying the response reports an abort of its own.
            reject(new FeedFetchError(tooBig(maxBytes)));
            res.destroy();
            return;
          }
          chunks.push(chunk);
        });
        res.on('error', fail);
        res.on('aborted', () => reject(new FeedFetchError('The calendar server closed the connection before sending the whole calendar.')));
        res.on('end', () => {
          if (!res.complete) return reject(new FeedFetchError('The calendar server closed the connection before sending the whole calendar.'));
          resolve({
            result: {
              status: 'ok',
              body: Buffer.concat(chunks).toString('utf8'),
              etag: typeof res.headers.etag === 'string' ? res.headers.etag : null,
              lastModified: typeof res.headers['last-modified'] === 'string' ? res.headers['last-modified'] : null,
            },
          });
        });
      });
      req.on('error', fail);
    });
  }

  return {
    fetch: fetchFeed,
    close: () => {
      agents['http:'].destroy();
      agents['https:'].destroy();
    },
  };
}

/** `webcal://` is how some platforms hand out their https links. */
export function toHttpUrl(value: string): URL {
  let url: URL;
  try {
    url = new URL(value.replace(/^webcals?:\/\//i, 'https://'));
  } catch {
    throw new FeedFetchError('The calendar link is not a valid web address.');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new FeedFetchError('The calendar link must start with https:// or http://.');
  if (url.username || url.password) throw new FeedFetchError('The calendar link must not contain a user name or password.');
  return url;
}

function describeError(error: unknown, url: URL, timeoutMs: number): FeedFetchError {
  if (error instanceof FeedFetchError) return error;
  const err = error as NodeJS.ErrnoException & { name?: string };
  if (err?.name === 'AbortError' || err?.name === 'TimeoutError' || err?.code === 'ABORT_ERR') {
    return new FeedFetchError(`The calendar server did not answer within ${timeoutMs / 1000} seconds.`);
  }
  const message = String(err?.message ?? err);
  if (/is not allowed/.test(message)) {
    return new FeedAddressRefusedError(url.hostname);
  }
  if (err?.code === 'ENOTFOUND' || err?.code === 'EAI_AGAIN') return new FeedFetchError(`The calendar server ${url.hostname} could not be found. Check the link.`);
  if (err?.code === 'ECONNREFUSED') return new FeedFetchError(`The calendar server ${url.hostname} refused the connection.`);
  if (err?.code === 'ECONNRESET') return new FeedFetchError('The calendar server closed the connection before sending the whole calendar.');
  if (/certificate|self.signed|SSL|TLS/i.test(message)) return new FeedFetchError(`The calendar server's secure connection could not be verified (${message}).`);
  return new FeedFetchError(`The calendar could not be fetched: ${message}.`);
}

function httpStatusMessage(status: number): string {
  if (status === 401 || status === 403) return `The calendar server refused access (HTTP ${status}). The link may have been reset on the platform: copy it again.`;
  if (status === 404 || status === 410) return `The calendar server has no calendar at this link (HTTP ${status}). Copy the link again from the platform.`;
  if (status === 429) return 'The calendar server asked us to slow down (HTTP 429). The next sync will try again.';
  if (status >= 500) return `The calendar server had a problem (HTTP ${status}). The next sync will try again.`;
  return `The calendar server answered HTTP ${status}.`;
}

function tooBig(maxBytes: number): string {
  return `The calendar is larger than ${Math.round(maxBytes / 1024 / 1024)} MB, more than any rental calendar needs. Check the link.`;
}
