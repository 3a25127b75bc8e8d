import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_LIMITS } from '../../../shared/site/limits';
import { testEngines } from '../../test/engines';
import { startTestServer, type TestServer } from '../../test/harness';
import { userWithToken } from '../reactions/reactions.test-support';
import type { LandRef } from './lands';
import { block, createLand, documentOf, landVars, landWithEditor, OPS } from './sitebuild.test-support';

describe.each(testEngines)('publishing, history and blueprints on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => {
    await server?.close();
  });

  const commit = async (land: LandRef, token: string, build: unknown, base?: number) => {
    const answer = await server.gql<{ siteBuildCommit: string }>(
      OPS.commit,
      { ...landVars(land), build, base },
      { token },
    );
    expect(answer.errors).toBeUndefined();
    return answer.data!.siteBuildCommit;
  };
  const publish = (land: LandRef, token: string, build: string) =>
    server.gql<{ siteBuildPublish: string }>(OPS.publish, { ...landVars(land), build }, { token });
  const save = (land: LandRef, token: string, build: unknown) =>
    server.gql<{ siteBuildSave: any }>(OPS.save, { ...landVars(land), build }, { token });

  it('publishes a commit: visitors then get it for the store, and a history entry carries publishedAt', async () => {
    const { land, editor } = await landWithEditor(server, { domain: 'boutique-amina.dz' });
    const first = await commit(
      land,
      editor.token,
      documentOf('STORE', (d) => (d.theme.color = 'teal')),
    );
    const second = await commit(
      land,
      editor.token,
      documentOf('STORE', (d) => (d.theme.color = 'navy')),
      1,
    );
    const published = await publish(land, editor.token, first);
    expect(published.data).toEqual({ siteBuildPublish: first });

    const visitor = await server.gql<any>(OPS.byStore, { id: land.id });
    expect(visitor.errors).toBeUndefined();
    expect(visitor.data.siteBuildGetByStore).toMatchObject({ id: first, version: 1, saved: false });
    expect(visitor.data.siteBuildGetByStore.document.theme.color).toBe('teal');
    expect(new Date(visitor.data.siteBuildGetByStore.publishedAt).getTime()).toBeGreaterThan(0);
    // The working build moved on; the public site stays on what was published.
    const draft = await server.gql<any>(OPS.byStore, { id: land.id, draft: true }, { token: editor.token });
    expect(draft.data.siteBuildGetByStore.id).toBe(second);

    const byDomain = await server.gql<any>(OPS.byDomain, { domain: 'Boutique-Amina.DZ:443' });
    expect(byDomain.data.siteBuildGetByDomain).toEqual({ id: first, landId: land.id, launchType: 'STORE' });
    expect((await server.gql<any>(OPS.byDomain, { domain: 'not a host' })).data).toEqual({
      siteBuildGetByDomain: null,
    });
    expect((await server.gql<any>(OPS.byDomain, { domain: 'nobody.dz' })).data).toEqual({ siteBuildGetByDomain: null });

    const history = await server.gql<any>(OPS.history, landVars(land), { token: editor.token });
    const entries = history.data.siteBuildGetHistory.data;
    expect(entries.map((e: any) => e.id)).toEqual([second, first]);
    expect(entries[0].publishedAt).toBeNull();
    expect(entries[1].publishedAt).not.toBeNull();
  });

  it('hides the site of a store that is not ACTIVE, and shows a market’s', async () => {
    const { land, editor } = await landWithEditor(server);
    await publish(land, editor.token, await commit(land, editor.token, documentOf('STORE')));
    expect((await server.gql<any>(OPS.byStore, { id: land.id })).data.siteBuildGetByStore).not.toBeNull();
    await server.deps.db.updateTable('stores').set({ status: 'DISABLED' }).where('id', '=', land.id).execute();
    expect((await server.gql<any>(OPS.byStore, { id: land.id })).data).toEqual({ siteBuildGetByStore: null });
    // Its editors still work on it.
    const draft = await server.gql<any>(OPS.byStore, { id: land.id, draft: true }, { token: editor.token });
    expect(draft.errors).toBeUndefined();

    const market = await landWithEditor(server, { launchType: 'MARKET', domain: 'souk-el-fellah.dz' });
    const built = await commit(market.land, market.editor.token, documentOf('MARKET'));
    expect((await server.gql<any>(OPS.byMarket, { id: market.land.id })).data).toEqual({ siteBuildGetByMarket: null });
    await publish(market.land, market.editor.token, built);
    expect((await server.gql<any>(OPS.byMarket, { id: market.land.id })).data.siteBuildGetByMarket).toMatchObject({
      id: built,
      launchType: 'MARKET',
    });
    expect((await server.gql<any>(OPS.byDomain, { domain: 'souk-el-fellah.dz' })).data.siteBuildGetByDomain.id).toBe(
      built,
    );
  });

  it('publishes only commits of the land: a blueprint, another land’s build or an unknown id are refused', async () => {
    const { land, editor } = await landWithEditor(server);
    await commit(land, editor.token, documentOf('STORE'));
    const blueprint = (await save(land, editor.token, documentOf('STORE'))).data!.siteBuildSave.id;
    expect((await publish(land, editor.token, blueprint)).errors?.[0]).toMatchObject({
      extensions: { code: 'SITEBUILD/NOT_A_COMMIT' },
    });
    const other = await landWithEditor(server);
    const foreign = await commit(other.land, other.editor.token, documentOf('STORE'));
    expect((await publish(land, editor.token, foreign)).errors?.[0]).toMatchObject({
      message: "Cette version du site n'existe pas.",
      extensions: { code: 'NOT_FOUND' },
    });
    expect((await publish(land, editor.token, '987654321')).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await server.gql<any>(OPS.byStore, { id: land.id })).data).toEqual({ siteBuildGetByStore: null });
  });

  it('saves a blueprint and returns the whole build, outside the history', async () => {
    const { land, editor } = await landWithEditor(server);
    const document = documentOf('STORE', (d) => {
      d.pages[0]!.blocks.push(block('Products', { attrs: { ...block('Products').attrs, queryId: 'nouveautes' } }));
      d.queries.push({
        id: 'nouveautes',
        name: { fr: 'Nouveautés', ar: 'الجديد', en: 'New' },
        q: '',
        count: 8,
        type: 'ANNOUNCEMENTS',
        filter: {},
      });
    });
    const saved = await save(land, editor.token, document);
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.siteBuildSave).toMatchObject({
      version: null,
      saved: true,
      launchType: 'STORE',
      landId: land.id,
      schemaVersion: 2,
      templateId: 'store-default',
      theme: { font: 'Default', dark: false, color: 'orange' },
      headers: [],
      footers: [],
      queries: [{ id: 'nouveautes', name: { fr: 'Nouveautés' }, q: '', count: 8, type: 'ANNOUNCEMENTS', filter: {} }],
    });
    expect(saved.data!.siteBuildSave.pages[0]).toMatchObject({ slug: '', type: 'home', visible: true });
    expect(saved.data!.siteBuildSave.pages[0].blocks[0]).toMatchObject({
      type: 'Products',
      attrs: { queryId: 'nouveautes' },
    });

    const history = await server.gql<any>(OPS.history, landVars(land), { token: editor.token });
    expect(history.data.siteBuildGetHistory.paginatorInfo.total).toBe(0);
    const bad = await save(
      land,
      editor.token,
      documentOf('STORE', (d) => d.pages[0]!.blocks.push(block('Map'))),
    );
    expect(bad.errors?.[0]?.extensions?.code).toBe('SITEBUILD/INVALID_DOCUMENT');
  });

  it('names a blueprint: the name is kept trimmed and listed; too long a name is refused, nothing kept', async () => {
    const { land, editor } = await landWithEditor(server);
    const named = await server.gql<any>(
      OPS.save,
      { ...landVars(land), build: documentOf('STORE'), name: '  Soldes d’été  ' },
      { token: editor.token },
    );
    expect(named.errors).toBeUndefined();
    expect(named.data.siteBuildSave.name).toBe('Soldes d’été');
    const unnamed = await server.gql<any>(
      OPS.save,
      { ...landVars(land), build: documentOf('STORE'), name: '   ' },
      {
        token: editor.token,
      },
    );
    expect(unnamed.data.siteBuildSave.name).toBeNull();
    const tooLong = await server.gql<any>(
      OPS.save,
      { ...landVars(land), build: documentOf('STORE'), name: 'é'.repeat(SITE_LIMITS.maxBlueprintName + 1) },
      { token: editor.token, headers: { 'accept-language': 'fr' } },
    );
    expect(tooLong.errors?.[0]).toMatchObject({
      message: `Le nom d’un modèle a ${SITE_LIMITS.maxBlueprintName} caractères au plus.`,
      extensions: { code: 'BAD_USER_INPUT', argument: 'name' },
    });
    const listed = await server.gql<any>(OPS.saved, landVars(land), { token: editor.token });
    expect(listed.data.siteBuildGetSaved.data.map((entry: { name: string | null }) => entry.name)).toEqual([
      null,
      'Soldes d’été',
    ]);
  });

  it('pages the history and the blueprints, newest first, with a pageCount', async () => {
    const { land, editor } = await landWithEditor(server, { launchType: 'MARKET' });
    const commits: string[] = [];
    for (let version = 0; version < 5; version += 1) {
      commits.push(await commit(land, editor.token, documentOf('MARKET'), version === 0 ? undefined : version));
    }
    const page2 = await server.gql<any>(OPS.history, { ...landVars(land), count: 2, page: 2 }, { token: editor.token });
    expect(page2.data.siteBuildGetHistory).toMatchObject({
      data: [
        { id: commits[2], version: 3 },
        { id: commits[1], version: 2 },
      ],
      paginatorInfo: { currentPage: 2, lastPage: 3, hasMorePages: true, total: 5 },
      pageCount: 3,
    });
    const blueprints: string[] = [];
    for (let n = 0; n < 3; n += 1)
      blueprints.push((await save(land, editor.token, documentOf('MARKET'))).data!.siteBuildSave.id);
    const saved = await server.gql<any>(OPS.saved, { ...landVars(land), count: 2 }, { token: editor.token });
    expect(saved.data.siteBuildGetSaved).toMatchObject({
      data: [
        { id: blueprints[2], version: null },
        { id: blueprints[1], version: null },
      ],
      paginatorInfo: { currentPage: 1, lastPage: 2, total: 3 },
      pageCount: 2,
    });
    // Sizes are kept sane.
    const huge = await server.gql<any>(OPS.history, { ...landVars(land), count: 100000 }, { token: editor.token });
    expect(huge.data.siteBuildGetHistory.data).toHaveLength(5);
  });

  it('gets one build of the land by id for its editors; another land’s build is none', async () => {
    const { land, editor } = await landWithEditor(server);
    const id = await commit(
      land,
      editor.token,
      documentOf('STORE', (d) => (d.theme.font = 'Cairo')),
    );
    const found = await server.gql<any>(OPS.byId, { id, type: 'STORE', landId: land.id }, { token: editor.token });
    expect(found.data.siteBuildGetById).toMatchObject({ id, version: 1, document: { theme: { font: 'Cairo' } } });
    const other = await landWithEditor(server);
    const elsewhere = await server.gql<any>(
      OPS.byId,
      { id, type: 'STORE', landId: other.land.id },
      { token: other.editor.token },
    );
    expect(elsewhere.data).toEqual({ siteBuildGetById: null });
    const stranger = await userWithToken(server, { permissions: ['can_edit_sitebuild'] });
    const refused = await server.gql<any>(OPS.byId, { id, type: 'STORE', landId: land.id }, { token: stranger.token });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('selects a blueprint: a new commit on the current version copying it; history entries can be restored so too', async () => {
    const { land, editor } = await landWithEditor(server);
    const first = await commit(
      land,
      editor.token,
      documentOf('STORE', (d) => (d.theme.color = 'red')),
    );
    await commit(
      land,
      editor.token,
      documentOf('STORE', (d) => (d.theme.color = 'blue')),
      1,
    );
    const blueprint = (
      await save(
        land,
        editor.token,
        documentOf('STORE', (d) => (d.theme.color = 'purple')),
      )
    ).data!.siteBuildSave.id;

    const selected = await server.gql<any>(OPS.select, { id: blueprint, type: 'STORE' }, { token: editor.token });
    expect(selected.errors).toBeUndefined();
    expect(selected.data.siteBuildSelect).toMatchObject({
      version: 3,
      saved: false,
      document: { theme: { color: 'purple' } },
    });
    expect(selected.data.siteBuildSelect.id).not.toBe(blueprint);

    const restored = await server.gql<any>(OPS.select, { id: first, type: 'STORE' }, { token: editor.token });
    expect(restored.data.siteBuildSelect).toMatchObject({ version: 4, document: { theme: { color: 'red' } } });
    // The blueprint is still there.
    const saved = await server.gql<any>(OPS.saved, landVars(land), { token: editor.token });
    expect(saved.data.siteBuildGetSaved.data.map((e: any) => e.id)).toEqual([blueprint]);

    expect(
      (await server.gql<any>(OPS.select, { id: blueprint, type: 'MARKET' }, { token: editor.token })).errors?.[0]
        ?.extensions?.code,
    ).toBe('NOT_FOUND');
    const stranger = await userWithToken(server, { permissions: ['can_edit_sitebuild'] });
    expect(
      (await server.gql<any>(OPS.select, { id: blueprint, type: 'STORE' }, { token: stranger.token })).errors?.[0]
        ?.extensions?.code,
    ).toBe('FORBIDDEN');
  });

  it('checks a selected blueprint again: its map needs the store’s location, its structure the plan', async () => {
    const { land, editor } = await landWithEditor(server, { location: true });
    await commit(land, editor.token, documentOf('STORE'));
    const withMap = (
      await save(
        land,
        editor.token,
        documentOf('STORE', (d) => d.pages[0]!.blocks.push(block('Map'))),
      )
    ).data!.siteBuildSave.id;
    await server.deps.db.deleteFrom('store_locations').where('store_id', '=', land.id).execute();
    const refused = await server.gql<any>(OPS.select, { id: withMap, type: 'STORE' }, { token: editor.token });
    expect(refused.errors?.[0]?.extensions).toMatchObject({
      code: 'SITEBUILD/INVALID_DOCUMENT',
      problems: [expect.objectContaining({ code: 'noLocation' })],
    });

    const withSpacer = (
      await save(
        land,
        editor.token,
        documentOf('STORE', (d) => d.pages[0]!.blocks.push(block('Spacer'))),
      )
    ).data!.siteBuildSave.id;
    await server.deps.db
      .updateTable('land_service_params')
      .set({ code: 'site-builder-basic' })
      .where('land_type', '=', 'STORE')
      .where('land_id', '=', land.id)
      .execute();
    const basic = await server.gql<any>(OPS.select, { id: withSpacer, type: 'STORE' }, { token: editor.token });
    expect(basic.errors?.[0]?.extensions).toMatchObject({ code: 'SITEBUILD/PLAN_FORBIDS', capabilities: ['blocks'] });
  });

  it('deletes blueprints only: history entries are kept', async () => {
    const { land, editor } = await landWithEditor(server);
    const entry = await commit(land, editor.token, documentOf('STORE'));
    const blueprint = (await save(land, editor.token, documentOf('STORE'))).data!.siteBuildSave.id;
    const deleted = await server.gql<any>(OPS.delete, { id: blueprint, type: 'STORE' }, { token: editor.token });
    expect(deleted.data).toEqual({ siteBuildDelete: true });
    const again = await server.gql<any>(OPS.delete, { id: blueprint, type: 'STORE' }, { token: editor.token });
    expect(again.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const history = await server.gql<any>(
      OPS.delete,
      { id: entry, type: 'STORE' },
      { token: editor.token, headers: { 'accept-language': 'en' } },
    );
    expect(history.errors?.[0]).toMatchObject({
      message: 'Only blueprints can be deleted: the history is kept.',
      extensions: { code: 'SITEBUILD/NOT_A_BLUEPRINT' },
    });
    const rows = await server.deps.db.selectFrom('site_builds').select('id').where('land_id', '=', land.id).execute();
    expect(rows.map((row) => row.id)).toEqual([entry]);
  });

  it('keeps at most maxBlueprints blueprints per land', async () => {
    const { land, editor } = await landWithEditor(server, { launchType: 'MARKET' });
    await server.deps.db
      .insertInto('site_builds')
      .values(
        Array.from({ length: SITE_LIMITS.maxBlueprints }, () => ({
          land_type: 'MARKET' as const,
          land_id: land.id,
          document: JSON.stringify(documentOf('MARKET')),
          schema_version: 2,
          version: null,
          saved: true,
          template_id: null,
          screenshot_url: null,
          author_id: editor.id,
          created_at: new Date(),
        })),
      )
      .execute();
    const refused = await save(land, editor.token, documentOf('MARKET'));
    expect(refused.errors?.[0]?.extensions).toMatchObject({
      code: 'SITEBUILD/TOO_MANY_BLUEPRINTS',
      max: SITE_LIMITS.maxBlueprints,
    });
  });

  it('lets SUPER_ADMIN publish on any land', async () => {
    const land = await createLand(server.deps, { plan: null });
    const admin = await userWithToken(server, { roles: ['SUPER_ADMIN'] });
    const id = await commit(land, admin.token, documentOf('STORE'));
    expect((await publish(land, admin.token, id)).data).toEqual({ siteBuildPublish: id });
  });
});
