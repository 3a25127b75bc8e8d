import path from 'node:path';
import { APP_ORIGIN } from './security';

/**
 * The file of the built studio an app address names (`studio://app/assets/x.js`), or null when
 * it would leave the studio's folder. Addresses without a file extension are the app's own
 * screens: index.html.
 */
export function resolveAppFile(root: string, url: string): string | null {
  let pathname: string;
  try {
    const parsed = new URL(url);
    if (parsed.origin !== APP_ORIGIN && !url.startsWith(`${APP_ORIGIN}/`)) return null;
    pathname = decodeURIComponent(parsed.pathname);
  } catch {
    return null;
  }
  if (pathname.includes('\0')) return null;
  const relative = path.extname(pathname) === '' ? 'index.html' : pathname.replace(/^\/+/, '');
  const file = path.resolve(root, relative);
  return file === root || file.startsWith(root + path.sep) ? file : null;
}
