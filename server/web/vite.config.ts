import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { graphqlDocuments } from './graphql-documents.ts';
import { pageTexts } from './page-texts.ts';
import { precompress } from './precompress.ts';

/**
 * The portal's browser build: one entry that hydrates the server's HTML, one chunk per page
 * (loaded on demand), one stylesheet, hashed file names and a manifest the server reads to
 * link them. The server renders the same components itself (tsx), so there is no SSR build.
 */
export default defineConfig({
  root: new URL('../..', import.meta.url).pathname,
  base: '/static/',
  publicDir: new URL('./public', import.meta.url).pathname,
  plugins: [react(), pageTexts(), graphqlDocuments(), precompress()],
  build: {
    // WEB_DIR is also where the server reads the build (config.webDir), so test runs can build apart.
    outDir: process.env.WEB_DIR ?? 'dist/web',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    sourcemap: true,
    // Two entries only site pages load: a land's analytics (when it has ids) and the sites' stylesheet.
    rollupOptions: {
      input: [
        'server/web/client/entry.tsx',
        'server/web/client/site-analytics.ts',
        'server/web/styles/sites.css',
        // The service worker: the server serves it at /sw.js (a worker's scope is its own folder).
        'server/web/client/service-worker.ts',
      ],
    },
  },
});
