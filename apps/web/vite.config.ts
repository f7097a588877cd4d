import path from 'node:path';

import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

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
  // `vite build`: the app, then the prerender entry, then the public pages as HTML in dist/prerendered.
  builder: {
    async buildApp(builder) {
      const client = builder.environments.client!;
      await builder.build(client);
      await builder.build(builder.environments.ssr!);
      await prerenderPages({
        distDir: path.resolve(client.config.root, client.config.build.outDir),
        serverEntry: path.join(PRERENDER_BUILD_DIR, 'entry-prerender.js'),
        logger: builder.config.logger,
      });
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
