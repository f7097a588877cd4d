import fs from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { findWebRoute, isKnownWebPath } from '@cohost/shared';
import type { Hono } from 'hono';
import { compress } from 'hono/compress';
import type { AppBindings } from './app-env';

const NOT_BUILT_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Cohost</title></head>
<body><main><h1>The web app is not built</h1><p>Run <code>npm run build</code> (or <code>npm start</code>, which builds it when needed).</p></main></body></html>`;

export interface WebAppOptions {
  /**
   * The prerendered variant to serve at a path that has several, e.g. `{ '/': 'founders' }` for
   * `prerendered/index.founders.html`. It must agree with what the app's API tells the page.
   */
  prerenderedVariants?: Readonly<Record<string, string>>;
}

/** `/` → `index`, `/pricing` → `pricing`, then `.<variant>` if any: the web build's file names (apps/web/scripts/prerender-pages.ts). */
function prerenderedFile(distDir: string, pathname: string, variant: string | undefined): string {
  const slug = pathname === '/' ? 'index' : pathname.slice(1);
  return path.join(distDir, 'prerendered', `${slug}${variant ? `.${variant}` : ''}.html`);
}

/**
 * Serves the built single-page app: hashed assets cached for a year; the public pages the build
 * prerendered (dist/prerendered, ADR 008) as their own HTML; every other GET answered with
 * index.html so client routes work on reload. Unknown paths still get the app (which renders its
 * 404 page) but with status 404, so crawlers and monitors see the truth.
 */
export function mountWebApp(app: Hono<AppBindings>, distDir: string, options: WebAppOptions = {}): void {
  const indexFile = path.join(distDir, 'index.html');
  let indexHtml: string | null = null;
  const readIndex = () => {
    if (indexHtml === null && fs.existsSync(indexFile)) indexHtml = fs.readFileSync(indexFile, 'utf8');
    return indexHtml;
  };
  // Read once per path, like index.html; null when the build has no page for it.
  const prerendered = new Map<string, string | null>();
  const readPrerendered = (pathname: string) => {
    // Only the route table's own spelling (`/pricing`, not `/pricing/`): the page was rendered at that address.
    if (findWebRoute(pathname)?.path !== pathname) return null;
    if (!prerendered.has(pathname)) {
      const file = prerenderedFile(distDir, pathname, options.prerenderedVariants?.[pathname]);
      prerendered.set(pathname, fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null);
    }
    return prerendered.get(pathname)!;
  };

  if (!fs.existsSync(distDir)) {
    app.get('*', (c, next) => (c.req.path.startsWith('/api/') ? next() : c.html(NOT_BUILT_PAGE, 503)));
    return;
  }
  // Only the app's own files are compressed: it costs more than it saves on small API responses.
  // Static assets come precompressed from the build (brotli, gzip) and are sent as they are;
  // this compresses the rest (the HTML pages held in memory) and skips what already has an encoding.
  const compressWebFiles = compress();
  app.use('*', (c, next) => (c.req.path.startsWith('/api/') ? next() : compressWebFiles(c, next)));
  app.use(
    '/assets/*',
    serveStatic({
      root: distDir,
      precompressed: true,
      onFound: (_path, c) => {
        c.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    }),
  );
  app.use('*', async (c, next) => {
    if ((c.req.method !== 'GET' && c.req.method !== 'HEAD') || c.req.path.startsWith('/api/') || c.req.path === '/api') {
      return next();
    }
    // Before the static files: `/` would otherwise be answered with index.html.
    const page = readPrerendered(c.req.path);
    if (page !== null) {
      c.header('Cache-Control', 'no-cache');
      return c.html(page, 200);
    }
    return serveStatic({
      root: distDir,
      precompressed: true,
      onFound: (_path, ctx) => {
        ctx.header('Cache-Control', 'public, max-age=3600');
      },
    })(c, async () => {
      const html = readIndex();
      c.header('Cache-Control', 'no-cache');
      if (html === null) return void (c.res = c.html(NOT_BUILT_PAGE, 503));
      c.res = c.html(html, isKnownWebPath(c.req.path) ? 200 : 404);
    });
  });
}
