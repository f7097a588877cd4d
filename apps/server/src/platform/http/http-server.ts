import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { DirectReads } from './direct-reads';
import { securityHeaders } from './security-headers';

/** Where the web app's built files are served (web-app.ts): subresources, never documents. */
const ASSETS_PREFIX = '/assets/';

export interface HttpServerOptions {
  hostname: string;
  port: number;
  production: boolean;
}

/**
 * Serves the app on Node's HTTP server. The hardening headers are set on Node's response before
 * the app runs: set through Hono on each response they cost a third of the throughput (they
 * turn the adapter's cached response into a full Headers object). The few polled reads
 * (`direct()`, see direct-reads.ts) are answered without the app.
 */
export function startHttpServer(
  fetch: (request: Request, env: object) => Response | Promise<Response>,
  options: HttpServerOptions,
  direct: () => DirectReads = () => DirectReads.none,
): Promise<Server> {
  const listener = getRequestListener(fetch);
  const headers = securityHeaders({ production: options.production });
  const server = createServer((incoming, outgoing) => {
    const url = incoming.url ?? '';
    const api = url.startsWith('/api/');
    if (api && direct().answer(incoming, outgoing, headers.api)) return;
    for (const [name, value] of api ? headers.api : url.startsWith(ASSETS_PREFIX) ? headers.asset : headers.page) outgoing.setHeader(name, value);
    void listener(incoming, outgoing);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.hostname, () => resolve(server));
  });
}

export function serverUrl(server: Server, hostname: string): string {
  const { port } = server.address() as AddressInfo;
  return `http://${hostname}:${port}`;
}

export function closeHttpServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    // Keep-alive connections would hold close() open; they carry no work worth waiting for.
    server.closeAllConnections();
  });
}
