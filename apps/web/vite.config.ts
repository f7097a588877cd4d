import path from 'node:path';

import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

import { precompressAssets } from './scripts/precompress';
import { prerenderPages } from './scripts/prerender-pages';

// The server build of `src/entry-prerender.tsx`: used by the build to render the public pages,
// then deleted (it is not shipped; ADR 008).
const PRERENDER_BUILD_DIR = path.resolve(import.meta.dirname, '.cache/prerender');

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Which chunks and stylesheets each lazy module needs, for the prerendered pages' <link>s.
    manifest: true,
  },
  environments: {
    ssr: {
      build: { ssr: 'src/entry-prerender.tsx', outDir: PRERENDER_BUILD_DIR, emptyOutDir: true, manifest: false, minify: false },
    },
  },
  // `vite build`: the app, then the prerender entry, then the public pages as HTML in dist/prerendered,
  // then brotli and gzip copies of the static assets.
  builder: {
    async buildApp(builder) {
      const client = builder.environments.client!;
      await builder.build(client);
      await builder.build(builder.environments.ssr!);
      const distDir = path.resolve(client.config.root, client.config.build.outDir);
      await prerenderPages({ distDir, serverEntry: path.join(PRERENDER_BUILD_DIR, 'entry-prerender.js'), logger: builder.config.logger });
      // Compressed once here, served as they are (apps/server/src/platform/http/web-app.ts).
      const compressed = precompressAssets(distDir);
      builder.config.logger.info(`precompressed ${compressed.files} files: ${Math.round(compressed.bytes / 1024)} kB → ${Math.round(compressed.brotliBytes / 1024)} kB brotli, ${Math.round(compressed.gzipBytes / 1024)} kB gzip`);
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': 'http://127.0.0.1:3000',
    },
  },
});
