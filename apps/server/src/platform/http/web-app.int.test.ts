import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../log/logger';
import { createApp } from './create-app';
import { closeHttpServer, serverUrl, startHttpServer } from './http-server';
import { mountWebApp } from './web-app';

// The prerendered public pages (ADR 008) through a real server: the right file per path and
// variant, the SPA shell for everything else, the 404 status and the page headers kept.
const SCRIPT = `export const greeting = ${JSON.stringify('hello '.repeat(2000))};\n`;

describe('mountWebApp with prerendered pages', () => {
  let distDir: string;
  const servers: Server[] = [];

  async function serve(variant: string): Promise<string> {
    const app = createApp({ log: createLogger({ level: 'silent', pretty: false }), publicUrl: 'https://cohost.example', bodyLimitBytes: 1024 });
    mountWebApp(app, distDir, { prerenderedVariants: { '/': variant } });
    const server = await startHttpServer(app.fetch, { hostname: '127.0.0.1', port: 0, production: true });
    servers.push(server);
    return serverUrl(server, '127.0.0.1');
  }

  beforeAll(() => {
    distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cohost-dist-'));
    fs.mkdirSync(path.join(distDir, 'prerendered'));
    fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>Cohost SPA</title><div id="root"></div>');
    fs.mkdirSync(path.join(distDir, 'assets'));
    fs.writeFileSync(path.join(distDir, 'assets', 'main-abc123.js'), SCRIPT);
    fs.writeFileSync(path.join(distDir, 'assets', 'main-abc123.js.br'), zlib.brotliCompressSync(SCRIPT));
    fs.writeFileSync(path.join(distDir, 'assets', 'main-abc123.js.gz'), zlib.gzipSync(SCRIPT));
    for (const name of ['index.founders', 'index.marketing', 'pricing', 'homepage']) {
      fs.writeFileSync(path.join(distDir, 'prerendered', `${name}.html`), `<!doctype html><title>${name}</title><div id="root" data-prerendered>${name} page</div>`);
    }
  });

  afterAll(async () => {
    await Promise.all(servers.map((server) => closeHttpServer(server)));
    fs.rmSync(distDir, { recursive: true, force: true });
  });

  it('answers / with the variant it was given, and the other prerendered paths with their page', async () => {
    const founders = await serve('founders');
    const marketing = await serve('marketing');
    expect(await (await fetch(`${founders}/`)).text()).toContain('index.founders page');
    expect(await (await fetch(`${marketing}/`)).text()).toContain('index.marketing page');

    const pricing = await fetch(`${founders}/pricing`);
    expect(pricing.status).toBe(200);
    expect(pricing.headers.get('content-type')).toContain('text/html');
    expect(pricing.headers.get('cache-control')).toBe('no-cache');
    expect(pricing.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(await pricing.text()).toContain('pricing page');
    expect((await fetch(`${founders}/homepage`, { method: 'HEAD' })).status).toBe(200);
  });

  it('answers every other path with the SPA shell: known paths 200, unknown ones 404', async () => {
    const url = await serve('founders');
    for (const pathname of ['/faq', '/login', '/pricing/', '/dashboard']) {
      const response = await fetch(`${url}${pathname}`);
      expect(response.status, pathname).toBe(200);
      expect(await response.text(), pathname).toContain('Cohost SPA');
    }
    const unknown = await fetch(`${url}/Pricing`);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('Cohost SPA');
  });

  it('sends the build’s precompressed asset as it is (brotli, else gzip), and the plain file to a client that takes neither', async () => {
    const url = await serve('founders');
    const asset = `${url}/assets/main-abc123.js`;
    const sizes = (name: string) => fs.statSync(path.join(distDir, 'assets', name)).size;
    for (const [accept, encoding, file] of [
      ['gzip, deflate, br', 'br', 'main-abc123.js.br'],
      ['gzip', 'gzip', 'main-abc123.js.gz'],
      ['identity', null, 'main-abc123.js'],
    ] as const) {
      const response = await fetch(asset, { headers: { 'accept-encoding': accept } });
      expect(response.status, accept).toBe(200);
      expect(response.headers.get('content-encoding'), accept).toBe(encoding);
      // The file's own length: sent from disk, not compressed again on the way.
      expect(response.headers.get('content-length'), accept).toBe(String(sizes(file)));
      expect(response.headers.get('content-type'), accept).toContain('javascript');
      expect(response.headers.get('cache-control'), accept).toBe('public, max-age=31536000, immutable');
      if (encoding) expect(response.headers.get('vary'), accept).toContain('Accept-Encoding');
      expect(await response.text(), accept).toBe(SCRIPT);
    }
  });
});
