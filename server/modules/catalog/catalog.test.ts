import { isEnumType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELIVERY_TYPES, MENU_TYPES, PRICE_UNITS, SPECIFICATION_TYPES } from '../../../shared/domain/marketplace';
import { seedReferenceData } from '../../db/seed/reference';
import { startTestServer, type TestServer } from '../../test/harness';
import { testEngines } from '../../test/engines';
import {
  categorySpecifications,
  descendantCategoryIds,
  findCategoryBySlug,
  invalidateCatalog,
} from './catalog.service';

const SPEC_FIELDS = `isRequired specification {
  id codename label type class
  datasets { codename label parentCodename }
  dependsOn { codename }
  subSpecifications { codename }
  allSubSpecificationCodenames
}`;

interface TreeNode {
  slug: string;
  children: TreeNode[];
}

interface SpecificationResult {
  codename: string;
  label: string;
  type: string;
  datasets: { codename: string; label: string; parentCodename: string | null }[];
  dependsOn: { codename: string } | null;
  subSpecifications: { codename: string }[];
  allSubSpecificationCodenames: string[];
}

/** The fields a test asked for; the others are absent. */
interface CategoryResult {
  name: string;
  slug: string;
  rank: number;
  parentTree: { slug: string; name: string }[];
  children: { slug: string; rank: number }[];
  specifications: { isRequired: boolean; specification: SpecificationResult }[];
  [field: string]: unknown;
}

describe.each(testEngines)('category tree and menus on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => {
    await server?.close();
  });

  const category = async (slug: string, fields: string, headers: Record<string, string> = {}) => {
    const { data, errors } = await server.gql<{ category: CategoryResult }>(
      `query ($slug: String) { category(slug: $slug) { ${fields} } }`,
      { slug },
      { headers },
    );
    expect(errors).toBeUndefined();
    return data!.category;
  };

  it('has at least 12 root categories and 80 sub-categories, with unique slugs', async () => {
    const { data } = await server.gql<{ categories: TreeNode[] }>(
      '{ categories { slug rank children { slug children { slug children { slug } } } } }',
    );
    const roots = data!.categories;
    expect(roots.length).toBeGreaterThanOrEqual(12);
    const subs: string[] = [];
    const walk = (nodes: TreeNode[]): void => {
      for (const node of nodes) {
        subs.push(node.slug);
        walk(node.children ?? []);
      }
    };
    roots.forEach((root) => walk(root.children));
    expect(subs.length).toBeGreaterThanOrEqual(80);
    const slugs = [...roots.map((r) => r.slug), ...subs];
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(slugs.every((slug) => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug))).toBe(true);
    expect(roots.map((r) => r.slug)).toEqual(
      expect.arrayContaining([
        'vehicules',
        'immobilier',
        'telephones',
        'informatique',
        'emploi',
        'services',
        'voyages',
      ]),
    );
  });

  it('orders roots and children by rank', async () => {
    const { data } = await server.gql<{ categories: CategoryResult[] }>('{ categories { rank children { rank } } }');
    const ranks = data!.categories.map((c) => c.rank);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    for (const root of data!.categories) {
      const childRanks = root.children.map((c) => c.rank);
      expect(childRanks).toEqual([...childRanks].sort((a: number, b: number) => a - b));
    }
  });

  it('describes a category with the spec fields', async () => {
    const cars = await category(
      'automobiles',
      'id name names { fr ar en } slug icon active rank delivery deliveryType isWithoutExchange isPublishable priceUnits parent { slug } children { slug }',
    );
    expect(cars).toEqual({
      id: '101',
      name: 'Voitures',
      names: { fr: 'Voitures', ar: 'سيارات', en: 'Cars' },
      slug: 'automobiles',
      icon: 'car',
      active: true,
      rank: 1,
      delivery: true,
      deliveryType: 'VEHICLE_DELIVERY_AVAILABLE',
      isWithoutExchange: false,
      isPublishable: true,
      priceUnits: ['MILLION', 'UNIT', 'BILLION'],
      parent: { slug: 'vehicules' },
      children: [],
    });
    const byId = await server.gql<{ category: { slug: string } }>('{ category(id: "101") { slug } }');
    expect(byId.data!.category.slug).toBe('automobiles');
  });

  it('gives land a price per square metre and rentals a price in dinars', async () => {
    expect((await category('vente-terrains', 'priceUnits')).priceUnits).toContain('UNIT_PER_SQUARE');
    expect((await category('location-appartements', 'priceUnits')).priceUnits).toEqual(['UNIT', 'MILLION']);
  });

  it('makes jobs and services without exchange and without delivery', async () => {
    for (const slug of ['emploi', 'offres-emploi', 'services', 'cours-formations']) {
      expect(await category(slug, 'isWithoutExchange delivery deliveryType')).toEqual({
        isWithoutExchange: true,
        delivery: false,
        deliveryType: null,
      });
    }
  });

  it('marks grouping categories as not publishable', async () => {
    expect((await category('immobilier', 'isPublishable')).isPublishable).toBe(false);
    expect((await category('vente-immobilier', 'isPublishable')).isPublishable).toBe(false);
    expect((await category('vente-appartements', 'isPublishable')).isPublishable).toBe(true);
  });

  it('gives the parent tree from the root down to the category itself', async () => {
    const flat = await category('vente-appartements', 'parentTree { slug name }');
    expect(flat.parentTree).toEqual([
      { slug: 'immobilier', name: 'Immobilier' },
      { slug: 'vente-immobilier', name: 'Vente' },
      { slug: 'vente-appartements', name: 'Appartements' },
    ]);
    expect((await category('immobilier', 'parentTree { slug } parent { slug }')).parentTree).toEqual([
      { slug: 'immobilier' },
    ]);
  });

  it('serves specifications with their datasets, and a car model that depends on the make', async () => {
    const cars = await category('automobiles', `specifications { ${SPEC_FIELDS} }`);
    const byCodename = new Map(cars.specifications.map((s) => [s.specification.codename, s]));
    const make = byCodename.get('marque')!;
    expect(make).toMatchObject({
      isRequired: true,
      specification: { type: 'SELECT', label: 'Marque', dependsOn: null },
    });
    expect(make.specification.datasets.map((d) => d.codename)).toEqual(
      expect.arrayContaining([
        'renault',
        'peugeot',
        'hyundai',
        'volkswagen',
        'dacia',
        'toyota',
        'kia',
        'chery',
        'fiat',
      ]),
    );
    const model = byCodename.get('modele')!.specification;
    expect(model.dependsOn).toEqual({ codename: 'marque' });
    expect(model.datasets).toContainEqual({ codename: 'renault-symbol', label: 'Symbol', parentCodename: 'renault' });
    expect(byCodename.get('energie')!.specification.datasets.map((d) => d.codename)).toEqual([
      'essence',
      'diesel',
      'gpl',
      'hybride',
      'electrique',
    ]);
    expect(byCodename.get('boite')!.specification.datasets.map((d) => d.label)).toContain('Automatique');
    expect(byCodename.get('kilometrage')!.specification).toMatchObject({ type: 'NUMBER', datasets: [] });
  });

  it("filters a dependent specification's datasets by the chosen value", async () => {
    const { data } = await server.gql<{ category: CategoryResult }>(
      `{ category(slug: "automobiles") { specifications { specification { codename datasets(parentCodename: "peugeot") { codename } } } } }`,
    );
    const model = data!.category.specifications.find((s) => s.specification.codename === 'modele')!;
    const codenames = model.specification.datasets.map((d) => d.codename);
    expect(codenames).toEqual(expect.arrayContaining(['peugeot-208', 'peugeot-301', 'autre']));
    expect(codenames.every((c: string) => c.startsWith('peugeot-') || c === 'autre')).toBe(true);
  });

  it('serves sub-specifications at every depth', async () => {
    const cars = await category('automobiles', `specifications { ${SPEC_FIELDS} }`);
    const imported = cars.specifications.find((s) => s.specification.codename === 'importee')!.specification;
    expect(imported.subSpecifications).toEqual([{ codename: 'origine_import' }]);
    expect(imported.allSubSpecificationCodenames).toEqual(['origine_import', 'dedouanee']);
    // Sub-specifications follow their parent; the category does not list them itself.
    const listed = cars.specifications.map((s) => s.specification.codename);
    expect(listed).not.toContain('origine_import');
  });

  it("inherits the ancestors' specifications, root first, and lets a category make one required", async () => {
    const cars = await category('automobiles', 'specifications { isRequired specification { codename } }');
    const codenames = cars.specifications.map((s) => s.specification.codename);
    expect(codenames.slice(0, 3)).toEqual(['annee', 'energie', 'papiers_vehicule']);
    expect(codenames).toContain('marque');

    const flat = await category('vente-appartements', 'specifications { isRequired specification { codename } }');
    expect(flat.specifications.map((s) => s.specification.codename)).toEqual([
      'superficie',
      'papiers_immobilier',
      'vente_sur_plan',
      'pieces',
      'etage',
      'specificites_immobilier',
    ]);
    const surface = (slug: string) =>
      category(slug, 'specifications { isRequired specification { codename } }').then(
        (c) => c.specifications.find((s) => s.specification.codename === 'superficie')!.isRequired,
      );
    expect(await surface('vente-appartements')).toBe(false);
    expect(await surface('vente-terrains')).toBe(true);

    const phones = await category('smartphones', 'specifications { isRequired specification { codename } }');
    expect(phones.specifications.map((s) => s.specification.codename)).toEqual(
      expect.arrayContaining(['etat', 'marque_telephone', 'modele_telephone', 'ram', 'stockage']),
    );
  });

  it('answers in the language of ?lang= or else of Accept-Language', async () => {
    const fields = 'name parentTree { name } specifications { specification { label datasets { label } } }';
    const arabic: any = await fetch(`${server.url}/graphql?lang=ar`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: `{ category(slug: "automobiles") { ${fields} } }` }),
    }).then((r) => r.json());
    expect(arabic.data.category.name).toBe('سيارات');
    expect(arabic.data.category.parentTree[0].name).toBe('مركبات');
    const fuel = arabic.data.category.specifications[1].specification;
    expect(fuel.label).toBe('الطاقة');
    expect(fuel.datasets[0].label).toBe('بنزين');

    const english = await category('automobiles', fields, { 'accept-language': 'en-US,en;q=0.8' });
    expect(english.name).toBe('Cars');
    expect(english.specifications[1]!.specification.label).toBe('Fuel');
  });

  it('answers null for an unknown category and refuses a non-numeric id', async () => {
    const missing = await server.gql('{ a: category(slug: "nothing-here") { id } b: category(id: "424242") { id } }');
    expect(missing.errors).toBeUndefined();
    expect(missing.data).toEqual({ a: null, b: null });
    const bad = await server.gql('{ category(id: "voitures") { id } }');
    expect(bad.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', argument: 'id' });
    const neither = await server.gql('{ category { id } }');
    expect(neither.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('refuses a query nested deeper than 10 levels', async () => {
    let selection = 'slug';
    for (let i = 0; i < 11; i += 1) selection = `children { ${selection} }`;
    const tooDeep = await server.gql(`{ category(slug: "immobilier") { ${selection} } }`);
    expect(tooDeep.data ?? null).toBeNull();
    expect(tooDeep.errors?.[0]?.message).toMatch(/depth/i);

    let fine = 'slug';
    for (let i = 0; i < 8; i += 1) fine = `children { ${fine} }`;
    const allowed = await server.gql(`{ category(slug: "immobilier") { ${fine} } }`);
    expect(allowed.errors).toBeUndefined();
  });

  it('serves both menus sorted by rank, with each kind of target', async () => {
    for (const menuType of MENU_TYPES) {
      const { data, errors } = await server.gql<{ menuFetch: any[] }>(
        `query ($menuType: MenuType!) { menuFetch(menuFilter: { menuType: $menuType }) {
          id name rank icon { light dark } target { link q category { id name slug icon } }
        } }`,
        { menuType },
      );
      expect(errors).toBeUndefined();
      const entries = data!.menuFetch;
      expect(entries.length).toBeGreaterThan(3);
      const ranks = entries.map((e) => e.rank);
      expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
      const link = entries.find((e) => e.target.link);
      const search = entries.find((e) => e.target.q);
      const withCategory = entries.find((e) => e.target.category);
      expect(link.target).toEqual({ link: expect.stringMatching(/^\//), q: null, category: null });
      expect(search.target).toEqual({ link: null, q: expect.any(String), category: null });
      expect(withCategory.target.category).toEqual({
        id: expect.any(String),
        name: expect.any(String),
        slug: expect.any(String),
        icon: expect.any(String),
      });
      expect(withCategory.icon).toEqual({ light: expect.any(String), dark: expect.any(String) });
    }
    const { data } = await server.gql<{ menuFetch: any[] }>(
      '{ menuFetch(menuFilter: { menuType: LISTING_MENU }) { name target { category { slug } } } }',
    );
    expect(data!.menuFetch[0]).toEqual({ name: 'Véhicules', target: { category: { slug: 'vehicules' } } });
  });

  it('refuses an unknown menu type', async () => {
    const { errors } = await server.gql('{ menuFetch(menuFilter: { menuType: SIDE_MENU }) { id } }');
    expect(errors?.[0]?.message).toMatch(/SIDE_MENU/);
  });

  it('sorts menu entries by rank rather than by id, and hides entries of inactive categories', async () => {
    const db = server.deps.db;
    await db
      .insertInto('menus')
      .values({
        id: 9001,
        menu_type: 'MEGA_MENU',
        names: JSON.stringify({ fr: 'En tête', ar: 'في المقدمة', en: 'First' }),
        target_type: 'SEARCH',
        target_q: 'first',
        rank: 0,
      })
      .execute();
    await db.updateTable('categories').set({ active: false }).where('slug', '=', 'smartphones').execute();
    invalidateCatalog(db);
    try {
      const { data } = await server.gql<{ menuFetch: any[] }>(
        '{ menuFetch(menuFilter: { menuType: MEGA_MENU }) { id target { category { slug } } } }',
      );
      expect(data!.menuFetch[0].id).toBe('9001');
      expect(data!.menuFetch.map((e) => e.target.category?.slug)).not.toContain('smartphones');
      const phones = await category('telephones', 'children { slug }');
      expect(phones.children.map((c) => c.slug)).not.toContain('smartphones');
      expect(await category('smartphones', 'active')).toEqual({ active: false });
    } finally {
      await db.deleteFrom('menus').where('id', '=', 9001).execute();
      await db.updateTable('categories').set({ active: true }).where('slug', '=', 'smartphones').execute();
      invalidateCatalog(db);
    }
  });

  it('gives later issues the descendants of a category and its inherited specifications', async () => {
    const realEstate = await findCategoryBySlug(server.deps, 'immobilier');
    const ids = await descendantCategoryIds(server.deps, realEstate!.id);
    expect(ids[0]).toBe(realEstate!.id);
    expect(ids).toEqual(expect.arrayContaining([201, 20101, 20107, 202, 20206, 203, 204]));
    expect(ids).not.toContain(101);
    expect(await descendantCategoryIds(server.deps, 987654)).toEqual([]);
    const specs = await categorySpecifications(server.deps, 20103);
    expect(specs.map((s) => [s.specification.codename, s.isRequired, s.declaredBy])).toContainEqual([
      'superficie',
      true,
      20103,
    ]);
  });

  it('seeds idempotently and restores edited reference rows when the resources change', async () => {
    const db = server.deps.db;
    const count = async () => ({
      categories: (
        await db
          .selectFrom('categories')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
      datasets: (
        await db
          .selectFrom('specification_datasets')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
      links: (
        await db
          .selectFrom('category_specifications')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
      menus: (
        await db
          .selectFrom('menus')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
      cities: (
        await db
          .selectFrom('cities')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    });
    const before = await count();
    await seedReferenceData(db);
    expect(await count()).toEqual(before);

    // A database holding an older version of the resources is brought back in line.
    await db
      .updateTable('categories')
      .set({ names: JSON.stringify({ fr: 'X', ar: 'X', en: 'X' }) })
      .where('id', '=', 1)
      .execute();
    await db.deleteFrom('specification_datasets').where('codename', '=', 'renault-symbol').execute();
    await db.updateTable('regions').set({ slug: 'old-alger' }).where('id', '=', 16).execute();
    await db.deleteFrom('app_meta').where('key', 'in', ['reference:geo', 'reference:catalog']).execute();
    await seedReferenceData(db);
    expect(await count()).toEqual(before);
    expect((await category('vehicules', 'name')).name).toBe('Véhicules');
    const region = await server.gql<{ region: { id: string } }>('{ region(slug: "alger") { id } }');
    expect(region.data!.region).toEqual({ id: '16' });
    const symbol = await db
      .selectFrom('specification_datasets')
      .select('codename')
      .where('codename', '=', 'renault-symbol')
      .executeTakeFirst();
    expect(symbol).toBeDefined();
  });

  it('moves the id sequences past the explicit ids, so new categories get fresh ids', async () => {
    const db = server.deps.db;
    const created = await db
      .insertInto('categories')
      .values({ slug: 'test-new-category', names: JSON.stringify({ fr: 'Nouveau', ar: 'جديد', en: 'New' }) })
      .returning('id')
      .executeTakeFirstOrThrow();
    try {
      expect(created.id).toBeGreaterThan(20206);
    } finally {
      await db.deleteFrom('categories').where('id', '=', created.id).execute();
    }
  });

  it('serves the tree, specifications and menus from memory once loaded: no query per field', async () => {
    const query = `{ categories { name children { name parentTree { slug } specifications { ${SPEC_FIELDS} } } }
      menuFetch(menuFilter: { menuType: MEGA_MENU }) { name target { category { slug children { slug } } } } }`;
    const warm = await server.gql(query);
    expect(warm.errors).toBeUndefined();
    const tables = ['categories', 'specifications', 'specification_datasets', 'category_specifications', 'menus'];
    for (const table of tables) await server.deps.db.schema.alterTable(table).renameTo(`${table}_away`).execute();
    try {
      const again = await server.gql(query);
      expect(again.errors).toBeUndefined();
      expect(again.data).toEqual(warm.data);
    } finally {
      for (const table of tables) await server.deps.db.schema.alterTable(`${table}_away`).renameTo(table).execute();
    }
  });

  it("keeps the schema's enums equal to the shared constants", () => {
    const schema = server.app.graphql.schema;
    const values = (name: string) => {
      const type = schema.getType(name);
      return isEnumType(type) ? type.getValues().map((v) => v.name) : [];
    };
    expect(values('PriceUnit')).toEqual([...PRICE_UNITS]);
    expect(values('DeliveryType')).toEqual([...DELIVERY_TYPES]);
    expect(values('SpecificationType')).toEqual([...SPECIFICATION_TYPES]);
    expect(values('MenuType')).toEqual([...MENU_TYPES]);
  });
});
