import { BLOCK_DEFINITIONS } from '../../../shared/site/blocks/catalogue';
import type { BlockType } from '../../../shared/site/blocks/types';
import type { LocalizedText, SiteBlock, SiteDocument, SiteQuery } from '../../../shared/site/document';
import { richText } from '../../../shared/site/rich-text/schema';
import { defaultSiteDocument } from '../../../shared/site/templates';
import type { Deps } from '../../deps';
import { loadCatalog } from '../../modules/catalog';
import type { Editor } from '../../modules/sitebuild';
import type { Land } from '../../modules/sitebuild';
import { commitAs, publishAs } from '../../modules/sitebuild';

/**
 * The demo stores' and markets' sites: each land without a site gets the template of its launch
 * type, a second list (its main category) shown on the home page, and an "À propos" page in the
 * three languages; committed (version 1) and published, through the same validation as an editor's
 * commit. Lands that have a site already are left alone, so it runs on every demo seed.
 */

/** The id of the list of the land's main category. */
export const DEMO_CATEGORY_QUERY = 'categorie-phare';
/** The slug of the demo's second page. */
export const DEMO_ABOUT_SLUG = 'a-propos';

const text = (fr: string, ar: string, en: string): LocalizedText => ({ fr, ar, en });

function block(id: string, type: BlockType, attrs: Record<string, unknown> = {}): SiteBlock {
  return { id, type, attrs: { ...BLOCK_DEFINITIONS[type].defaults(), ...attrs } };
}

/** A land's main category: where most of its active announcements are, else the first it lists. */
async function mainCategory(deps: Deps, land: Land): Promise<number | null> {
  const storeIds =
    land.launchType === 'STORE'
      ? [land.id]
      : (await deps.db.selectFrom('market_stores').select('store_id').where('market_id', '=', land.id).execute()).map(
          (row) => row.store_id,
        );
  if (storeIds.length === 0) return null;
  const busiest = await deps.db
    .selectFrom('announcements')
    .select(['category_id', (eb) => eb.fn.countAll<string>().as('count')])
    .where('store_id', 'in', storeIds)
    .where('status', 'in', ['PUBLISHED', 'EDITED'])
    .groupBy('category_id')
    .orderBy('count', 'desc')
    .orderBy('category_id')
    .executeTakeFirst();
  if (busiest) return busiest.category_id;
  const listed = await deps.db
    .selectFrom('store_categories')
    .select('category_id')
    .where('store_id', 'in', storeIds)
    .orderBy('rank')
    .orderBy('category_id')
    .executeTakeFirst();
  return listed?.category_id ?? null;
}

/** The second list: the main category's newest announcements, or those with pictures when there is none. */
async function categoryQuery(deps: Deps, land: Land): Promise<SiteQuery> {
  const categoryId = await mainCategory(deps, land);
  const category = categoryId === null ? undefined : (await loadCatalog(deps)).categoriesById.get(categoryId);
  return {
    id: DEMO_CATEGORY_QUERY,
    name: category ? { ...category.names } : text('En images', 'بالصور', 'In pictures'),
    q: '',
    count: 8,
    type: 'ANNOUNCEMENTS',
    filter: category ? { categoryId: String(category.id) } : { hasPictures: true },
  };
}

/** The "À propos" page: who the land is, in fr, ar and en. */
function aboutPage(land: Land, name: string): SiteDocument['pages'][number] {
  const store = land.launchType === 'STORE';
  return {
    id: DEMO_ABOUT_SLUG,
    title: text('À propos', 'من نحن', 'About us'),
    type: 'page',
    slug: DEMO_ABOUT_SLUG,
    visible: true,
    blocks: [
      block('about-content', 'Content', {
        title: text(`À propos de ${name}`, `تعرّفوا على ${name}`, `About ${name}`),
        subtitle: store
          ? text(
              'Une boutique de confiance, près de chez vous',
              'متجر موثوق بالقرب منكم',
              'A store you can trust, near you',
            )
          : text(
              'Des boutiques choisies, au même endroit',
              'متاجر مختارة في مكان واحد',
              'Selected stores, in one place',
            ),
        content: richText(
          store
            ? {
                fr: `${name} sélectionne ses produits avec soin et répond à vos questions avant chaque achat.\n\nLivraison dans les 58 wilayas, paiement à la livraison.`,
                ar: `يختار ${name} منتجاته بعناية ويجيب عن أسئلتكم قبل كل شراء.\n\nالتوصيل إلى 58 ولاية والدفع عند الاستلام.`,
                en: `${name} selects its products with care and answers your questions before every purchase.\n\nDelivery to all 58 wilayas, payment on delivery.`,
              }
            : {
                fr: `${name} réunit des boutiques vérifiées et leurs dernières annonces.\n\nChaque boutique garde sa page, ses prix et son service.`,
                ar: `يجمع ${name} متاجر موثوقة وآخر إعلاناتها.\n\nلكل متجر صفحته وأسعاره وخدمته.`,
                en: `${name} brings together verified stores and their latest listings.\n\nEach store keeps its own page, prices and service.`,
              },
        ),
      }),
      block('about-spacer', 'Spacer'),
    ],
  };
}

/** The demo document of a land: the template, the category list on the home page, the "À propos" page. */
export async function demoSiteDocument(deps: Deps, land: Land, name: string): Promise<SiteDocument> {
  const document = defaultSiteDocument(land.launchType);
  const query = await categoryQuery(deps, land);
  const listType: BlockType = land.launchType === 'STORE' ? 'AnnouncementList' : 'Products';
  const home = document.pages.find((page) => page.type === 'home');
  home?.blocks.splice(
    Math.min(2, home.blocks.length),
    0,
    block('category-list', listType, { queryId: query.id, count: query.count, title: { ...query.name } }),
  );
  return { ...document, queries: [...document.queries, query], pages: [...document.pages, aboutPage(land, name)] };
}

/**
 * Commits and publishes a demo site for every store (ACTIVE) and market that has none yet.
 * Returns how many sites it made. The demo seed calls it after the demo stores and markets.
 */
export async function seedDemoSites(deps: Deps): Promise<number> {
  const [stores, markets, sites] = await Promise.all([
    deps.db.selectFrom('stores').select(['id', 'name']).where('status', '=', 'ACTIVE').orderBy('id').execute(),
    deps.db.selectFrom('markets').select(['id', 'name']).orderBy('id').execute(),
    deps.db.selectFrom('sites').select(['land_type', 'land_id']).execute(),
  ]);
  const existing = new Set(sites.map((site) => `${site.land_type}:${site.land_id}`));
  const lands = [
    ...stores.map((row) => ({ land: { launchType: 'STORE' as const, id: row.id, shown: true }, name: row.name })),
    ...markets.map((row) => ({ land: { launchType: 'MARKET' as const, id: row.id, shown: true }, name: row.name })),
  ].filter(({ land }) => !existing.has(`${land.launchType}:${land.id}`));
  for (const { land, name } of lands) {
    // The server's own work: no author, every capability.
    const editor: Editor = { land, plan: 'FULL', authorId: null, lang: 'fr' };
    const { build } = await commitAs(deps, editor, await demoSiteDocument(deps, land, name), 0);
    await publishAs(deps, editor, build.id);
  }
  return lands.length;
}
