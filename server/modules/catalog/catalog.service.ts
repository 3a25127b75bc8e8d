import type { Kysely } from 'kysely';
import type { MenuType } from '../../../shared/domain/marketplace';
import type { Database } from '../../db/types';
import type { Deps } from '../../deps';
import { snapshotCache } from '../geo';
import type {
  CategoryModel,
  CategorySpecificationModel,
  MenuEntryModel,
  SpecificationDatasetModel,
  SpecificationModel,
} from './catalog.mappers';

/**
 * The whole catalog (category tree, specifications and their datasets, menus) in memory,
 * indexed for every lookup the API and later search facets need: no query per field.
 */
export interface CatalogSnapshot {
  categoriesById: ReadonlyMap<number, CategoryModel>;
  categoriesBySlug: ReadonlyMap<string, CategoryModel>;
  /** Active root categories by rank. */
  roots: readonly CategoryModel[];
  /** Active children of a category by rank. */
  activeChildren(categoryId: number): readonly CategoryModel[];
  /** From the root down to and including the category. */
  parentTree(categoryId: number): readonly CategoryModel[];
  /** The category and all categories under it, active or not. */
  descendantIds(categoryId: number): readonly number[];
  /** Its own specifications after those of its ancestors (see `categorySpecifications`). */
  specifications(categoryId: number): readonly CategorySpecificationModel[];
  specificationsById: ReadonlyMap<number, SpecificationModel>;
  specificationsByCodename: ReadonlyMap<string, SpecificationModel>;
  datasets(specificationId: number): readonly SpecificationDatasetModel[];
  subSpecifications(specificationId: number): readonly SpecificationModel[];
  /** Codenames of the sub-specifications at every depth, parents before their children. */
  allSubSpecificationCodenames(specificationId: number): readonly string[];
  /** Entries of a menu by rank; entries pointing at an inactive or missing category are left out. */
  menu(menuType: MenuType): readonly MenuEntryModel[];
}

const byRank = <T extends { rank: number; id: number }>(a: T, b: T): number => a.rank - b.rank || a.id - b.id;

function groupBy<K, V>(items: readonly V[], key: (item: V) => K): Map<K, V[]> {
  const groups = new Map<K, V[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

/** Caches a per-id computation: the snapshot never changes once built. */
function memo<T>(compute: (id: number) => T): (id: number) => T {
  const cache = new Map<number, T>();
  return (id) => {
    if (!cache.has(id)) cache.set(id, compute(id));
    return cache.get(id)!;
  };
}

async function loadCatalogSnapshot(db: Kysely<Database>): Promise<CatalogSnapshot> {
  const [categoryRows, specificationRows, datasetRows, linkRows, menuRows] = await Promise.all([
    db.selectFrom('categories').selectAll().execute(),
    db.selectFrom('specifications').selectAll().execute(),
    db.selectFrom('specification_datasets').selectAll().orderBy('rank').orderBy('id').execute(),
    db.selectFrom('category_specifications').selectAll().execute(),
    db.selectFrom('menus').selectAll().execute(),
  ]);

  const categories = categoryRows
    .map((row): CategoryModel => ({
      id: row.id,
      parentId: row.parent_id,
      slug: row.slug,
      names: row.names,
      icon: row.icon,
      active: row.active,
      rank: row.rank,
      delivery: row.delivery,
      deliveryType: row.delivery_type,
      isWithoutExchange: row.is_without_exchange,
      priceUnits: row.price_units,
      isPublishable: row.is_publishable,
      maxActiveAnnouncements: row.max_active_announcements,
    }))
    .sort(byRank);
  const categoriesById = new Map(categories.map((c) => [c.id, c]));
  const childrenOf = groupBy(categories, (c) => c.parentId);

  const parentTree = memo((id): CategoryModel[] => {
    const chain: CategoryModel[] = [];
    const seen = new Set<number>();
    for (let c = categoriesById.get(id); c && !seen.has(c.id); c = categoriesById.get(c.parentId ?? -1)) {
      seen.add(c.id);
      chain.unshift(c);
    }
    return chain;
  });

  const descendantIds = memo((id): number[] => {
    if (!categoriesById.has(id)) return [];
    const ids: number[] = [];
    const queue = [id];
    const seen = new Set<number>();
    while (queue.length > 0) {
      const current = queue.shift()!;
      if (seen.has(current)) continue;
      seen.add(current);
      ids.push(current);
      for (const child of childrenOf.get(current) ?? []) queue.push(child.id);
    }
    return ids;
  });

  const specifications = specificationRows
    .map((row): SpecificationModel => ({
      id: row.id,
      codename: row.codename,
      labels: row.labels,
      type: row.type,
      class: row.class,
      dependsOnId: row.depends_on,
      parentId: row.parent_id,
      rank: row.rank,
    }))
    .sort(byRank);
  const specificationsById = new Map(specifications.map((s) => [s.id, s]));
  const subSpecificationsOf = groupBy(
    specifications.filter((s) => s.parentId !== null),
    (s) => s.parentId!,
  );
  const datasetsOf = groupBy(
    datasetRows.map((row) => ({
      specificationId: row.specification_id,
      dataset: {
        codename: row.codename,
        labels: row.labels,
        rank: row.rank,
        parentCodename: row.parent_codename,
      } satisfies SpecificationDatasetModel,
    })),
    (entry) => entry.specificationId,
  );

  const allSubSpecificationCodenames = memo((id): string[] => {
    const codenames: string[] = [];
    const seen = new Set<number>([id]);
    const walk = (parentId: number): void => {
      for (const sub of subSpecificationsOf.get(parentId) ?? []) {
        if (seen.has(sub.id)) continue;
        seen.add(sub.id);
        codenames.push(sub.codename);
        walk(sub.id);
      }
    };
    walk(id);
    return codenames;
  });

  const ownLinks = groupBy(
    [...linkRows].sort((a, b) => a.rank - b.rank || a.specification_id - b.specification_id),
    (link) => link.category_id,
  );
  // Root first: each level adds its specifications after its ancestors'; a category that lists
  // an inherited specification again keeps its place but decides whether it is required.
  const categorySpecifications = memo((id): CategorySpecificationModel[] => {
    const result: CategorySpecificationModel[] = [];
    const position = new Map<number, number>();
    for (const level of parentTree(id)) {
      for (const link of ownLinks.get(level.id) ?? []) {
        const specification = specificationsById.get(link.specification_id);
        if (!specification) continue;
        const entry = { isRequired: link.is_required, specification, declaredBy: level.id };
        const at = position.get(specification.id);
        if (at === undefined) {
          position.set(specification.id, result.length);
          result.push(entry);
        } else {
          result[at] = entry;
        }
      }
    }
    return result;
  });

  const menus = groupBy(
    menuRows
      .map((row): MenuEntryModel => ({
        id: row.id,
        menuType: row.menu_type,
        names: row.names,
        icon: row.icon_light || row.icon_dark ? { light: row.icon_light, dark: row.icon_dark } : null,
        target: {
          type: row.target_type,
          link: row.target_link,
          categoryId: row.target_category_id,
          q: row.target_q,
        },
        rank: row.rank,
      }))
      .filter((entry) => {
        const categoryId = entry.target.categoryId;
        return categoryId === null || categoriesById.get(categoryId)?.active === true;
      })
      .sort(byRank),
    (entry) => entry.menuType,
  );

  return {
    categoriesById,
    categoriesBySlug: new Map(categories.map((c) => [c.slug, c])),
    roots: (childrenOf.get(null) ?? []).filter((c) => c.active),
    activeChildren: memo((id) => (childrenOf.get(id) ?? []).filter((c) => c.active)),
    parentTree,
    descendantIds,
    specifications: categorySpecifications,
    specificationsById,
    specificationsByCodename: new Map(specifications.map((s) => [s.codename, s])),
    datasets: (id) => datasetsOf.get(id)?.map((entry) => entry.dataset) ?? [],
    subSpecifications: (id) => subSpecificationsOf.get(id) ?? [],
    allSubSpecificationCodenames,
    menu: (menuType) => menus.get(menuType) ?? [],
  };
}

const catalogSnapshots = snapshotCache(loadCatalogSnapshot);

/** The catalog snapshot of this database (loaded once, then served from memory). */
export function loadCatalog(deps: Pick<Deps, 'db'>): Promise<CatalogSnapshot> {
  return catalogSnapshots.get(deps.db);
}

/** Drops the cached catalog; call it after changing categories, specifications or menus. */
export function invalidateCatalog(db: Kysely<Database>): void {
  catalogSnapshots.invalidate(db);
}

/** Active root categories by rank. */
export async function listRootCategories(deps: Pick<Deps, 'db'>): Promise<readonly CategoryModel[]> {
  return (await loadCatalog(deps)).roots;
}

/** A category by id, active or not; null when none matches. */
export async function findCategoryById(deps: Pick<Deps, 'db'>, id: number): Promise<CategoryModel | null> {
  return (await loadCatalog(deps)).categoriesById.get(id) ?? null;
}

/** A category by slug, active or not; null when none matches. */
export async function findCategoryBySlug(deps: Pick<Deps, 'db'>, slug: string): Promise<CategoryModel | null> {
  return (await loadCatalog(deps)).categoriesBySlug.get(slug) ?? null;
}

/**
 * The category and every category under it, active or not (for "announcements in this
 * category" queries); empty for an unknown category.
 */
export async function descendantCategoryIds(deps: Pick<Deps, 'db'>, id: number): Promise<readonly number[]> {
  return (await loadCatalog(deps)).descendantIds(id);
}

/** The ancestors of a category from the root down to and including it (breadcrumbs). */
export async function categoryParentTree(deps: Pick<Deps, 'db'>, id: number): Promise<readonly CategoryModel[]> {
  return (await loadCatalog(deps)).parentTree(id);
}

/**
 * What an announcement of the category fills in: the specifications of its ancestors, root
 * first, then its own (a car gets the vehicle ones). A category that lists an inherited
 * specification again overrides whether it is required.
 */
export async function categorySpecifications(
  deps: Pick<Deps, 'db'>,
  id: number,
): Promise<readonly CategorySpecificationModel[]> {
  return (await loadCatalog(deps)).specifications(id);
}

/** A specification by codename; null when none matches. */
export async function findSpecificationByCodename(
  deps: Pick<Deps, 'db'>,
  codename: string,
): Promise<SpecificationModel | null> {
  return (await loadCatalog(deps)).specificationsByCodename.get(codename) ?? null;
}

/** The entries of one of the portal's menus, by rank. */
export async function listMenu(deps: Pick<Deps, 'db'>, menuType: MenuType): Promise<readonly MenuEntryModel[]> {
  return (await loadCatalog(deps)).menu(menuType);
}
