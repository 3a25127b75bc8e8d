import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/harness';
import { testEngines } from '../../test/engines';
import {
  createAnnouncement,
  TEST_CATEGORIES,
  type AnnouncementFactoryInput,
} from '../announcements/announcements.test-support';
import { loadCatalog } from '../catalog';
import { categoryStem, namedCategoryIds } from './search-categories';
import { refreshSearchIndexes, SEARCH_QUERY } from './search.test-support';

const DAY = 24 * 3600 * 1000;

describe.each(testEngines)('search: numeric ranges and named categories on %s', (engine) => {
  let server: TestServer;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    server = await startTestServer(engine);
    const { deps } = server;
    const now = deps.now().getTime();
    const userId = (await createUser(deps)).id;
    const slugId = async (slug: string) =>
      (await sql<{ id: number }>`select id from categories where slug = ${slug}`.execute(deps.db)).rows[0]!.id;
    const [toys, chargers] = [await slugId('jouets'), await slugId('chargeurs-cables')];
    const add = async (name: string, input: Omit<AnnouncementFactoryInput, 'userId'>, ageDays: number) => {
      const at = new Date(now - ageDays * DAY);
      ids[name] = (await createAnnouncement(deps, { createdAt: at, refreshedAt: at, ...input, userId })).id;
    };
    const car = (annee: string, kilometrage: string) => ({ marque: 'renault', annee, kilometrage });
    await add(
      'car2010',
      { title: 'Renault Clio 3', categoryId: TEST_CATEGORIES.cars, specs: car('2010', '210000') },
      5,
    );
    await add(
      'car2015',
      { title: 'Renault Symbol', categoryId: TEST_CATEGORIES.cars, specs: car('2015', '120000') },
      6,
    );
    await add('car2018', { title: 'Renault Megane', categoryId: TEST_CATEGORIES.cars, specs: car('2018', '80000') }, 7);
    await add('car2020', { title: 'Renault Captur', categoryId: TEST_CATEGORIES.cars, specs: car('2020', '30000') }, 8);
    // A stored value that is no number (an old import) is no value: it never matches, never fails.
    await add('carOdd', { title: 'Renault Kangoo', categoryId: TEST_CATEGORIES.cars, specs: car('2016', 'n/a') }, 9);
    // "voiture" in a toy and a charger, fresher and with the word twice in their titles: ranked
    // first by text alone, they must come after the cars.
    await add('toy', { title: 'Voiture télécommandée voiture jouet', categoryId: toys }, 0.1);
    await add('charger', { title: 'Chargeur voiture USB voiture', categoryId: chargers }, 0.2);
    await add(
      'flat',
      {
        title: 'Appartement F3',
        categoryId: TEST_CATEGORIES.apartmentsForSale,
        specs: { pieces: 'f3', superficie: '95' },
      },
      3,
    );
    await refreshSearchIndexes(deps);
  });

  afterAll(async () => {
    await server?.close();
  });

  type Variables = { q?: string; filter?: Record<string, unknown> };
  const found = async (variables: Variables): Promise<string[]> => {
    const result = await server.gql<{ search: any }>(SEARCH_QUERY, variables);
    expect(result.errors).toBeUndefined();
    return (result.data!.search.announcements.data as { id: string }[]).map((a) => a.id);
  };
  const named = (...names: string[]) => names.map((name) => ids[name]!);
  const cars = (fieldRanges: unknown[]) => ({ categorySlug: 'automobiles', fieldRanges });
  const errorIn = async (lang: string, variables: Variables) => {
    const result = await server.gql(SEARCH_QUERY, variables, { headers: { 'accept-language': lang } });
    return { message: result.errors?.[0]?.message, extensions: result.errors?.[0]?.extensions };
  };

  it('keeps the announcements within a year range, bounds included', async () => {
    expect(await found({ filter: cars([{ key: 'annee', min: 2015, max: 2018 }]) })).toEqual(
      named('car2015', 'car2018', 'carOdd'),
    );
  });

  it('includes both bounds and leaves out what is just outside them', async () => {
    expect(await found({ filter: cars([{ key: 'annee', min: 2015, max: 2015 }]) })).toEqual(named('car2015'));
    expect(await found({ filter: cars([{ key: 'annee', min: 2011, max: 2014 }]) })).toEqual([]);
    expect(await found({ filter: cars([{ key: 'annee', min: 2019 }]) })).toEqual(named('car2020'));
    expect(await found({ filter: cars([{ key: 'annee', max: 2010 }]) })).toEqual(named('car2010'));
  });

  it('ranges several specifications together, with keywords, and counts what they keep', async () => {
    const filter = cars([
      { key: 'annee', min: 2015 },
      { key: 'kilometrage', max: 120000 },
    ]);
    expect(await found({ filter })).toEqual(named('car2015', 'car2018', 'car2020'));
    // A value that is no number never matches a mileage range.
    expect(await found({ filter: cars([{ key: 'kilometrage', min: 0 }]) })).not.toContain(ids.carOdd);
    expect(await found({ q: 'renault', filter })).toHaveLength(3);
    const result = await server.gql<{ search: any }>(SEARCH_QUERY, { filter });
    expect(result.data!.search.active.count).toBe(3);
    expect(result.data!.search.announcements.paginatorInfo.total).toBe(3);
    // Without a category: the range alone (the surface of the flat).
    expect(await found({ filter: { fieldRanges: [{ key: 'superficie', min: 90, max: 100 }] } })).toEqual(named('flat'));
    // A range with no bound is no condition.
    expect(await found({ filter: cars([{ key: 'annee', min: null, max: null }]) })).toHaveLength(5);
  });

  it('refuses a minimum above the maximum, in the caller’s language', async () => {
    const reversed = { filter: cars([{ key: 'annee', min: 2020, max: 2015 }]) };
    expect(await errorIn('fr', reversed)).toEqual({
      message: 'Le minimum de « annee » (2020) dépasse son maximum (2015).',
      extensions: expect.objectContaining({ code: 'BAD_USER_INPUT', argument: 'fieldRanges' }),
    });
    expect((await errorIn('en', reversed)).message).toBe('The minimum of “annee” (2020) is above its maximum (2015).');
    expect((await errorIn('ar', reversed)).message).toBe('الحد الأدنى لـ«annee» (2020) أكبر من حده الأقصى (2015).');
  });

  it('refuses bounds out of bounds, repeated ranges, unknown and non-numeric specifications', async () => {
    expect(await errorIn('fr', { filter: cars([{ key: 'annee', min: -1 }]) })).toEqual({
      message: 'Les bornes de « annee » doivent être des nombres entiers de 0 à 1000000000.',
      extensions: expect.objectContaining({ code: 'BAD_USER_INPUT', argument: 'fieldRanges' }),
    });
    expect(
      (
        await errorIn('en', {
          filter: cars([
            { key: 'annee', min: 2010 },
            { key: 'annee', max: 2020 },
          ]),
        })
      ).message,
    ).toBe('Give one range of “annee” at most.');
    expect(await errorIn('en', { filter: cars([{ key: 'no_such_spec', min: 1 }]) })).toEqual({
      message: '“no_such_spec” is not a specification.',
      extensions: expect.objectContaining({ code: 'BAD_USER_INPUT', argument: 'fieldRanges' }),
    });
    expect(await errorIn('fr', { filter: cars([{ key: 'marque', min: 1 }]) })).toEqual({
      message: '« marque » n’est pas une caractéristique numérique : elle ne prend pas de plage.',
      extensions: expect.objectContaining({ code: 'BAD_USER_INPUT', argument: 'fieldRanges' }),
    });
  });

  it('ranks the category a keyword names first: "voiture" shows cars before a toy car and a charger', async () => {
    for (const q of ['voiture', 'voitures', 'cars', 'سيارة']) {
      const results = await found({ q });
      const carPlaces = named('car2010', 'car2015', 'car2018', 'car2020').map((id) => results.indexOf(id));
      expect(Math.min(...carPlaces), q).toBeGreaterThanOrEqual(0);
      // The toy and the charger say "voiture", not "cars" nor "سيارة": found or not, never before a car.
      for (const other of named('toy', 'charger')) {
        if (results.includes(other)) expect(results.indexOf(other), q).toBeGreaterThan(Math.max(...carPlaces));
      }
    }
    expect(await found({ q: 'voiture' })).toEqual(expect.arrayContaining(named('toy', 'charger')));
  });

  it('keeps price and date orders as asked when a keyword names a category', async () => {
    const byDate = await found({ q: 'voiture', filter: { orderByField: 'REFRESHED_AT' } });
    expect(byDate.slice(0, 2)).toEqual(named('toy', 'charger'));
    await sql`update announcements set price = 1000, price_unit = 'UNIT' where id = ${ids.toy}`.execute(server.deps.db);
    await sql`update announcements set price = 5000, price_unit = 'UNIT' where id = ${ids.car2018}`.execute(
      server.deps.db,
    );
    const byPrice = await found({ q: 'voiture', filter: { orderByField: 'PRICE_ASC' } });
    expect(byPrice.slice(0, 2)).toEqual(named('toy', 'car2018'));
  });

  it('names categories by any language’s name or slug, plural or singular, the longest name first', async () => {
    const catalog = await loadCatalog(server.deps);
    const id = (slug: string) => catalog.categoriesBySlug.get(slug)!.id;
    expect(categoryStem('voitures')).toBe(categoryStem('voiture'));
    expect(categoryStem('سياره')).toBe(categoryStem('سيارات'));
    for (const words of [['voiture'], ['voitures'], ['cars'], ['automobiles'], ['سياره'], ['السيارات']]) {
      expect(namedCategoryIds(catalog, words), words.join(' ')).toEqual([id('automobiles')]);
    }
    expect(namedCategoryIds(catalog, ['location', 'vehicules'])).toEqual([id('location-vehicules')]);
    expect(namedCategoryIds(catalog, ['appartements'])?.sort()).toEqual(
      [id('vente-appartements'), id('location-appartements')].sort(),
    );
    // A root category brings the categories under it.
    expect(namedCategoryIds(catalog, ['vehicules'])).toContain(id('automobiles'));
    expect(namedCategoryIds(catalog, ['peugeot'])).toBeNull();
  });
});
