/* eslint-disable @typescript-eslint/no-restricted-imports -- the form is tested against the real server (its harness and factories). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { TEST_CATEGORIES, TEST_CITIES } from '../../../server/modules/announcements/announcements.test-support';
import { plainPng } from '../../../server/modules/media/media.test-support';
import { createTestStore } from '../../../server/modules/stores/stores.test-support';
import { createUser } from '../../../server/test/factories';
import { startTestServer, type TestServer } from '../../../server/test/harness';
import { ApiError, createStudioClient, type StudioConnection, StudioSession } from '../kernel';
import { memoryTokenStore } from '../platform/memory-tokens.test-support';
import type { FormApi } from '../../../shared/announcement-form/api';
import { createAnnouncementForm, type AnnouncementFormStore } from '../../../shared/announcement-form/store';
import { choicesOf, shownSpecifications } from '../../../shared/announcement-form/values';
import { formApi } from './form-api';

const VEHICLES = String(TEST_CATEGORIES.vehiclesGroup);
const CARS = String(TEST_CATEGORIES.cars);

describe('the studio publishing form against the real server', () => {
  let server: TestServer;
  let storeId: string;
  let api: FormApi;
  const connections: StudioConnection[] = [];

  beforeAll(async () => {
    server = await startTestServer('pglite');
    const owner = await createUser(server.deps);
    storeId = (await createTestStore(server.deps, { ownerId: owner.id })).id;
    const session = new StudioSession(memoryTokenStore(), server.url);
    await session.signIn(owner.username!, owner.password);
    const connection = createStudioClient(session, { webSocketImpl: WebSocket });
    connections.push(connection);
    api = formApi(connection.client, session, server.url, () => 'fr');
  });
  afterAll(async () => {
    connections.forEach((connection) => connection.dispose());
    await server?.close();
  });

  const form = (announcementId?: string): AnnouncementFormStore =>
    createAnnouncementForm(api, {
      storeId,
      announcementId,
      locale: () => 'fr',
      failureOf: (error) => ApiError.from(error),
    });

  /** A new form with the cars category taken through the picker (Véhicules, then Voitures). */
  async function carForm() {
    const store = form();
    await store.getState().start();
    await store.getState().chooseCategory(0, VEHICLES);
    expect(store.getState().category).toBeNull();
    const carsLevel = store.getState().levels[1]!;
    expect(carsLevel.options.map((option) => option.id)).toContain(CARS);
    // While the category is read, the form says so (a form in steps waits before going on).
    const choosing = store.getState().chooseCategory(1, CARS);
    expect(store.getState().categoryLoading).toBe(true);
    await choosing;
    expect(store.getState().categoryLoading).toBe(false);
    const category = store.getState().category!;
    expect(category.id).toBe(CARS);
    return { store, category };
  }

  it('offers a make’s models only, drops the model when the make changes, and asks the required specifications', async () => {
    const { store, category } = await carForm();
    const shown = () => shownSpecifications(category, store.getState().values.specs).map((s) => s.specification);
    const modelSpec = shown().find((spec) => spec.dependsOn !== null)!;
    const makeSpec = shown().find((spec) => spec.codename === modelSpec.dependsOn)!;
    const [firstMake, secondMake] = choicesOf(makeSpec, {});
    store.getState().setSpec(makeSpec.codename, [firstMake!.codename]);
    const models = choicesOf(modelSpec, store.getState().values.specs);
    expect(models.length).toBeGreaterThan(0);
    expect(models.every((model) => model.parentCodename === null || model.parentCodename === firstMake!.codename)).toBe(
      true,
    );
    const ownModel = models.find((model) => model.parentCodename === firstMake!.codename)!;
    store.getState().setSpec(modelSpec.codename, [ownModel.codename]);
    expect(store.getState().values.specs[modelSpec.codename]).toEqual([ownModel.codename]);
    store.getState().setSpec(makeSpec.codename, [secondMake!.codename]);
    expect(store.getState().values.specs[modelSpec.codename]).toBeUndefined();

    store.getState().set('title', 'Golf 7 à vendre');
    expect(await store.getState().submit()).toBe(false);
    const errors = store.getState().errors;
    expect(errors[`specs.${modelSpec.codename}`]).toBe('Ce champ est obligatoire !');
    expect(errors.cityIds).toBeDefined();
    expect(errors.description).toBeDefined();
    expect(store.getState().values.title).toBe('Golf 7 à vendre');
  });

  it('creates a store announcement with its specifications and an uploaded picture, and edits it without losing a field', async () => {
    const { store, category } = await carForm();
    const state = () => store.getState();
    for (const { specification } of shownSpecifications(category, state().values.specs)) {
      if (!specification.isRequired) continue;
      if (specification.type === 'SELECT' || specification.type === 'MULTI_SELECT') {
        state().setSpec(specification.codename, [choicesOf(specification, state().values.specs)[0]!.codename]);
      }
    }
    // Required ones may appear once a parent is chosen (the model after the make): fill until none is left.
    for (const { specification } of shownSpecifications(category, state().values.specs)) {
      if (!specification.isRequired || state().values.specs[specification.codename]) continue;
      if (specification.type === 'SELECT' || specification.type === 'MULTI_SELECT') {
        state().setSpec(specification.codename, [choicesOf(specification, state().values.specs)[0]!.codename]);
      } else if (specification.type === 'YEAR') state().setSpec(specification.codename, ['2019']);
      else state().setSpec(specification.codename, ['84000']);
    }
    state().set('title', 'Renault Clio 4 diesel');
    state().set('description', 'Première main, carnet d’entretien à jour.');
    state().set('price', '185,5');
    state().set('priceUnit', 'MILLION');
    state().addCity({ id: String(TEST_CITIES.babEzzouar), name: 'Bab Ezzouar', regionName: 'Alger' });
    state().setPhone(0, { phone: '0550123456', hasWhatsapp: true });
    const png = await plainPng(800, 600);
    await state().addPictures([new File([new Uint8Array(png)], 'clio.png', { type: 'image/png' })]);
    expect(state().values.pictures).toHaveLength(1);
    await state().addPictures([
      new File([new Uint8Array(await plainPng(640, 480, '#aa3355'))], 'back.png', { type: 'image/png' }),
    ]);
    const [front, back] = state().values.pictures;
    state().movePicture(back!.id, -1);
    expect(state().values.pictures.map((p) => p.id)).toEqual([back!.id, front!.id]);

    expect(await state().submit()).toBe(true);
    const saved = state().saved!;
    expect(saved.status).toBe('PENDING');
    const row = await server.deps.db
      .selectFrom('announcements')
      .select(['store_id', 'price', 'category_id'])
      .where('id', '=', saved.id)
      .executeTakeFirstOrThrow();
    expect(row.store_id).toBe(storeId);
    expect(Number(row.price)).toBe(1_855_000);

    const editing = form(saved.id);
    await editing.getState().start();
    const loaded = editing.getState();
    expect(loaded.phase).toBe('ready');
    expect(loaded.levels.map((level) => level.chosen)).toEqual([VEHICLES, CARS]);
    expect(loaded.values.specs).toEqual(state().values.specs);
    expect(loaded.values.price).toBe('185.5');
    expect(loaded.values.pictures.map((p) => p.id)).toEqual([back!.id, front!.id]);
    expect(loaded.values.phones).toEqual([
      { phone: '0550123456', hasViber: false, hasWhatsapp: true, hasTelegram: false },
    ]);
    expect(loaded.values.cities.map((city) => city.id)).toEqual([String(TEST_CITIES.babEzzouar)]);

    editing.getState().set('title', 'Renault Clio 4 diesel, prix en baisse');
    expect(await editing.getState().submit()).toBe(true);
    const again = form(saved.id);
    await again.getState().start();
    expect(again.getState().values).toEqual({ ...loaded.values, title: 'Renault Clio 4 diesel, prix en baisse' });
  });

  it('keeps what was typed when the server refuses a value, and says which field', async () => {
    const { store, category } = await carForm();
    const state = () => store.getState();
    const numberSpec = shownSpecifications(category, {}).find(({ specification }) => specification.type === 'NUMBER');
    for (const { specification } of shownSpecifications(category, state().values.specs)) {
      if (specification.type === 'SELECT') {
        state().setSpec(specification.codename, [choicesOf(specification, state().values.specs)[0]!.codename]);
      }
    }
    for (const { specification } of shownSpecifications(category, state().values.specs)) {
      if (!specification.isRequired || state().values.specs[specification.codename]) continue;
      if (specification.type === 'SELECT') {
        state().setSpec(specification.codename, [choicesOf(specification, state().values.specs)[0]!.codename]);
      } else if (specification.type === 'YEAR') state().setSpec(specification.codename, ['2015']);
      else state().setSpec(specification.codename, ['1000']);
    }
    // A mileage that is not a number: only the server checks specification values against the catalog.
    state().setSpec(numberSpec!.specification.codename, ['beaucoup']);
    state().set('title', 'Volkswagen Polo');
    state().set('description', 'Bon état général.');
    state().set('price', '120');
    state().set('priceUnit', 'MILLION');
    state().addCity({ id: String(TEST_CITIES.birElDjir), name: 'Bir El Djir', regionName: 'Oran' });
    expect(await state().submit()).toBe(false);
    expect(state().notice?.code).toBe('ANNOUNCEMENT/FORM_VALIDATION_ERROR');
    expect(state().errors[`specs.${numberSpec!.specification.codename}`]).toBeTruthy();
    expect(state().values.title).toBe('Volkswagen Polo');
    expect(state().phase).toBe('ready');
  });

  it('says why an upload was refused and keeps the pictures already there', async () => {
    const store = form();
    await store.getState().start();
    await store
      .getState()
      .addPictures([new File([new TextEncoder().encode('not a picture')], 'notes.txt', { type: 'text/plain' })]);
    expect(store.getState().errors.mediaIds).toBeTruthy();
    expect(store.getState().values.pictures).toEqual([]);
  });

  it('refuses to open an announcement the user may not edit', async () => {
    const store = form('999999999');
    await store.getState().start();
    expect(store.getState().phase).toBe('failed');
    expect(store.getState().notice?.code).toBe('NOT_FOUND');
  });
});
