import { BLOCK_DEFINITIONS } from '../../../shared/site/blocks/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../test/engines';
import { startTestServer, type TestServer } from '../../test/harness';
import { userWithToken } from '../reactions/reactions.test-support';
import { block, builderUser, createLand, documentOf, landVars, landWithEditor, OPS } from './sitebuild.test-support';

const BASIC_CAPABILITIES = ['editor', 'home', 'theme', 'props', 'publish', 'history', 'comment', 'inline-editing'];
const FULL_CAPABILITIES = [...BASIC_CAPABILITIES, 'pages', 'design', 'blocks', 'queries'];

describe.each(testEngines)('site-builder access and plans on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => {
    await server?.close();
  });

  const access = (land: { id: string; launchType: string }, token?: string) =>
    server.gql<{ siteBuildAccess: { plan: string | null; capabilities: string[]; version: number } }>(
      OPS.access,
      landVars(land as never),
      { token },
    );
  const draft = (storeId: string, token?: string, lang = 'fr') =>
    server.gql(OPS.byStore, { id: storeId, draft: true }, { token, headers: { 'accept-language': lang } });

  it('gives the plan from the service params to a listed editor: FULL, BASIC or none', async () => {
    const full = await landWithEditor(server, { plan: 'FULL' });
    expect((await access(full.land, full.editor.token)).data?.siteBuildAccess).toEqual({
      plan: 'FULL',
      capabilities: FULL_CAPABILITIES,
      version: 0,
    });
    const basic = await landWithEditor(server, { plan: 'BASIC', launchType: 'MARKET' });
    expect((await access(basic.land, basic.editor.token)).data?.siteBuildAccess).toEqual({
      plan: 'BASIC',
      capabilities: BASIC_CAPABILITIES,
      version: 0,
    });
    const none = await landWithEditor(server, { plan: null });
    expect((await access(none.land, none.editor.token)).data?.siteBuildAccess).toEqual({
      plan: null,
      capabilities: [],
      version: 0,
    });
  });

  it('never allows import or export, not even to SUPER_ADMIN, who edits any land with FULL', async () => {
    const land = await createLand(server.deps, { plan: null });
    const admin = await userWithToken(server, { roles: ['SUPER_ADMIN'] });
    const answer = (await access(land, admin.token)).data?.siteBuildAccess;
    expect(answer?.plan).toBe('FULL');
    expect(answer?.capabilities).not.toContain('import');
    expect(answer?.capabilities).not.toContain('export');
    const opened = await draft(land.id, admin.token);
    expect(opened.errors).toBeUndefined();
  });

  it('refuses visitors, members not listed, listed members without the permission, and lands without a plan', async () => {
    const { land } = await landWithEditor(server, { plan: 'FULL' });
    expect((await draft(land.id)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await access(land)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    const stranger = await builderUser(server);
    expect((await draft(land.id, stranger.token)).errors?.[0]).toMatchObject({
      message: 'Vous ne pouvez pas modifier ce site.',
      extensions: { code: 'FORBIDDEN', reason: 'NOT_EDITOR' },
    });
    expect((await access(land, stranger.token)).data?.siteBuildAccess.plan).toBeNull();

    const unpermitted = await userWithToken(server);
    const listed = await createLand(server.deps, { plan: 'FULL', memberIds: [unpermitted.id] });
    expect((await draft(listed.id, unpermitted.token)).errors?.[0]?.extensions).toMatchObject({
      code: 'FORBIDDEN',
      reason: 'NOT_EDITOR',
    });
    expect((await access(listed, unpermitted.token)).data?.siteBuildAccess).toMatchObject({ plan: null });

    const noPlan = await landWithEditor(server, { plan: null });
    expect((await draft(noPlan.land.id, noPlan.editor.token, 'en')).errors?.[0]).toMatchObject({
      message: 'This site has no site-builder plan.',
      extensions: { code: 'FORBIDDEN', reason: 'NO_PLAN' },
    });
    // Every editor-only operation is refused the same way.
    const commit = await server.gql(
      OPS.commit,
      { ...landVars(noPlan.land), build: documentOf('STORE') },
      { token: noPlan.editor.token },
    );
    expect(commit.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const history = await server.gql(OPS.history, landVars(land), { token: stranger.token });
    expect(history.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('answers STORE/NOT_FOUND, MARKET/NOT_FOUND and BAD_USER_INPUT for lands that cannot be', async () => {
    const editor = await builderUser(server);
    expect((await draft('999999', editor.token)).errors?.[0]?.extensions?.code).toBe('STORE/NOT_FOUND');
    const market = await server.gql(OPS.byMarket, { id: '999999', draft: true }, { token: editor.token });
    expect(market.errors?.[0]).toMatchObject({
      message: "Ce marché n'existe pas.",
      extensions: { code: 'MARKET/NOT_FOUND' },
    });
    expect((await draft('abc', editor.token)).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    // A visitor asking for a public site that does not exist gets none, not an error.
    expect((await server.gql(OPS.byStore, { id: '999999' })).data).toEqual({ siteBuildGetByStore: null });
  });

  it('lets a BASIC editor change content and theme but not pages, blocks, layouts or queries', async () => {
    const { land, editor } = await landWithEditor(server, { plan: 'BASIC' });
    const head = await draft(land.id, editor.token);
    const start = (head.data as any).siteBuildGetByStore;
    expect(start.version).toBe(1);
    const commit = (build: unknown, base: number) =>
      server.gql(OPS.commit, { ...landVars(land), build, base }, { token: editor.token });

    const addPage = await commit(
      {
        ...start.document,
        pages: [...start.document.pages, { id: 'promo', title: { fr: 'Promo' }, type: 'page', slug: 'promo' }],
      },
      1,
    );
    expect(addPage.errors?.[0]).toMatchObject({
      message: 'Votre offre de création de site ne permet pas cette modification.',
      extensions: { code: 'SITEBUILD/PLAN_FORBIDS', capabilities: ['pages'] },
    });

    const withBlock = structuredClone(start.document);
    withBlock.pages[0].blocks.push(block('Text'));
    expect((await commit(withBlock, 1)).errors?.[0]?.extensions).toMatchObject({
      code: 'SITEBUILD/PLAN_FORBIDS',
      capabilities: ['blocks'],
    });

    const withQuery = {
      ...start.document,
      queries: [...start.document.queries, { id: 'promos', name: { fr: 'Promos' } }],
    };
    expect((await commit(withQuery, 1)).errors?.[0]?.extensions).toMatchObject({ capabilities: ['queries'] });

    // Content: the page's title and the theme. Accepted, as version 2.
    const edited = structuredClone(start.document);
    edited.pages[0].title.fr = 'Bienvenue chez nous';
    edited.theme = { ...edited.theme, color: '#0a7d3b', dark: true };
    const accepted = await commit(edited, 1);
    expect(accepted.errors).toBeUndefined();
    expect((await access(land, editor.token)).data?.siteBuildAccess.version).toBe(2);
  });

  it('lets a BASIC editor change the attributes of blocks already there, not their layout', async () => {
    const { land, editor } = await landWithEditor(server, { plan: 'FULL' });
    const [firstLayout, otherLayout] = BLOCK_DEFINITIONS.Menu.layouts ?? [];
    expect(otherLayout).toBeDefined();
    const withBlocks = documentOf('STORE', (document) => {
      document.pages[0]!.blocks.push(block('Spacer'), block('Menu', { layout: firstLayout }));
    });
    const first = await server.gql(OPS.commit, { ...landVars(land), build: withBlocks }, { token: editor.token });
    expect(first.errors).toBeUndefined();
    // The land falls back to BASIC.
    await server.deps.db
      .updateTable('land_service_params')
      .set({ code: 'site-builder-basic' })
      .where('land_id', '=', land.id)
      .where('land_type', '=', 'STORE')
      .execute();
    const head = (await draft(land.id, editor.token)).data as any;
    const taller = structuredClone(head.siteBuildGetByStore.document);
    taller.pages[0].blocks[0].attrs.padding = 5;
    const sent = await server.gql(OPS.commit, { ...landVars(land), build: taller, base: 1 }, { token: editor.token });
    expect(sent.errors).toBeUndefined();

    const relayout = structuredClone(taller);
    relayout.pages[0].blocks[1].layout = otherLayout;
    const refused = await server.gql(
      OPS.commit,
      { ...landVars(land), build: relayout, base: 2 },
      { token: editor.token },
    );
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'SITEBUILD/PLAN_FORBIDS', capabilities: ['design'] });
  });
});
