import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';
import { testEngines } from '../../test/engines';

const REGION_FIELDS = 'id code name names { fr ar en } slug';

describe.each(testEngines)('regions and cities on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('lists the 58 wilayas by code', async () => {
    const { data, errors } = await server.gql<{ regions: any[] }>(`{ regions { ${REGION_FIELDS} } }`);
    expect(errors).toBeUndefined();
    const regions = data!.regions;
    expect(regions).toHaveLength(58);
    expect(regions.map((r) => r.code)).toEqual(Array.from({ length: 58 }, (_, i) => String(i + 1).padStart(2, '0')));
    expect(regions[15]).toEqual({
      id: '16',
      code: '16',
      name: 'Alger',
      names: { fr: 'Alger', ar: 'الجزائر', en: 'Alger' },
      slug: 'alger',
    });
  });

  it('holds the 1,541 communes', async () => {
    const { data } = await server.gql<{ regions: { cities: { id: string }[] }[] }>('{ regions { cities { id } } }');
    const ids = data!.regions.flatMap((r) => r.cities.map((c) => c.id));
    expect(ids).toHaveLength(1541);
    expect(new Set(ids).size).toBe(1541);
  });

  it('trims the stray spaces of the source names', async () => {
    // The source writes Chlef " الشلف" and communes like "آث  منصور" with a doubled space.
    const { data } = await server.gql<{
      regions: { names: { ar: string }; cities: { names: { fr: string; ar: string } }[] }[];
    }>('{ regions { names { ar } cities { names { fr ar } } } }');
    const texts = data!.regions.flatMap((r) => [r.names.ar, ...r.cities.flatMap((c) => [c.names.fr, c.names.ar])]);
    expect(texts.filter((text: string) => text !== text.trim() || /\s{2}/.test(text))).toEqual([]);
    expect(data!.regions[1]!.names.ar).toBe('الشلف');
  });

  it('finds a wilaya by id or by slug, with slugs made from the French name', async () => {
    const bySlug = await server.gql<{ region: any }>(`{ region(slug: "bejaia") { ${REGION_FIELDS} } }`);
    expect(bySlug.data!.region).toMatchObject({ id: '6', code: '06', name: 'Béjaïa', slug: 'bejaia' });
    const byId = await server.gql<{ region: any }>(`query ($id: ID) { region(id: $id) { slug } }`, { id: '28' });
    expect(byId.data!.region).toEqual({ slug: 'm-sila' });
  });

  it('answers null for an unknown wilaya', async () => {
    const { data, errors } = await server.gql<{ a: null; b: null; c: null }>(
      '{ a: region(id: "99") { id } b: region(slug: "atlantis") { id } c: region(id: "99999999999999") { id } }',
    );
    expect(errors).toBeUndefined();
    expect(data).toEqual({ a: null, b: null, c: null });
  });

  it('refuses a region lookup by both or neither of id and slug', async () => {
    for (const query of ['{ region { id } }', '{ region(id: "16", slug: "alger") { id } }']) {
      const { errors } = await server.gql(query);
      expect(errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
  });

  it('lists the communes of a wilaya by French name, each pointing back at it', async () => {
    interface CityResult {
      name: string;
      names: { fr: string };
      slug: string;
      region: { id: string; code: string };
    }
    const { data } = await server.gql<{ cities: CityResult[] }>(
      '{ cities(regionId: "16") { id name names { fr ar } slug region { id code } } }',
    );
    const cities = data!.cities;
    expect(cities).toHaveLength(57);
    const names = cities.map((c) => c.names.fr);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'fr', { sensitivity: 'base', numeric: true })));
    expect(cities.every((c) => c.region.id === '16' && c.region.code === '16')).toBe(true);
    expect(cities.find((c) => c.slug === 'bab-el-oued')).toMatchObject({ name: 'Bab El Oued' });
    expect(cities.every((c) => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(c.slug))).toBe(true);
  });

  it('gives an empty list for the communes of an unknown wilaya', async () => {
    const { data, errors } = await server.gql('{ cities(regionId: "77") { id } }');
    expect(errors).toBeUndefined();
    expect(data).toEqual({ cities: [] });
  });

  it('refuses a non-numeric id with BAD_USER_INPUT, naming the argument', async () => {
    const cities = await server.gql('{ cities(regionId: "alger") { id } }');
    expect(cities.status).toBe(200);
    expect(cities.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', argument: 'regionId' });
    const region = await server.gql('{ region(id: "16; drop table regions") { id } }');
    expect(region.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', argument: 'id' });
  });

  it('serves wilayas and communes from memory once loaded', async () => {
    const query = '{ regions { slug cities { slug region { code } } } cities(regionId: "31") { name } }';
    const warm = await server.gql(query);
    expect(warm.errors).toBeUndefined();
    for (const table of ['cities', 'regions']) {
      await server.deps.db.schema.alterTable(table).renameTo(`${table}_away`).execute();
    }
    try {
      const again = await server.gql(query);
      expect(again.errors).toBeUndefined();
      expect(again.data).toEqual(warm.data);
    } finally {
      for (const table of ['cities', 'regions']) {
        await server.deps.db.schema.alterTable(`${table}_away`).renameTo(table).execute();
      }
    }
  });

  it('answers in the language of ?lang= or else of Accept-Language', async () => {
    const query = '{ region(id: "31") { name cities { name } } }';
    const arabic: any = await fetch(`${server.url}/graphql?lang=ar`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      body: JSON.stringify({ query }),
    }).then((r) => r.json());
    expect(arabic.data.region.name).toBe('وهران');
    expect((arabic.data.region.cities as { name: string }[]).map((c) => c.name)).toContain('وهران');
    const english = await server.gql<{ region: any }>(query, {}, { headers: { 'accept-language': 'en-GB,en;q=0.9' } });
    expect(english.data!.region.name).toBe('Oran');
    const arabicHeader = await server.gql<{ region: any }>(query, {}, { headers: { 'accept-language': 'ar-DZ' } });
    expect(arabicHeader.data!.region.name).toBe('وهران');
  });
});
