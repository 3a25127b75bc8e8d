import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_LIMITS } from '../../../shared/site/limits';
import { testEngines } from '../../test/engines';
import { startTestServer, type TestServer } from '../../test/harness';
import type { LandRef } from './lands';
import { block, documentOf, landVars, landWithEditor, OPS } from './sitebuild.test-support';
import { StaleVersionError, writeCommit } from './sites';

describe.each(testEngines)('site-build commits on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => {
    await server?.close();
  });

  const commit = (land: LandRef, token: string, build: unknown, base?: number, lang = 'fr') =>
    server.gql<{ siteBuildCommit: string }>(
      OPS.commit,
      { ...landVars(land), build, base },
      { token, headers: { 'accept-language': lang } },
    );
  const buildRows = (land: LandRef) =>
    server.deps.db
      .selectFrom('site_builds')
      .selectAll()
      .where('land_type', '=', land.launchType)
      .where('land_id', '=', land.id)
      .orderBy('id')
      .execute();
  const version = async (land: LandRef, token: string) =>
    ((await server.gql(OPS.access, landVars(land), { token })).data as any).siteBuildAccess.version as number;

  it('opens a land without a site on its template, as version 1, once', async () => {
    const { land, editor } = await landWithEditor(server);
    expect(await version(land, editor.token)).toBe(0);
    const first = await server.gql<any>(OPS.byStore, { id: land.id, draft: true }, { token: editor.token });
    expect(first.errors).toBeUndefined();
    expect(first.data.siteBuildGetByStore).toMatchObject({
      version: 1,
      saved: false,
      launchType: 'STORE',
      landId: land.id,
      publishedAt: null,
      document: { schemaVersion: 2, templateId: 'store-default' },
    });
    const again = await server.gql<any>(OPS.byStore, { id: land.id, draft: true }, { token: editor.token });
    expect(again.data.siteBuildGetByStore.id).toBe(first.data.siteBuildGetByStore.id);
    expect(await buildRows(land)).toHaveLength(1);
    expect(await version(land, editor.token)).toBe(1);
    // Nothing is published until an editor says so.
    expect((await server.gql(OPS.byStore, { id: land.id })).data).toEqual({ siteBuildGetByStore: null });
  });

  it('commits on the latest version: each commit is the next version, kept in the history', async () => {
    const { land, editor } = await landWithEditor(server, { launchType: 'MARKET' });
    // A land without a site: the first commit needs no base and makes version 1.
    const first = await commit(land, editor.token, documentOf('MARKET'));
    expect(first.errors).toBeUndefined();
    const second = await commit(
      land,
      editor.token,
      documentOf('MARKET', (d) => d.pages[0]!.blocks.push(block('Spacer'))),
      1,
    );
    expect(second.errors).toBeUndefined();
    const rows = await buildRows(land);
    expect(rows.map((row) => [row.id, row.version, row.saved, row.author_id])).toEqual([
      [first.data!.siteBuildCommit, 1, false, editor.id],
      [second.data!.siteBuildCommit, 2, false, editor.id],
    ]);
    const draft = await server.gql<any>(OPS.byMarket, { id: land.id, draft: true }, { token: editor.token });
    expect(draft.data.siteBuildGetByMarket).toMatchObject({ id: second.data!.siteBuildCommit, version: 2 });
    expect(draft.data.siteBuildGetByMarket.document.pages[0].blocks[0]).toMatchObject({
      type: 'Spacer',
      attrs: { padding: 2 },
    });
  });

  it('marks automatic saves from the document’s autoSave, and keeps the flag out of the document', async () => {
    const { land, editor } = await landWithEditor(server);
    await commit(land, editor.token, { ...documentOf('STORE'), autoSave: true });
    await commit(land, editor.token, { ...documentOf('STORE'), autoSave: false }, 1);
    const rows = await buildRows(land);
    expect(rows.map((row) => row.auto_save)).toEqual([true, false]);
    expect(rows[0]!.document).not.toHaveProperty('autoSave');
    const history = await server.gql<any>(OPS.history, landVars(land), { token: editor.token });
    expect(history.data.siteBuildGetHistory.data.map((e: any) => [e.version, e.autoSave])).toEqual([
      [2, false],
      [1, true],
    ]);
  });

  it('refuses a stale or missing base version with SITEBUILD/CONFLICT and the current version, writing nothing', async () => {
    const { land, editor } = await landWithEditor(server);
    await commit(land, editor.token, documentOf('STORE'));
    await commit(land, editor.token, documentOf('STORE'), 1);
    const before = (await buildRows(land)).length;

    const stale = await commit(land, editor.token, documentOf('STORE'), 1);
    expect(stale.data).toBeNull();
    expect(stale.errors?.[0]).toMatchObject({
      message: 'Le site a été modifié entre-temps : rechargez-le avant de l’enregistrer à nouveau.',
      extensions: { code: 'SITEBUILD/CONFLICT', currentVersion: 2 },
    });
    const missing = await commit(land, editor.token, documentOf('STORE'), undefined, 'en');
    expect(missing.errors?.[0]).toMatchObject({
      message: 'Say which version of the site this change starts from (baseVersion).',
      extensions: { code: 'SITEBUILD/CONFLICT', currentVersion: 2 },
    });
    const ahead = await commit(land, editor.token, documentOf('STORE'), 7);
    expect(ahead.errors?.[0]?.extensions).toMatchObject({ code: 'SITEBUILD/CONFLICT', currentVersion: 2 });
    expect(await buildRows(land)).toHaveLength(before);
    expect(await version(land, editor.token)).toBe(2);
  });

  it('lets exactly one of two racing commits from the same base win', async () => {
    const { land, editor } = await landWithEditor(server);
    const other = await landWithEditor(server);
    // The second editor is listed in the same store.
    await server.deps.db.insertInto('store_members').values({ store_id: land.id, user_id: other.editor.id }).execute();
    await commit(land, editor.token, documentOf('STORE'));
    const results = await Promise.all([
      commit(
        land,
        editor.token,
        documentOf('STORE', (d) => (d.theme.color = 'blue')),
        1,
      ),
      commit(
        land,
        other.editor.token,
        documentOf('STORE', (d) => (d.theme.color = 'green')),
        1,
      ),
    ]);
    const won = results.filter((result) => result.errors === undefined);
    const lost = results.filter((result) => result.errors !== undefined);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect(lost[0]!.errors?.[0]?.extensions).toMatchObject({ code: 'SITEBUILD/CONFLICT', currentVersion: 2 });
    const rows = await buildRows(land);
    expect(rows.map((row) => row.version)).toEqual([1, 2]);
    expect(rows[1]!.id).toBe(won[0]!.data!.siteBuildCommit);
  });

  it('refuses in the database the second of two writes from one base, even past the version check', async () => {
    const { land, editor } = await landWithEditor(server);
    await commit(land, editor.token, documentOf('STORE'));
    const write = () =>
      writeCommit(
        server.deps,
        land,
        1,
        { document: documentOf('STORE'), autoSave: false, authorId: editor.id },
        new Date(),
      );
    const results = await Promise.allSettled([write(), write()]);
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    const rejected = results.find((result) => result.status === 'rejected');
    expect(rejected?.reason).toBeInstanceOf(StaleVersionError);
    // The loser's build row went with its transaction.
    expect((await buildRows(land)).map((row) => row.version)).toEqual([1, 2]);
  });

  describe('refuses documents the shared validation refuses, with every problem', () => {
    const problems = async (build: unknown, options: { launchType?: 'STORE' | 'MARKET'; location?: boolean } = {}) => {
      const { land, editor } = await landWithEditor(server, options);
      const answer = await commit(land, editor.token, build);
      expect(answer.errors?.[0]).toMatchObject({
        message: "Le site ne peut pas être enregistré : une partie de son contenu n'est pas valide.",
        extensions: { code: 'SITEBUILD/INVALID_DOCUMENT' },
      });
      expect(await buildRows(land)).toHaveLength(0);
      return answer.errors![0]!.extensions!.problems as { path: string; code: string; message: string }[];
    };

    it('an unknown block, and a block outside the MARKET set', async () => {
      expect(
        await problems(documentOf('STORE', (d) => d.pages[0]!.blocks.push({ id: 'x', type: 'Marquee', attrs: {} }))),
      ).toEqual([{ path: 'pages.0.blocks.0.type', code: 'unknownBlock', message: 'Type de bloc inconnu.' }]);
      expect(
        await problems(
          documentOf('MARKET', (d) => d.pages[0]!.blocks.push(block('Social'))),
          { launchType: 'MARKET' },
        ),
      ).toEqual([
        {
          path: 'pages.0.blocks.0.type',
          code: 'blockNotAllowed',
          message: "Ce bloc n'est pas disponible pour ce type de site.",
        },
      ]);
    });

    it('blocks nested too deep, too many blocks, a document too large, an unknown version', async () => {
      let nested = block('Spacer');
      for (let depth = 0; depth < SITE_LIMITS.maxDepth; depth += 1) nested = block('SimpleGrid', { blocks: [nested] });
      const deep = await problems(documentOf('STORE', (d) => d.pages[0]!.blocks.push(nested)));
      expect(deep.map((p) => p.code)).toEqual(['tooDeep']);

      const many = await problems(
        documentOf('STORE', (d) => {
          d.pages[0]!.blocks = Array.from({ length: SITE_LIMITS.maxBlocksPerPage + 1 }, () => block('Spacer'));
        }),
      );
      expect(many).toEqual([
        { path: 'pages.0.blocks', code: 'tooManyBlocks', message: 'Trop de blocs sur cette page.' },
      ]);

      // Too large has its own code (the studio says what to do), not a content problem.
      const { land, editor } = await landWithEditor(server);
      const large = await commit(land, editor.token, {
        ...documentOf('STORE'),
        padding: 'x'.repeat(SITE_LIMITS.maxDocumentBytes),
      });
      expect(large.status).toBeLessThan(500);
      expect(large.errors?.[0]).toMatchObject({
        message:
          'Le site est trop volumineux pour être enregistré (1 Mo au plus) : retirez des blocs, des pages ou de longs textes.',
        extensions: { code: 'SITEBUILD/TOO_LARGE', maxBytes: SITE_LIMITS.maxDocumentBytes },
      });
      expect(await buildRows(land)).toHaveLength(0);

      const future = await problems({ ...documentOf('STORE'), schemaVersion: 99 });
      expect(future).toEqual([
        { path: 'schemaVersion', code: 'unknownVersion', message: 'Version de document inconnue.' },
      ]);
    });

    it('a map block when the store has no location, with the spec’s text; accepted once it has one', async () => {
      const map = () => documentOf('STORE', (d) => d.pages[0]!.blocks.push(block('Map')));
      const refused = await problems(map());
      expect(refused).toContainEqual({
        path: 'pages.0.blocks.0',
        code: 'noLocation',
        message: "L'emplacement de la boutique est inconnu.",
      });
      const { land, editor } = await landWithEditor(server, { location: true });
      expect((await commit(land, editor.token, map())).errors).toBeUndefined();
    });

    it('answers the problems in the caller’s language', async () => {
      const { land, editor } = await landWithEditor(server);
      const answer = await commit(
        land,
        editor.token,
        documentOf('STORE', (d) => d.pages[0]!.blocks.push(block('Map'))),
        undefined,
        'ar',
      );
      expect(answer.errors?.[0]?.extensions?.problems).toContainEqual(
        expect.objectContaining({ code: 'noLocation', message: 'موقع المتجر غير معروف.' }),
      );
    });
  });

  it('migrates a version 1 document (no ids, plain strings, queries by position) and accepts it', async () => {
    const { land, editor } = await landWithEditor(server);
    const v1 = {
      templateId: 'store-default',
      theme: { font: 'Default', dark: false, color: 'orange' },
      queries: [{ name: 'Nouveautés', q: '', count: 8 }],
      pages: [
        {
          title: 'Accueil',
          type: 'home',
          slug: '',
          blocks: [{ type: 'AnnouncementList', attrs: { query: 0, title: { fr: 'Nos annonces' } } }],
        },
      ],
    };
    const answer = await commit(land, editor.token, v1);
    expect(answer.errors).toBeUndefined();
    const [row] = await buildRows(land);
    const stored = row!.document as any;
    expect(row!.schema_version).toBe(2);
    expect(stored.pages[0].title).toEqual({ fr: 'Accueil', ar: 'Accueil', en: 'Accueil' });
    expect(stored.queries[0]).toMatchObject({ name: { fr: 'Nouveautés' }, count: 8, type: 'ANNOUNCEMENTS' });
    expect(stored.pages[0].blocks[0].attrs.queryId).toBe(stored.queries[0].id);
    expect(stored.pages[0].blocks[0].attrs).not.toHaveProperty('query');
  });

  it('reads an older stored document through the migrations', async () => {
    const { land, editor } = await landWithEditor(server);
    await commit(land, editor.token, documentOf('STORE'));
    await server.deps.db
      .updateTable('site_builds')
      .set({ schema_version: 1, document: JSON.stringify({ pages: [{ title: 'Vieux', type: 'home', slug: '' }] }) })
      .where('land_id', '=', land.id)
      .where('land_type', '=', 'STORE')
      .execute();
    const draft = await server.gql<any>(OPS.byStore, { id: land.id, draft: true }, { token: editor.token });
    expect(draft.errors).toBeUndefined();
    expect(draft.data.siteBuildGetByStore.document).toMatchObject({
      schemaVersion: 2,
      theme: { font: 'Default', dark: false, color: 'orange' },
      pages: [{ title: { fr: 'Vieux', ar: 'Vieux', en: 'Vieux' }, type: 'home', visible: true, blocks: [] }],
    });
  });

  it('refuses a build that is not an object, with a problem, never a crash', async () => {
    const { land, editor } = await landWithEditor(server);
    const answer = await commit(land, editor.token, 'hello');
    expect(answer.errors?.[0]?.extensions).toMatchObject({
      code: 'SITEBUILD/INVALID_DOCUMENT',
      problems: [{ path: '', code: 'invalid', message: "Cette valeur n'est pas valide." }],
    });
  });
});
