import path from 'node:path';
import { runnerImport, type Plugin } from 'vite';
import type { catalogs as Catalogs } from '../../shared/i18n/catalogs/index.ts';
import type { portalCatalog as PortalCatalog } from '../../shared/i18n/portal/index.ts';

const root = path.resolve(new URL('../..', import.meta.url).pathname);
const CATALOGS = path.join(root, 'shared/i18n/catalogs/index.ts');
const PORTAL = path.join(root, 'shared/i18n/portal/index.ts');
const VIRTUAL = 'virtual:page-texts/';

/** The modules holding every language's texts, and what stands in for each in the browser. */
const STAND_INS = new Map([
  [CATALOGS, path.join(root, 'server/web/client/texts/catalogs.ts')],
  [PORTAL, path.join(root, 'server/web/client/texts/portal.ts')],
]);
/** Import paths that may name one of them (anything else is not looked at twice). */
const MAY_NAME = /(?:^|\/)(?:catalogs|portal)(?:\/index(?:\.ts)?)?$/;

/**
 * A page of the portal is in one language, but the texts' modules hold all three side by side
 * (one file per area, easy to translate). In the browser build, those modules are swapped for
 * stand-ins reading the page's language from a chunk of its own (`virtual:page-texts/<locale>`),
 * made here from the very same modules, which the entry loads before the first render. The
 * server renders with the real modules. About two thirds of the texts' weight never leaves it.
 */
export function pageTexts(): Plugin {
  let texts: { catalogs: typeof Catalogs; portalCatalog: typeof PortalCatalog } | null = null;
  return {
    name: 'souk:page-texts',
    enforce: 'pre',
    async buildStart() {
      // Read through Vite's own module runner (TypeScript, the texts' imports), at every build.
      const options = { configFile: false as const, root, logLevel: 'warn' as const };
      const [shared, portal] = await Promise.all([
        runnerImport<{ catalogs: typeof Catalogs }>(CATALOGS, options),
        runnerImport<{ portalCatalog: typeof PortalCatalog }>(PORTAL, options),
      ]);
      for (const file of [...shared.dependencies, ...portal.dependencies]) this.addWatchFile(file);
      texts = { catalogs: shared.module.catalogs, portalCatalog: portal.module.portalCatalog };
    },
    async resolveId(source, importer, options) {
      if (source.startsWith(VIRTUAL)) return `\0${source}`;
      if (!importer || !MAY_NAME.test(source)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return (resolved && STAND_INS.get(resolved.id)) ?? null;
    },
    load(id) {
      if (!id.startsWith(`\0${VIRTUAL}`)) return null;
      const locale = id.slice(VIRTUAL.length + 1);
      if (!texts || !(locale in texts.catalogs)) throw new Error(`No texts for ${locale}`);
      const language = locale as keyof typeof Catalogs;
      const page = { shared: texts.catalogs[language], portal: texts.portalCatalog(language) };
      // JSON.parse of a string is read faster than the same object literal.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(page))});`;
    },
  };
}
