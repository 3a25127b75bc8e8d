import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from '../../server/web/precompress.ts';

/**
 * The studio's renderer, built once for both places it runs: inside Electron (loaded from the
 * app's own scheme) and in a plain browser, served by the server at /studio/ (development and the
 * end-to-end tests). Relative addresses (`base: './'`) work in both.
 */
export default defineConfig({
  root: new URL('.', import.meta.url).pathname,
  base: './',
  plugins: [react(), precompress()],
  build: {
    // Beside the portal's build (WEB_DIR), so test runs that build apart keep apart.
    outDir: `${process.env.WEB_DIR ?? new URL('../../dist/web', import.meta.url).pathname}/studio`,
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    // The desktop app reads its files from disk, not the network: one large chunk costs it nothing
    // worth Vite's warning at each build (the portal, downloaded by buyers, keeps the default).
    chunkSizeWarningLimit: 1024,
  },
});
