import type { IncomingMessage, ServerResponse } from 'node:http';
import { platformErrors } from '../errors/app-error';
import type { Logger } from '../log/logger';
import { normalizeHostName } from './allowed-hosts';
import type { HeaderList } from './security-headers';
import { requestIdFor } from './request-context';

/**
 * A GET answered from Node's request itself, before the app (see `DirectReads`): its JSON body
 * (the value itself when it is at hand, a promise when it must be loaded) and the status for it.
 */
export interface DirectRead {
  read: () => unknown;
  status: (body: never) => number;
}

export function directRead<T>(read: () => T | Promise<T>, status: (body: T) => number): DirectRead {
  return { read, status };
}

/**
 * The few GET endpoints that are polled rather than used (the health check, which load balancers
 * and uptime monitors call every few seconds), answered on Node's request without the app's
 * routing, middleware chain, Fetch `Request` or `Response` (ADR 004: those cost more than half the
 * throughput of a request that does nothing). Only the exact path without a query string, only
 * for a host the app answers for: anything else goes to the app, which answers as it always has
 * (a 421 for an unknown host). Each direct read is also a declared route of its module, so the
 * API contract and a request the app does get keep working; the hardening headers are already on
 * the response (http-server.ts), and the request id is given here as the app would.
 */
export class DirectReads {
  readonly #reads: ReadonlyMap<string, DirectRead>;
  readonly #allowedHosts: ReadonlySet<string>;
  readonly #log: Logger | null;

  constructor(reads: Record<string, DirectRead>, allowedHosts: readonly string[], log: Logger | null) {
    this.#reads = new Map(Object.entries(reads));
    this.#allowedHosts = new Set(allowedHosts);
    this.#log = log;
  }

  static readonly none = new DirectReads({}, [], null);

  /**
   * Answers the request and returns true, or returns false for the app to answer it. `headers`
   * are the hardening headers the app's answer would carry: written here in one `writeHead`
   * with the rest (each `setHeader` on the hot path costs throughput).
   */
  answer(incoming: IncomingMessage, outgoing: ServerResponse, headers: HeaderList): boolean {
    if (incoming.method !== 'GET' || this.#reads.size === 0) return false;
    const read = this.#reads.get(incoming.url ?? '');
    if (!read) return false;
    if (!this.#answersHost(incoming.headers.host)) return false;
    const header = incoming.headers['x-request-id'];
    const requestId = requestIdFor(typeof header === 'string' ? header : undefined);
    const send = (status: number, text: string, length: number) => {
      outgoing.writeHead(status, [...this.#fixedHeaders(headers), 'X-Request-Id', requestId, 'Content-Length', String(length)]);
      outgoing.end(text);
    };
    const answer = (body: unknown) => {
      const serialized = this.#serialize(body);
      send((read.status as (body: unknown) => number)(body), serialized.text, serialized.length);
    };
    const fail = (error: unknown) => {
      this.#log?.error({ reqId: requestId, err: error }, 'request failed');
      const failure = platformErrors.internal();
      const text = JSON.stringify({ error: { code: failure.code, message: failure.message, requestId } });
      send(failure.status, text, Buffer.byteLength(text));
    };
    try {
      const body = read.read();
      if (body instanceof Promise) body.then(answer, fail);
      else answer(body);
    } catch (error) {
      fail(error);
    }
    return true;
  }

  /** A polled read answers the same object until it changes (it is memoized): serialized once. */
  #serialize(body: unknown): { text: string; length: number } {
    if (body !== this.#last.body) {
      const text = JSON.stringify(body);
      this.#last = { body, text, length: Buffer.byteLength(text) };
    }
    return this.#last;
  }

  #last: { body: unknown; text: string; length: number } = { body: undefined, text: '', length: 0 };

  /** The headers every answer carries, flattened once for `writeHead`. */
  #fixedHeaders(headers: HeaderList): string[] {
    if (this.#fixed?.from !== headers) {
      const raw = headers.flatMap(([name, value]) => [name, value]);
      this.#fixed = { from: headers, raw: [...raw, 'Content-Type', 'application/json', 'Cache-Control', 'no-store'] };
    }
    return this.#fixed.raw;
  }

  #fixed: { from: HeaderList; raw: string[] } | null = null;

  /** Host headers seen, as they came (with their port), and whether the app answers for them; a few, so remembered. */
  #answersHost(host: string | undefined): boolean {
    const key = host ?? '';
    let answers = this.#hostsSeen.get(key);
    if (answers === undefined) {
      answers = this.#allowedHosts.has(hostNameOf(host));
      if (this.#hostsSeen.size < HOSTS_REMEMBERED) this.#hostsSeen.set(key, answers);
    }
    return answers;
  }

  readonly #hostsSeen = new Map<string, boolean>();
}

/** Enough for every name and port an installation is reached by; junk hosts beyond it are checked each time. */
const HOSTS_REMEMBERED = 64;

/** The name in a Host header, without its port: `[::1]:3000` → `[::1]`, `Example.com.:80` → `example.com`. */
export function hostNameOf(host: string | undefined): string {
  if (!host) return '';
  const name = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.split(':', 1)[0]!;
  return normalizeHostName(name);
}
