import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/types';
import { seedWhenChanged } from '../geo';
import { readCatalogResources, type CatalogResources } from './catalog.resources';
import { invalidateCatalog } from './catalog.service';

/** Bump when the way resources become rows changes, so databases are rewritten once. */
const SEED_FORMAT = 'catalog/1';

/**
 * Brings specifications (by codename), categories (by id) and menus (by id) in line with
 * `resources/catalog/`, in one transaction. Categories are never deleted (announcements
 * point at them): a resource retires one with `"active": false`. Datasets, category links
 * and menu entries that left the resources are removed. Safe on every start: when the
 * database already holds this version it reads one row.
 */
export async function seedCatalog(db: Kysely<Database>): Promise<void> {
  const { fingerprint, ...resources } = readCatalogResources();
  const wrote = await seedWhenChanged(db, 'reference:catalog', `${SEED_FORMAT}\n${fingerprint}`, (trx) =>
    writeCatalog(trx, resources),
  );
  if (wrote) invalidateCatalog(db);
}

async function writeCatalog(trx: Transaction<Database>, resources: CatalogResources): Promise<void> {
  const specificationIds = await upsertSpecifications(trx, resources);
  await upsertDatasets(trx, resources, specificationIds);
  await upsertCategories(trx, resources);
  await linkSpecifications(trx, resources, specificationIds);
  await upsertMenus(trx, resources);
  // Explicit ids leave the identity sequences behind; move them on so generated ids never collide.
  for (const table of ['categories', 'menus'] as const) {
    await sql`select setval(pg_get_serial_sequence(${table}, 'id'), greatest((select max(id) from ${sql.table(table)}), 1))`.execute(
      trx,
    );
  }
}

/** Upserts specifications by codename; returns their ids. References are set once every row exists. */
async function upsertSpecifications(
  trx: Transaction<Database>,
  { specifications }: CatalogResources,
): Promise<Map<string, number>> {
  const rows = (refs: Map<string, number> | null) =>
    specifications.map((s) => ({
      codename: s.codename,
      labels: JSON.stringify(s.labels),
      type: s.type,
      class: s.class,
      rank: s.rank,
      depends_on: refs && s.dependsOn ? refs.get(s.dependsOn)! : null,
      parent_id: refs && s.parent ? refs.get(s.parent)! : null,
    }));
  const inserted = await trx
    .insertInto('specifications')
    .values(rows(null))
    .onConflict((oc) =>
      oc.column('codename').doUpdateSet((eb) => ({
        labels: eb.ref('excluded.labels'),
        type: eb.ref('excluded.type'),
        class: eb.ref('excluded.class'),
        rank: eb.ref('excluded.rank'),
      })),
    )
    .returning(['id', 'codename'])
    .execute();
  const ids = new Map(inserted.map((row) => [row.codename, row.id]));
  await trx
    .insertInto('specifications')
    .values(rows(ids))
    .onConflict((oc) =>
      oc.column('codename').doUpdateSet((eb) => ({
        depends_on: eb.ref('excluded.depends_on'),
        parent_id: eb.ref('excluded.parent_id'),
      })),
    )
    .execute();
  return ids;
}

async function upsertDatasets(
  trx: Transaction<Database>,
  { specifications }: CatalogResources,
  specificationIds: Map<string, number>,
): Promise<void> {
  const rows = specifications.flatMap((s) =>
    s.datasets.map((d) => ({
      specification_id: specificationIds.get(s.codename)!,
      codename: d.codename,
      labels: JSON.stringify(d.labels),
      rank: d.rank,
      parent_codename: d.parentCodename,
    })),
  );
  const kept = await trx
    .insertInto('specification_datasets')
    .values(rows)
    .onConflict((oc) =>
      oc.columns(['specification_id', 'codename']).doUpdateSet((eb) => ({
        labels: eb.ref('excluded.labels'),
        rank: eb.ref('excluded.rank'),
        parent_codename: eb.ref('excluded.parent_codename'),
      })),
    )
    .returning('id')
    .execute();
  await trx
    .deleteFrom('specification_datasets')
    .where(
      'id',
      'not in',
      kept.map((row) => row.id),
    )
    .execute();
}

async function upsertCategories(trx: Transaction<Database>, { categories }: CatalogResources): Promise<void> {
  // Parents come before their children in the list; foreign keys are checked at the end of the statement.
  await trx
    .insertInto('categories')
    .values(
      categories.map((c) => ({
        id: c.id,
        parent_id: c.parentId,
        slug: c.slug,
        names: JSON.stringify(c.names),
        icon: c.icon,
        active: c.active,
        rank: c.rank,
        delivery: c.delivery,
        delivery_type: c.deliveryType,
        is_without_exchange: c.isWithoutExchange,
        price_units: c.priceUnits,
        is_publishable: c.isPublishable,
        max_active_announcements: c.maxActiveAnnouncements,
      })),
    )
    .onConflict((oc) =>
      oc.column('id').doUpdateSet((eb) => ({
        parent_id: eb.ref('excluded.parent_id'),
        slug: eb.ref('excluded.slug'),
        names: eb.ref('excluded.names'),
        icon: eb.ref('excluded.icon'),
        active: eb.ref('excluded.active'),
        rank: eb.ref('excluded.rank'),
        delivery: eb.ref('excluded.delivery'),
        delivery_type: eb.ref('excluded.delivery_type'),
        is_without_exchange: eb.ref('excluded.is_without_exchange'),
        price_units: eb.ref('excluded.price_units'),
        is_publishable: eb.ref('excluded.is_publishable'),
        max_active_announcements: eb.ref('excluded.max_active_announcements'),
      })),
    )
    .execute();
}

async function linkSpecifications(
  trx: Transaction<Database>,
  { categories }: CatalogResources,
  specificationIds: Map<string, number>,
): Promise<void> {
  await trx
    .deleteFrom('category_specifications')
    .where(
      'category_id',
      'in',
      categories.map((c) => c.id),
    )
    .execute();
  const links = categories.flatMap((c) =>
    c.specifications.map((s) => ({
      category_id: c.id,
      specification_id: specificationIds.get(s.codename)!,
      is_required: s.isRequired,
      rank: s.rank,
    })),
  );
  if (links.length > 0) await trx.insertInto('category_specifications').values(links).execute();
}

async function upsertMenus(trx: Transaction<Database>, { categories, menus }: CatalogResources): Promise<void> {
  const categoryIds = new Map(categories.map((c) => [c.slug, c.id]));
  await trx
    .deleteFrom('menus')
    .where(
      'id',
      'not in',
      menus.map((m) => m.id),
    )
    .execute();
  await trx
    .insertInto('menus')
    .values(
      menus.map((m) => ({
        id: m.id,
        menu_type: m.menuType,
        names: JSON.stringify(m.names),
        icon_light: m.iconLight,
        icon_dark: m.iconDark,
        target_type: m.targetType,
        target_link: m.targetLink,
        target_category_id: m.targetCategorySlug ? categoryIds.get(m.targetCategorySlug)! : null,
        target_q: m.targetQ,
        rank: m.rank,
      })),
    )
    .onConflict((oc) =>
      oc.column('id').doUpdateSet((eb) => ({
        menu_type: eb.ref('excluded.menu_type'),
        names: eb.ref('excluded.names'),
        icon_light: eb.ref('excluded.icon_light'),
        icon_dark: eb.ref('excluded.icon_dark'),
        target_type: eb.ref('excluded.target_type'),
        target_link: eb.ref('excluded.target_link'),
        target_category_id: eb.ref('excluded.target_category_id'),
        target_q: eb.ref('excluded.target_q'),
        rank: eb.ref('excluded.rank'),
      })),
    )
    .execute();
}
