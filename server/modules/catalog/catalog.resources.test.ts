import { describe, expect, it } from 'vitest';
import { parseCatalogResources, readCatalogResources } from './catalog.resources';

const names = (fr: string) => ({ fr, ar: `ar ${fr}`, en: `en ${fr}` });

const valid = () => ({
  specifications: [
    {
      codename: 'marque',
      type: 'SELECT',
      labels: names('Marque'),
      datasets: [{ codename: 'renault', label: 'Renault' }],
    },
    {
      codename: 'modele',
      type: 'SELECT',
      dependsOn: 'marque',
      labels: names('Modèle'),
      datasets: [{ codename: 'renault-clio', parent: 'renault', label: 'Clio' }],
    },
    {
      codename: 'importee',
      type: 'BOOLEAN',
      labels: names('Importée'),
      subSpecifications: [{ codename: 'dedouanee', type: 'BOOLEAN', labels: names('Dédouanée') }],
    },
  ],
  categories: [
    {
      id: 1,
      slug: 'vehicules',
      names: names('Véhicules'),
      icon: 'car',
      delivery: true,
      deliveryType: 'VEHICLE_DELIVERY_AVAILABLE',
      priceUnits: ['MILLION'],
      isPublishable: false,
      specifications: [{ codename: 'marque', isRequired: true }],
      children: [{ id: 101, slug: 'automobiles', names: names('Voitures'), specifications: ['modele', 'importee'] }],
    },
  ],
  menus: [
    { id: 1, menuType: 'LISTING_MENU', rank: 1, names: names('Véhicules'), target: { category: 'vehicules' } },
    {
      id: 2,
      menuType: 'MEGA_MENU',
      rank: 1,
      names: names('iPhone'),
      icon: { light: 'search' },
      target: { q: ' iphone ' },
    },
  ],
});

describe('catalog resources', () => {
  it('reads the shipped files without a problem', () => {
    const { categories, specifications, menus } = readCatalogResources();
    expect(categories.filter((c) => c.parentId === null).length).toBeGreaterThanOrEqual(12);
    expect(categories.filter((c) => c.parentId !== null).length).toBeGreaterThanOrEqual(80);
    expect(specifications.length).toBeGreaterThan(20);
    expect(menus.length).toBeGreaterThan(10);
  });

  it("fills a child's delivery, price units and icon from its parent, and numbers ranks by position", () => {
    const { categories, specifications, menus } = parseCatalogResources(valid());
    expect(categories[1]).toMatchObject({
      id: 101,
      parentId: 1,
      icon: 'car',
      delivery: true,
      deliveryType: 'VEHICLE_DELIVERY_AVAILABLE',
      priceUnits: ['MILLION'],
      isPublishable: true,
      active: true,
      rank: 1,
      specifications: [
        { codename: 'modele', isRequired: false, rank: 1 },
        { codename: 'importee', isRequired: false, rank: 2 },
      ],
    });
    expect(specifications.find((s) => s.codename === 'dedouanee')).toMatchObject({ parent: 'importee', rank: 1 });
    expect(specifications[0]!.datasets[0]!.labels).toEqual({ fr: 'Renault', ar: 'Renault', en: 'Renault' });
    expect(menus[1]).toMatchObject({ targetType: 'SEARCH', targetQ: 'iphone', iconLight: 'search', iconDark: null });
  });

  const broken: [string, (r: ReturnType<typeof valid>) => void, RegExp][] = [
    ['a missing Arabic name', (r) => void (r.categories[0]!.names = { fr: 'V', en: 'V' } as never), /missing ar text/],
    ['an unknown delivery type', (r) => void (r.categories[0]!.deliveryType = 'BY_DRONE'), /unknown delivery type/],
    ['a delivery type without delivery', (r) => void (r.categories[0]!.delivery = false), /goes with delivery/],
    ['an unknown price unit', (r) => void (r.categories[0]!.priceUnits = ['EURO']), /bad price units/],
    ['a repeated slug', (r) => void (r.categories[0]!.children[0]!.slug = 'vehicules'), /used twice/],
    ['a slug that is not one', (r) => void (r.categories[0]!.slug = 'Véhicules'), /bad slug/],
    [
      'an unknown specification',
      (r) => void r.categories[0]!.specifications.push('couleur' as never),
      /unknown specification couleur/,
    ],
    [
      'a sub-specification on a category',
      (r) => void r.categories[0]!.specifications.push('dedouanee' as never),
      /sub-specification/,
    ],
    [
      'a dataset of an unknown make',
      (r) => void ((r.specifications[1]!.datasets![0] as { parent: string }).parent = 'tesla'),
      /unknown value tesla/,
    ],
    ['a dependency on a non-choice', (r) => void (r.specifications[1]!.dependsOn = 'importee'), /not another choice/],
    ['a choice without values', (r) => void (r.specifications[0]!.datasets = []), /needs datasets/],
    ['an unknown specification type', (r) => void (r.specifications[0]!.type = 'COLOR'), /unknown type/],
    [
      'a menu target naming two things',
      (r) => void (r.menus[0]!.target = { category: 'vehicules', q: 'x' } as never),
      /exactly one/,
    ],
    ['a menu of an unknown category', (r) => void (r.menus[0]!.target = { category: 'bateaux' }), /unknown category/],
    [
      'a menu link to another scheme',
      (r) => void (r.menus[0]!.target = { link: 'javascript:alert(1)' } as never),
      /path or an https/,
    ],
  ];
  it.each(broken)('refuses %s', (_what, breakIt, message) => {
    const resources = valid();
    breakIt(resources);
    expect(() => parseCatalogResources(resources)).toThrow(message);
  });
});
