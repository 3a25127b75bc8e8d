import { readFileSync } from 'node:fs';
import {
  DELIVERY_TYPES,
  MENU_TYPES,
  PRICE_UNITS,
  SPECIFICATION_TYPES,
  isOneOf,
  type DeliveryType,
  type MenuTargetType,
  type MenuType,
  type PriceUnit,
  type SpecificationType,
} from '../../../shared/domain/marketplace';
import { LOCALES, type Translations } from '../../../shared/i18n/locales';

// The files' shapes (see resources/catalog/README.md). Loosely typed on purpose: they are
// checked field by field by `parseCatalogResources`.
type Raw = Record<string, unknown>;

/** A value of a SELECT or MULTI_SELECT specification, ready to store. */
export interface DatasetEntry {
  codename: string;
  labels: Translations;
  rank: number;
  /** For a dependent specification: the value of the specification it depends on; null fits any. */
  parentCodename: string | null;
}

/** A specification, ready to store; sub-specifications are flattened with `parent` set. */
export interface SpecificationEntry {
  codename: string;
  type: SpecificationType;
  class: string | null;
  labels: Translations;
  dependsOn: string | null;
  parent: string | null;
  rank: number;
  datasets: DatasetEntry[];
}

/** A category, ready to store, with the values inherited from its parent already filled in. */
export interface CategoryEntry {
  id: number;
  parentId: number | null;
  slug: string;
  names: Translations;
  icon: string | null;
  active: boolean;
  rank: number;
  delivery: boolean;
  deliveryType: DeliveryType | null;
  isWithoutExchange: boolean;
  priceUnits: PriceUnit[];
  isPublishable: boolean;
  maxActiveAnnouncements: number | null;
  /** The category's own specifications (ancestors' ones are inherited at read time). */
  specifications: { codename: string; isRequired: boolean; rank: number }[];
}

/** A menu entry, ready to store; a category target is named by slug. */
export interface MenuResourceEntry {
  id: number;
  menuType: MenuType;
  names: Translations;
  iconLight: string | null;
  iconDark: string | null;
  targetType: MenuTargetType;
  targetLink: string | null;
  targetCategorySlug: string | null;
  targetQ: string | null;
  rank: number;
}

export interface CatalogResources {
  specifications: SpecificationEntry[];
  categories: CategoryEntry[];
  menus: MenuResourceEntry[];
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const CODENAME = /^[a-z0-9][a-z0-9_-]*$/;

/** Collects every problem of the resource files, so one run shows them all. */
class Problems {
  readonly list: string[] = [];
  add(where: string, problem: string): void {
    this.list.push(`${where}: ${problem}`);
  }
}

function isRecord(value: unknown): value is Raw {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

function translations(value: unknown, where: string, problems: Problems): Translations {
  const result = { fr: '', ar: '', en: '' };
  for (const locale of LOCALES) {
    const text = isRecord(value) ? value[locale] : undefined;
    if (typeof text === 'string' && text.trim()) result[locale] = text.trim();
    else problems.add(where, `missing ${locale} text`);
  }
  return result;
}

/** A dataset may give one `label` for every language (brand and model names) or `labels`. */
function datasetLabels(raw: Raw, where: string, problems: Problems): Translations {
  if (typeof raw.label === 'string' && raw.label.trim()) {
    const label = raw.label.trim();
    return { fr: label, ar: label, en: label };
  }
  return translations(raw.labels, where, problems);
}

function parseSpecifications(raw: unknown, problems: Problems): SpecificationEntry[] {
  const entries: SpecificationEntry[] = [];
  const visit = (items: unknown[], parent: string | null): void => {
    items.forEach((item, index) => {
      const where = `specification ${parent ? `${parent} > ` : ''}#${index + 1}`;
      if (!isRecord(item)) return problems.add(where, 'not an object');
      const codename = text(item.codename);
      if (!CODENAME.test(codename)) problems.add(where, `bad codename "${codename}"`);
      const type = item.type;
      if (!isOneOf(SPECIFICATION_TYPES, type)) problems.add(codename, `unknown type ${String(type)}`);
      const datasets = list(item.datasets).map((d, rank): DatasetEntry => {
        const data = isRecord(d) ? d : {};
        return {
          codename: text(data.codename),
          labels: datasetLabels(data, `${codename} dataset #${rank + 1}`, problems),
          rank: rank + 1,
          parentCodename: typeof data.parent === 'string' ? data.parent : null,
        };
      });
      const choice = type === 'SELECT' || type === 'MULTI_SELECT';
      if (choice && datasets.length === 0) problems.add(codename, 'a choice needs datasets');
      if (!choice && datasets.length > 0) problems.add(codename, `a ${String(type)} takes no datasets`);
      const seen = new Set<string>();
      for (const dataset of datasets) {
        if (!CODENAME.test(dataset.codename)) problems.add(codename, `bad dataset codename "${dataset.codename}"`);
        if (seen.has(dataset.codename)) problems.add(codename, `dataset ${dataset.codename} appears twice`);
        seen.add(dataset.codename);
      }
      entries.push({
        codename,
        type: type as SpecificationType,
        class: typeof item.class === 'string' ? item.class : null,
        labels: translations(item.labels, codename, problems),
        dependsOn: typeof item.dependsOn === 'string' ? item.dependsOn : null,
        parent,
        rank: index + 1,
        datasets,
      });
      visit(list(item.subSpecifications), codename);
    });
  };
  visit(list(raw), null);

  const byCodename = new Map<string, SpecificationEntry>();
  for (const entry of entries) {
    if (byCodename.has(entry.codename)) problems.add(entry.codename, 'codename used twice');
    byCodename.set(entry.codename, entry);
  }
  for (const entry of entries) {
    const parentValues = new Set<string>();
    if (entry.dependsOn !== null) {
      const master = byCodename.get(entry.dependsOn);
      if (!master || master.datasets.length === 0 || master === entry) {
        problems.add(entry.codename, `depends on ${entry.dependsOn}, which is not another choice specification`);
      }
      for (const dataset of master?.datasets ?? []) parentValues.add(dataset.codename);
    }
    for (const dataset of entry.datasets) {
      if (dataset.parentCodename === null) continue;
      if (!parentValues.has(dataset.parentCodename)) {
        problems.add(entry.codename, `dataset ${dataset.codename} belongs to unknown value ${dataset.parentCodename}`);
      }
    }
  }
  return entries;
}

/** Fields a child category takes from its parent unless it says otherwise. */
type Inherited = Pick<CategoryEntry, 'icon' | 'delivery' | 'deliveryType' | 'isWithoutExchange' | 'priceUnits'>;

function parseCategories(
  raw: unknown,
  specifications: Map<string, SpecificationEntry>,
  problems: Problems,
): CategoryEntry[] {
  const entries: CategoryEntry[] = [];
  const ids = new Set<number>();
  const slugs = new Set<string>();
  const visit = (items: unknown[], parent: CategoryEntry | null): void => {
    items.forEach((item, index) => {
      const where = `category ${parent ? `${parent.slug} > ` : ''}#${index + 1}`;
      if (!isRecord(item)) return problems.add(where, 'not an object');
      const inherited: Inherited = parent ?? {
        icon: null,
        delivery: false,
        deliveryType: null,
        isWithoutExchange: false,
        priceUnits: [],
      };
      const id = Number(item.id);
      const slug = text(item.slug);
      if (!Number.isInteger(id) || id <= 0) problems.add(where, `bad id ${String(item.id)}`);
      else if (ids.has(id)) problems.add(where, `id ${id} used twice`);
      ids.add(id);
      if (!SLUG.test(slug)) problems.add(where, `bad slug "${slug}"`);
      else if (slugs.has(slug)) problems.add(where, `slug ${slug} used twice`);
      slugs.add(slug);

      const delivery = typeof item.delivery === 'boolean' ? item.delivery : inherited.delivery;
      const deliveryType = item.deliveryType !== undefined ? item.deliveryType : inherited.deliveryType;
      if (deliveryType !== null && !isOneOf(DELIVERY_TYPES, deliveryType)) {
        problems.add(slug, `unknown delivery type ${JSON.stringify(deliveryType)}`);
      }
      if (delivery !== (deliveryType !== null))
        problems.add(slug, 'a delivery type goes with delivery, and only with it');
      const priceUnits = item.priceUnits !== undefined ? list(item.priceUnits) : inherited.priceUnits;
      if (priceUnits.length === 0 || !priceUnits.every((unit) => isOneOf(PRICE_UNITS, unit))) {
        problems.add(slug, `bad price units ${JSON.stringify(priceUnits)}`);
      }
      const maxActive = item.maxActiveAnnouncements ?? null;
      if (maxActive !== null && !(Number.isInteger(maxActive) && Number(maxActive) > 0)) {
        problems.add(slug, 'maxActiveAnnouncements must be a positive whole number');
      }

      const own = list(item.specifications).map((spec, rank) => {
        const codename = typeof spec === 'string' ? spec : isRecord(spec) ? text(spec.codename) : '';
        const isRequired = isRecord(spec) && spec.isRequired === true;
        const known = specifications.get(codename);
        if (!known) problems.add(slug, `unknown specification ${codename}`);
        else if (known.parent !== null) problems.add(slug, `${codename} is a sub-specification of ${known.parent}`);
        return { codename, isRequired, rank: rank + 1 };
      });
      if (new Set(own.map((s) => s.codename)).size !== own.length)
        problems.add(slug, 'a specification is listed twice');

      const entry: CategoryEntry = {
        id,
        parentId: parent?.id ?? null,
        slug,
        names: translations(item.names, slug, problems),
        icon: typeof item.icon === 'string' ? item.icon : inherited.icon,
        active: item.active !== false,
        rank: index + 1,
        delivery,
        deliveryType: deliveryType as DeliveryType | null,
        isWithoutExchange:
          typeof item.isWithoutExchange === 'boolean' ? item.isWithoutExchange : inherited.isWithoutExchange,
        priceUnits: priceUnits as PriceUnit[],
        isPublishable: item.isPublishable !== false,
        maxActiveAnnouncements: maxActive as number | null,
        specifications: own,
      };
      entries.push(entry);
      visit(list(item.children), entry);
    });
  };
  visit(list(raw), null);
  return entries;
}

function parseMenus(raw: unknown, categorySlugs: Set<string>, problems: Problems): MenuResourceEntry[] {
  const ids = new Set<number>();
  return list(raw).map((item, index): MenuResourceEntry => {
    const where = `menu entry #${index + 1}`;
    const menu = isRecord(item) ? item : {};
    const id = Number(menu.id);
    if (!Number.isInteger(id) || id <= 0 || ids.has(id)) problems.add(where, `bad or repeated id ${String(menu.id)}`);
    ids.add(id);
    if (!isOneOf(MENU_TYPES, menu.menuType)) problems.add(where, `unknown menu type ${String(menu.menuType)}`);
    const rank = Number(menu.rank);
    if (!Number.isInteger(rank)) problems.add(where, 'rank must be a whole number');
    const target = isRecord(menu.target) ? menu.target : {};
    const keys = Object.keys(target);
    if (keys.length !== 1) problems.add(where, 'the target names exactly one of link, category or q');
    const link = typeof target.link === 'string' ? target.link : null;
    const category = typeof target.category === 'string' ? target.category : null;
    const q = typeof target.q === 'string' && target.q.trim() ? target.q.trim() : null;
    if (link !== null && !/^(\/|https:\/\/)/.test(link)) problems.add(where, 'a link is a path or an https address');
    if (category !== null && !categorySlugs.has(category)) problems.add(where, `unknown category ${category}`);
    if (link === null && category === null && q === null) problems.add(where, 'the target is empty');
    const icon = isRecord(menu.icon) ? menu.icon : {};
    return {
      id,
      menuType: menu.menuType as MenuType,
      names: translations(menu.names, where, problems),
      iconLight: typeof icon.light === 'string' ? icon.light : null,
      iconDark: typeof icon.dark === 'string' ? icon.dark : null,
      targetType: link !== null ? 'LINK' : category !== null ? 'CATEGORY' : 'SEARCH',
      targetLink: link,
      targetCategorySlug: category,
      targetQ: q,
      rank,
    };
  });
}

/**
 * Checks and normalises the catalog files: every name in the three languages, known enum
 * values, unique ids, slugs and codenames, references that resolve. Throws one error
 * listing every problem.
 */
export function parseCatalogResources(raw: {
  specifications: unknown;
  categories: unknown;
  menus: unknown;
}): CatalogResources {
  const problems = new Problems();
  const specifications = parseSpecifications(raw.specifications, problems);
  const byCodename = new Map(specifications.map((s) => [s.codename, s]));
  const categories = parseCategories(raw.categories, byCodename, problems);
  const menus = parseMenus(raw.menus, new Set(categories.map((c) => c.slug)), problems);
  if (problems.list.length > 0) {
    throw new Error(`resources/catalog is not valid:\n- ${problems.list.join('\n- ')}`);
  }
  return { specifications, categories, menus };
}

const folder = new URL('../../../resources/catalog/', import.meta.url);

/** Reads and checks `resources/catalog/`; `fingerprint` is the files' text, to skip unchanged seeds. */
export function readCatalogResources(): CatalogResources & { fingerprint: string } {
  const texts = ['specifications.json', 'categories.json', 'menus.json'].map((file) =>
    readFileSync(new URL(file, folder), 'utf8'),
  );
  const [specifications, categories, menus] = texts.map((text) => JSON.parse(text) as unknown);
  return { ...parseCatalogResources({ specifications, categories, menus }), fingerprint: texts.join('\n') };
}
