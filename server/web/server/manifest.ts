import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** One entry of Vite's build manifest. */
interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/** The client entry's source, as the manifest names it. */
export const CLIENT_ENTRY = 'server/web/client/entry.tsx';
/** The chunk of one language's texts, which the entry loads before the first render (`server/web/page-texts.ts`). */
export const textsChunk = (locale: string) => `virtual:page-texts/${locale}`;
/** The analytics loader's source (a second entry, added to store and market site pages with ids). */
export const SITE_ANALYTICS_ENTRY = 'server/web/client/site-analytics.ts';
/** The stylesheet of store and market site pages (a CSS entry of the build). */
export const SITE_STYLESHEET_ENTRY = 'server/web/styles/sites.css';
/** The portal's service worker's source (served at /sw.js, see the web plugin). */
export const SERVICE_WORKER_ENTRY = 'server/web/client/service-worker.ts';
/** Where the built files are served. */
export const ASSET_BASE = '/static/';

/** The files a page needs from the browser build: its entry script, the chunks to preload, its stylesheets. */
export interface PageAssets {
  entry: string | null;
  preload: string[];
  stylesheets: string[];
}

/**
 * Reads the build's manifest (`vite build` writes `.vite/manifest.json`). Without a build the
 * portal still renders complete HTML, only without its scripts and styles. Outside production
 * the manifest is read again when it changes, so `vite build --watch` is picked up.
 */
export function manifestReader(webDir: string, watch: boolean) {
  const file = path.join(webDir, '.vite', 'manifest.json');
  let cached: { mtimeMs: number; manifest: Manifest } | null = null;
  const read = (): Manifest | null => {
    try {
      const { mtimeMs } = statSync(file);
      if (!cached || (watch && cached.mtimeMs !== mtimeMs)) {
        cached = { mtimeMs, manifest: JSON.parse(readFileSync(file, 'utf8')) as Manifest };
      }
      return cached.manifest;
    } catch {
      return null;
    }
  };
  if (!watch) read();

  return {
    /** True when a build was found. */
    available: () => read() !== null,
    /** The served address of a built entry (by its source), or null without a build. */
    fileOf(source: string): string | null {
      const manifest = watch || !cached ? read() : cached.manifest;
      const chunk = manifest?.[source];
      return chunk ? ASSET_BASE + chunk.file : null;
    },
    /** The built file of an entry (by its source), as a path under the build folder, or null. */
    builtFileOf(source: string): string | null {
      const manifest = watch || !cached ? read() : cached.manifest;
      return manifest?.[source]?.file ?? null;
    },
    /** The assets of a page whose component lives in `pageSource`, in the page's language. */
    assetsFor(pageSource: string, locale: string): PageAssets {
      const manifest = watch || !cached ? read() : cached.manifest;
      if (!manifest) return { entry: null, preload: [], stylesheets: [] };
      const entry = manifest[CLIENT_ENTRY];
      const preload = new Set<string>();
      const stylesheets = new Set<string>();
      const visit = (key: string, seen: Set<string>) => {
        const chunk = manifest[key];
        if (!chunk || seen.has(key)) return;
        seen.add(key);
        if (key !== CLIENT_ENTRY) preload.add(ASSET_BASE + chunk.file);
        for (const css of chunk.css ?? []) stylesheets.add(ASSET_BASE + css);
        for (const imported of chunk.imports ?? []) visit(imported, seen);
      };
      const seen = new Set<string>();
      visit(CLIENT_ENTRY, seen);
      visit(pageSource, seen);
      visit(textsChunk(locale), seen);
      return {
        entry: entry ? ASSET_BASE + entry.file : null,
        preload: [...preload],
        stylesheets: [...stylesheets],
      };
    },
  };
}
