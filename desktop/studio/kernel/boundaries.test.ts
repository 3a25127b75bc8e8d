import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * GUIDE §5: features import a small kernel (i18n, connection, API errors); the shell imports
 * features, never the other way round. Checked here on the sources (the repository's ESLint
 * config is shared by every folder), type-only imports included:
 *
 * - a feature imports its own folder, the kernel through its index (kernel/index.ts, what the
 *   kernel exposes), the platform bridge (platform/) and code outside the studio (shared/…);
 *   never the shell (app/), another feature, or a file inside the kernel;
 * - the kernel imports itself, the platform bridge and code outside the studio: no feature, no shell;
 * - the shell (app/) and the entry (main.tsx) may import anything.
 */
export const FEATURES = [
  'editor',
  'moderation',
  'workspace',
  'store-announcements',
  'announcement-form',
  'inbox',
  'store-requests',
  'orders',
  'delivery-rates',
  'promotions',
  'promotion-requests',
  'contact-inbox',
] as const;

const HERE = fileURLToPath(import.meta.url);
const STUDIO = dirname(dirname(HERE));
/** This file, whose examples below are violations on purpose. */
const SELF = relative(STUDIO, HERE).replaceAll('\\', '/');
const SOURCE = /\.(ts|tsx)$/;

/** Every module path a source names: import … from, export … from, import '…', import('…'). */
export function specifiers(source: string): string[] {
  const found: string[] = [];
  const patterns = [
    /\bfrom\s+['"]([^'"]+)['"]/g,
    /\bimport\s+['"]([^'"]+)['"]/g,
    /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
  ];
  for (const pattern of patterns) for (const match of source.matchAll(pattern)) found.push(match[1]!);
  return found;
}

/** The top folder of a studio path ('editor/ui/Canvas.tsx' → 'editor'); '' for a file at the root. */
const topOf = (path: string) => (path.includes('/') ? path.slice(0, path.indexOf('/')) : '');

/** Why an import breaks the boundaries, or null. `file` and the result are paths inside desktop/studio. */
export function violation(file: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null; // a package
  const target = normalize(join(dirname(file), specifier)).replaceAll('\\', '/');
  if (target.startsWith('..')) return null; // outside the studio: shared/, server/ (ESLint guards those), the preload's types
  const from = topOf(file);
  const to = topOf(target);
  const isFeature = (folder: string) => (FEATURES as readonly string[]).includes(folder);
  if (from === to) return null;
  if (isFeature(from) || from === 'kernel') {
    if (to === 'app' || target === 'app') return `${file} imports the shell (${target})`;
    if (isFeature(to)) return `${file} imports the feature ${to} (${target})`;
    if (to === 'kernel' && from !== 'kernel' && target !== 'kernel' && target !== 'kernel/index') {
      return `${file} imports the kernel's inside (${target}): import what kernel/index.ts exposes`;
    }
  }
  return null;
}

/** The studio's sources, as paths inside desktop/studio. */
function sources(folder = STUDIO): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(path);
    return SOURCE.test(entry.name) ? [relative(STUDIO, path).replaceAll('\\', '/')] : [];
  });
}

/** Every boundary broken in a set of sources. */
export function violations(files: Iterable<[path: string, source: string]>): string[] {
  const found: string[] = [];
  for (const [path, source] of files) {
    for (const specifier of specifiers(source)) {
      const why = violation(path, specifier);
      if (why) found.push(why);
    }
  }
  return found;
}

describe('the studio’s module boundaries', () => {
  it('features import the kernel and never the shell or each other; the kernel imports no feature', () => {
    const files = sources().filter((file) => file !== SELF);
    // Not vacuous: every feature and the kernel are there to be read.
    for (const folder of [...FEATURES, 'kernel', 'app'])
      expect(files.some((file) => topOf(file) === folder)).toBe(true);
    expect(violations(files.map((file) => [file, readFileSync(join(STUDIO, file), 'utf8')]))).toEqual([]);
  });

  it('catches a feature importing the shell, even for a type', () => {
    expect(violations([['editor/ui/EditorScreen.tsx', "import type { OpenLand } from '../../app/App';"]])).toEqual([
      'editor/ui/EditorScreen.tsx imports the shell (app/App)',
    ]);
    expect(violations([['workspace/x.tsx', "const App = lazy(() => import('../app/App'));"]])).toHaveLength(1);
  });

  it('catches a feature importing another feature', () => {
    expect(violations([['moderation/x.ts', "export { DeskError } from '../store-announcements/store-api';"]])).toEqual([
      'moderation/x.ts imports the feature store-announcements (store-announcements/store-api)',
    ]);
  });

  it('catches a feature reaching inside the kernel, and the kernel importing a feature', () => {
    expect(violations([['workspace/x.ts', "import { errorCode } from '../kernel/errors';"]])).toHaveLength(1);
    expect(
      violations([['kernel/session.test.ts', "import { signInError } from '../workspace/sign-in-error';"]]),
    ).toHaveLength(1);
  });

  it('allows the kernel’s index, the platform bridge, shared code, the feature’s own files, and the shell anything', () => {
    expect(
      violations([
        ['editor/ui/queries/x.ts', "import { useI18n } from '../../../kernel';\nimport { y } from '../../state/tree';"],
        ['workspace/SignIn.tsx', "import { getPlatform } from '../platform';\nimport '../../../shared/site/document';"],
        ['kernel/client.ts', "import type { StudioSession } from './session';"],
        [
          'app/App.tsx',
          "import { EditorScreen } from '../editor/ui/EditorScreen';\nimport { x } from '../kernel/errors';",
        ],
      ]),
    ).toEqual([]);
  });
});
