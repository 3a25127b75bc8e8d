import react from '@vitejs/plugin-react';
import { defineConfig } from 'electron-vite';

/**
 * The desktop studio: the main process and the preload (Node side, bundled for Electron) and
 * the renderer (the same React app the server serves at /studio/ in development and tests).
 * The preload is built as CommonJS: a sandboxed preload cannot load ES modules. Main and preload
 * are bundled whole (no dependency left to node_modules): a sandboxed preload can require nothing
 * but Electron's own modules, and the packaged app carries no node_modules (desktop/packaging).
 */
export default defineConfig({
  main: {
    build: {
      externalizeDeps: false,
      outDir: 'out/main',
      rollupOptions: { input: { index: 'desktop/main/index.ts' } },
    },
  },
  preload: {
    build: {
      externalizeDeps: false,
      outDir: 'out/preload',
      rollupOptions: {
        input: { index: 'desktop/preload/index.ts' },
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: 'desktop/studio',
    plugins: [react()],
    build: {
      outDir: 'out/renderer',
      rollupOptions: { input: { index: 'desktop/studio/index.html' } },
    },
  },
});
