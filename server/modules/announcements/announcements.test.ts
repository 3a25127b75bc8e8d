import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';
import { testEngines } from '../../test/engines';
import { createUser } from '../../test/factories';
import { tokenFor } from '../users/users.test-support';
import { createAnnouncement, TEST_CATEGORIES, TEST_CITIES } from './announcements.test-support';

const CREATE = `mutation ($input: AnnouncementInput!) {
  announcementCreate(input: $input) { id reference status slug title userId }
}`;
const UPDATE = `mutation ($id: ID!, $input: AnnouncementInput!) {
  announcementUpdate(id: $id, input: $input) { id status title price pricePreview priceUnit }
}`;
const DETAILS = `query ($id: ID!) {
  announcementDetails(id: $id) {
    id reference title slug description createdAt refreshedAt firstCreatedAt price pricePreview oldPrice oldPricePreview
    priceType exchangeType priceUnit hasDelivery deliveryType paymentMethod hasPhone hasEmail quantity status street_name
    orderExternalUrl isCommentEnabled noAdsense isFromStore store { id } userId showAnalytics messengerLink
    viewCount likeCount commentCount deleteReason
    category { id slug name parentTree { slug } }
    categories { id slug parentId }
    specs { specification { codename label type } value values valueText }
    smallDescription { codename valueText }
    user { id username displayName }
    cities { id name slug region { id name slug } }
    locations { address city { id } region { id } }
    variants { id hash price pricePreview oldPricePreview quantity specifications { specification { codename } value valueText } }
    changelog { action statusFrom statusTo reason user { id } }
  }
}`;

/** A car announcement that passes every rule. */
function carInput(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    title: 'Peugeot 208 Allure 2019 très propre',
    description: 'Première main, carnet d’entretien.\r\n\r\n\r\n\r\nVisible à Bab Ezzouar.',
    categoryId: String(TEST_CATEGORIES.cars),
    specs: [
      { codename: 'annee', value: '2019' },
      { codename: 'marque', value: 'peugeot' },
      { codename: 'modele', value: 'peugeot-208' },
      { codename: 'kilometrage', value: '85000' },
      { codename: 'options_vehicule', values: ['climatisation', 'gps'] },
      { codename: 'importee', value: 'true' },
      { codename: 'origine_import', value: 'europe' },
    ],
    price: 215.5,
    oldPrice: 230,
    priceUnit: 'MILLION',
    priceType: 'NEGOTIABLE',
    exchangeType: 'EXCHANGEABLE',
    cityIds: [String(TEST_CITIES.babEzzouar), String(TEST_CITIES.birElDjir)],
    streetName: '  Cité 5 juillet  ',
    phones: [{ phone: '0550 12 34 56', hasWhatsapp: true }],
    hasEmail: true,
    isCommentEnabled: true,
    ...overrides,
  };
}

describe.each(testEngines)('announcements on %s', (engine) => {
  let server: TestServer;
  let seller: { id: string; token: string };
  let buyer: { id: string; token: string };
  let moderatorToken: string;

  beforeAll(async () => {
    server = await startTestServer(engine);
    const s = await createUser(server.deps);
    const b = await createUser(server.deps);
    const m = await createUser(server.deps, { roles: ['MODERATOR'] });
    seller = { id: s.id, token: await tokenFor(server, s.id) };
    buyer = { id: b.id, token: await tokenFor(server, b.id) };
    moderatorToken = await tokenFor(server, m.id);
  });
  afterAll(async () => {
    await server?.close();
  });

  const create = (input: Record<string, unknown>, token = seller.token, lang?: string) =>
    server.gql<{ announcementCreate: { id: string; status: string; reference: string; slug: string } }>(
      CREATE,
      { input },
      { token, ...(lang ? { headers: { 'accept-language': lang } } : {}) },
    );
  const details = async (id: string, token?: string) => {
    const result = await server.gql<{ announcementDetails: any }>(DETAILS, { id }, token ? { token } : {});
    expect(result.errors).toBeUndefined();
    return result.data!.announcementDetails;
  };
  const validate = (id: string) =>
    server.gql(
      `mutation ($id: ID!) { announcementValidationSet(id: $id, status: PUBLISHED) { status } }`,
      { id },
      {
        token: moderatorToken,
      },
    );

  it('publishes a checked announcement that waits for a moderator, then shows every field', async () => {
    const created = await create(carInput());
    expect(created.errors).toBeUndefined();
    const { id, status, reference, slug } = created.data!.announcementCreate;
    expect(status).toBe('PENDING');
    expect(reference).toBe(`SK${id.padStart(8, '0')}`);
    expect(slug).toBe('peugeot-208-allure-2019-tres-propre');

    // Pending: hidden from visitors, shown to its owner.
    expect(await details(id)).toBeNull();
    expect((await details(id, seller.token)).status).toBe('PENDING');

    expect((await validate(id)).errors).toBeUndefined();
    const a = await details(id, buyer.token);
    expect(a).toMatchObject({
      status: 'PUBLISHED',
      title: 'Peugeot 208 Allure 2019 très propre',
      description: 'Première main, carnet d’entretien.\n\nVisible à Bab Ezzouar.',
      price: 2_155_000,
      pricePreview: 215.5,
      oldPrice: 2_300_000,
      oldPricePreview: 230,
      priceUnit: 'MILLION',
      priceType: 'NEGOTIABLE',
      exchangeType: 'EXCHANGEABLE',
      hasDelivery: false,
      deliveryType: null,
      hasPhone: true,
      hasEmail: true,
      street_name: 'Cité 5 juillet',
      isCommentEnabled: true,
      isFromStore: false,
      store: null,
      userId: seller.id,
      showAnalytics: false,
      messengerLink: `http://souk.test/messages/thread/announcement-${id}`,
      deleteReason: null,
      changelog: [],
      category: { id: '101', slug: 'automobiles', parentTree: [{ slug: 'vehicules' }, { slug: 'automobiles' }] },
      categories: [
        { id: '1', slug: 'vehicules', parentId: null },
        { id: '101', slug: 'automobiles', parentId: '1' },
      ],
      user: { id: seller.id },
    });
    // The spec's createdAt is the last refresh: validation published it, after it was first created.
    expect(a.createdAt).toBe(a.refreshedAt);
    expect(Date.parse(a.createdAt)).toBeGreaterThanOrEqual(Date.parse(a.firstCreatedAt));
    expect(a.cities.map((c: any) => c.region.id)).toEqual(['16', '31']);
    expect(a.locations).toEqual([
      { address: 'Cité 5 juillet', city: { id: String(TEST_CITIES.babEzzouar) }, region: { id: '16' } },
      { address: null, city: { id: String(TEST_CITIES.birElDjir) }, region: { id: '31' } },
    ]);
    const specs = Object.fromEntries(a.specs.map((s: any) => [s.specification.codename, s]));
    expect(specs.marque.valueText).toBe('Peugeot');
    expect(specs.kilometrage.valueText).toBe('85 000');
    expect(specs.options_vehicule.values).toEqual(['climatisation', 'gps']);
    expect(specs.importee.valueText).toBe('Oui');
    expect(specs.origine_import.value).toBe('europe');
    // Category order: inherited vehicle fields first, a sub-specification right after its parent.
    const order = a.specs.map((s: any) => s.specification.codename);
    expect(order.indexOf('origine_import')).toBe(order.indexOf('importee') + 1);
    expect(a.smallDescription.map((i: any) => i.valueText)).toEqual(['Peugeot', '208', '85 000', 'Bab Ezzouar, Alger']);
  });

  it('shows the owner and moderators the history and the analytics flag', async () => {
    const { data } = await create(carInput());
    const id = data!.announcementCreate.id;
    await validate(id);
    const own = await details(id, seller.token);
    expect(own.showAnalytics).toBe(true);
    expect(own.messengerLink).toBeNull();
    expect(own.changelog.map((c: any) => [c.action, c.statusFrom, c.statusTo])).toEqual([
      ['CREATE', null, 'PENDING'],
      ['VALIDATE', 'PENDING', 'PUBLISHED'],
    ]);
    expect(own.changelog[0].user.id).toBe(seller.id);
    expect((await details(id, moderatorToken)).showAnalytics).toBe(true);
  });

  it('reports every refused field at once with the rule and the message in the caller’s language', async () => {
    const result = await create(
      carInput({
        title: 'Kia',
        description: '   ',
        price: 12.345,
        oldPrice: 10,
        specs: [
          { codename: 'annee', value: '19' },
          { codename: 'marque', value: 'peugeot' },
          { codename: 'modele', value: 'renault-clio-4' },
          { codename: 'surface', value: '12' },
        ],
        cityIds: ['999999'],
        phones: [{ phone: '0123' }],
        orderExternalUrl: 'javascript:alert(1)',
      }),
      seller.token,
      'fr',
    );
    expect(result.errors?.[0]?.extensions?.code).toBe('ANNOUNCEMENT/FORM_VALIDATION_ERROR');
    const fields = Object.fromEntries(
      (result.errors![0]!.extensions!.fields as any[]).map((f) => [f.field, [f.rule, f.message]]),
    );
    expect(fields).toMatchObject({
      title: ['min_length', 'Ce champ doit contenir au moins 5 caractères'],
      description: ['required', 'Ce champ est obligatoire !'],
      price: ['float', expect.any(String)],
      cityIds: ['exists', expect.any(String)],
      'phones.0.phone': ['phone', 'Un numéro de téléphone valide est requis !'],
      orderExternalUrl: ['url', expect.any(String)],
      'specs.annee': ['year', expect.any(String)],
      // A model of another make does not fit the chosen make.
      'specs.modele': ['one_of', expect.any(String)],
      'specs.kilometrage': ['required', expect.any(String)],
      'specs.surface': ['exists', expect.any(String)],
    });
    const rows = await server.deps.db.selectFrom('announcements').select('id').where('title', '=', 'Kia').execute();
    expect(rows).toEqual([]);
  });

  it('checks prices against the category: units, a price when one is expected, the old price above it', async () => {
    const wrongUnit = await create(carInput({ priceUnit: 'UNIT_PER_SQUARE' }));
    expect(wrongUnit.errors?.[0]?.extensions?.fields).toEqual([
      expect.objectContaining({ field: 'priceUnit', rule: 'one_of' }),
    ]);
    const noPrice = await create(carInput({ price: null, oldPrice: null }));
    expect(noPrice.errors?.[0]?.extensions?.fields).toEqual([
      expect.objectContaining({ field: 'price', rule: 'required' }),
    ]);
    const oldBelow = await create(carInput({ price: 200, oldPrice: 150 }));
    expect(oldBelow.errors?.[0]?.extensions?.fields).toEqual([
      expect.objectContaining({ field: 'oldPrice', rule: 'min_value' }),
    ]);
    const given = await create(carInput({ priceType: 'GIVEN', price: null, oldPrice: null }));
    expect(given.errors).toBeUndefined();
    const a = await details(given.data!.announcementCreate.id, seller.token);
    expect([a.price, a.pricePreview]).toEqual([null, 0]);
  });

  it('refuses delivery types that do not fit the category and exchange where the category forbids it', async () => {
    const result = await create(carInput({ hasDelivery: true, deliveryType: 'DELIVERY_FREE' }));
    expect(result.errors?.[0]?.extensions?.fields).toEqual([
      expect.objectContaining({ field: 'deliveryType', rule: 'one_of' }),
    ]);
    const ok = await create(carInput({ hasDelivery: true, deliveryType: 'VEHICLE_DELIVERY_FREE' }));
    expect(ok.errors).toBeUndefined();
    const missing = await create(carInput({ hasDelivery: true }));
    expect(missing.errors?.[0]?.extensions?.fields).toEqual([
      expect.objectContaining({ field: 'deliveryType', rule: 'required' }),
    ]);
  });

  it('keeps variants with their own prices and refuses duplicate combinations', async () => {
    const phone = {
      title: 'Samsung Galaxy A15 neuf sous emballage',
      description: 'Garantie 1 an.',
      categoryId: String(TEST_CATEGORIES.smartphones),
      specs: [
        { codename: 'etat', value: 'neuf_scelle' },
        { codename: 'marque_telephone', value: 'samsung' },
        { codename: 'modele_telephone', value: 'samsung-galaxy-a15' },
      ],
      price: 32000,
      priceUnit: 'UNIT',
      cityIds: [String(TEST_CITIES.birElDjir)],
      variants: [
        { specs: [{ codename: 'stockage', value: '128go' }], price: 32000, quantity: 4 },
        { specs: [{ codename: 'stockage', value: '256go' }], price: 38000, oldPrice: 41000, quantity: 1 },
      ],
    };
    const created = await create(phone);
    expect(created.errors).toBeUndefined();
    const id = created.data!.announcementCreate.id;
    const first = await details(id, seller.token);
    expect(
      first.variants.map((v: any) => [v.specifications[0].valueText, v.price, v.oldPricePreview, v.quantity]),
    ).toEqual([
      ['128 Go', 32000, 0, 4],
      ['256 Go', 38000, 41000, 1],
    ]);

    // An edit that keeps a combination keeps its id (a cart may point at it).
    const edited = await server.gql(
      UPDATE,
      { id, input: { ...phone, variants: [phone.variants[1]] } },
      { token: seller.token },
    );
    expect(edited.errors).toBeUndefined();
    const second = await details(id, seller.token);
    expect(second.variants.map((v: any) => v.id)).toEqual([first.variants[1].id]);

    const duplicate = await create({ ...phone, variants: [phone.variants[0], phone.variants[0]] });
    expect(duplicate.errors?.[0]?.extensions?.fields).toEqual([
      expect.objectContaining({ field: 'variants.1.specs', rule: 'one_of' }),
    ]);
  });

  it('refuses publishing to anonymous, unvalidated and barred accounts, and in group categories', async () => {
    const anonymous = await createUser(server.deps, { isAnonymous: true });
    const asAnonymous = await create(carInput(), await tokenFor(server, anonymous.id, true));
    expect(asAnonymous.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const unvalidated = await createUser(server.deps, { isValidated: false });
    const notYet = await create(carInput(), await tokenFor(server, unvalidated.id), 'en');
    expect(notYet.errors?.[0]?.extensions?.code).toBe('PUBLISH/ACCOUNT_NOT_VALIDATED');
    expect(notYet.errors?.[0]?.message).toBe('Please validate your account to publish an announcement.');

    const barred = await createUser(server.deps);
    await server.deps.db.updateTable('users').set({ can_publish: false }).where('id', '=', barred.id).execute();
    const noAccess = await create(carInput(), await tokenFor(server, barred.id), 'fr');
    expect(noAccess.errors?.[0]?.extensions?.code).toBe('PUBLISH/NO_ACCESS');
    expect(noAccess.errors?.[0]?.message).toBe("Vous n'avez pas accès à la publication.");

    const group = await create(carInput({ categoryId: String(TEST_CATEGORIES.vehiclesGroup) }));
    expect(group.errors?.[0]?.extensions?.code).toBe('PUBLISH/CATEGORY_FORBIDDEN');

    const visitor = await server.gql(CREATE, { input: carInput() });
    expect(visitor.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('lets the owner edit: a published announcement becomes EDITED; others cannot, a locked one is frozen', async () => {
    const { data } = await create(carInput());
    const id = data!.announcementCreate.id;
    await validate(id);
    const edited = await server.gql<{ announcementUpdate: any }>(
      UPDATE,
      { id, input: carInput({ title: 'Peugeot 208 Allure 2019 prix en baisse', price: 205 }) },
      { token: seller.token },
    );
    expect(edited.errors).toBeUndefined();
    expect(edited.data!.announcementUpdate).toMatchObject({ status: 'EDITED', price: 2_050_000, pricePreview: 205 });

    const stranger = await server.gql(UPDATE, { id, input: carInput() }, { token: buyer.token });
    expect(stranger.errors?.[0]?.extensions?.code).toBe('ANNOUNCEMENT/NOT_FOUND');

    const pending = (await create(carInput())).data!.announcementCreate.id;
    const lock = await server.gql(
      `mutation ($id: ID!) { announcementValidationSet(id: $id, status: LOCKED) { status } }`,
      { id: pending },
      { token: moderatorToken },
    );
    expect(lock.errors).toBeUndefined();
    const frozen = await server.gql(
      UPDATE,
      { id: pending, input: carInput() },
      { token: seller.token, headers: { 'accept-language': 'en' } },
    );
    expect(frozen.errors?.[0]?.extensions).toMatchObject({ code: 'ANNOUNCEMENT/ACTION_IMPOSSIBLE', status: 'LOCKED' });
    // A moderator may still correct it while validating.
    const byModerator = await server.gql(
      UPDATE,
      { id: pending, input: carInput({ title: 'Peugeot 208 corrigée' }) },
      {
        token: moderatorToken,
      },
    );
    expect(byModerator.errors).toBeUndefined();
  });

  it('counts one view per visitor per day, never the owner’s, and records members’ history', async () => {
    const { id } = await createAnnouncement(server.deps, { userId: seller.id });
    const viewCount = async () => (await details(id, seller.token)).viewCount;
    await details(id);
    await details(id);
    await details(id, buyer.token);
    await details(id, buyer.token);
    expect(await viewCount()).toBe(2);
    server.advanceClock(25 * 60 * 60 * 1000);
    // Access tokens live 15 minutes: sign them again at the moved time.
    buyer.token = await tokenFor(server, buyer.id);
    seller.token = await tokenFor(server, seller.id);
    await details(id, buyer.token);
    expect(await viewCount()).toBe(3);
    const history = await server.deps.db
      .selectFrom('announcement_views')
      .select('user_id')
      .where('announcement_id', '=', id)
      .where('user_id', 'is not', null)
      .execute();
    expect(history.map((h) => h.user_id)).toEqual([buyer.id, buyer.id]);
  });

  it('suggests active announcements of the same category, nearby first', async () => {
    const owner = await createUser(server.deps);
    const base = await createAnnouncement(server.deps, {
      userId: owner.id,
      categoryId: TEST_CATEGORIES.apartmentsForSale,
      title: 'F3 à Bab Ezzouar',
      specs: { pieces: '3' },
      cityIds: [TEST_CITIES.babEzzouar],
    });
    const at = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    const farNewest = await createAnnouncement(server.deps, {
      userId: owner.id,
      categoryId: TEST_CATEGORIES.apartmentsForSale,
      title: 'F4 à Bir El Djir',
      cityIds: [TEST_CITIES.birElDjir],
      refreshedAt: at(1),
    });
    const near = await createAnnouncement(server.deps, {
      userId: owner.id,
      categoryId: TEST_CATEGORIES.apartmentsForSale,
      title: 'F2 à Alger',
      cityIds: [TEST_CITIES.babEzzouar],
      refreshedAt: at(10),
    });
    await createAnnouncement(server.deps, {
      userId: owner.id,
      categoryId: TEST_CATEGORIES.apartmentsForSale,
      title: 'F5 archivé',
      status: 'ARCHIVED',
      cityIds: [TEST_CITIES.babEzzouar],
    });
    await createAnnouncement(server.deps, { userId: owner.id, categoryId: TEST_CATEGORIES.bikes, title: 'Vélo' });
    const { data, errors } = await server.gql<{ announcementSuggestions: { id: string }[] }>(
      `query ($id: ID!) { announcementSuggestions(id: $id, count: 5) { id } }`,
      { id: base.id },
    );
    expect(errors).toBeUndefined();
    const ids = data!.announcementSuggestions.map((a) => a.id);
    expect(ids.indexOf(near.id)).toBeLessThan(ids.indexOf(farNewest.id));
    expect(ids).not.toContain(base.id);
    const offset = await server.gql<{ announcementSuggestions: { id: string }[] }>(
      `query ($id: ID!) { announcementSuggestions(id: $id, count: 1, offset: 1) { id } }`,
      { id: base.id },
    );
    expect(offset.data!.announcementSuggestions.map((a) => a.id)).toEqual([ids[1]]);
  });

  it('lists the member’s own announcements of every status, filtered and paged', async () => {
    const owner = await createUser(server.deps);
    const token = await tokenFor(server, owner.id);
    for (const status of ['PUBLISHED', 'PENDING', 'ARCHIVED'] as const) {
      await createAnnouncement(server.deps, { userId: owner.id, status, title: `Annonce ${status}` });
    }
    const all = await server.gql<{ myAnnouncements: any }>(
      `{ myAnnouncements(count: 2) { data { status } paginatorInfo { total lastPage hasMorePages } } }`,
      {},
      { token },
    );
    expect(all.data!.myAnnouncements.paginatorInfo).toEqual({ total: 3, lastPage: 2, hasMorePages: true });
    const archived = await server.gql<{ myAnnouncements: any }>(
      `{ myAnnouncements(filter: { statuses: [ARCHIVED] }) { data { title } } }`,
      {},
      { token },
    );
    expect(archived.data!.myAnnouncements.data).toEqual([{ title: 'Annonce ARCHIVED' }]);
  });

  it('answers bad ids with BAD_USER_INPUT and unknown ones with null', async () => {
    const bad = await server.gql(DETAILS, { id: 'abc' });
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await details('99999999999999999999')).toBeNull();
    expect(await details('123456789')).toBeNull();
  });
});
