import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_LIMITS } from '../../../shared/site/limits';
import { testEngines } from '../../test/engines';
import { startTestServer, type TestServer } from '../../test/harness';
import { createAnnouncement } from '../announcements/announcements.test-support';
// The media module's own internals are its tests' helpers too: the cleanup and the stored picture.
import { attachMedia, ORPHAN_GRACE_MS, purgeOrphanMedia, storePicture } from '../media/media.service';
import { fetchMedia, pictureMaker, plainPng } from '../media/media.test-support';
import { block, builderUser, createLand, documentOf, landVars, landWithEditor, OPS } from './sitebuild.test-support';

type Picture = { id: string; path: string; thumbnailPath: string; width: number; height: number };
const PICTURE = 'id path thumbnailPath width height';
const LIBRARY = `query ($id: ID!, $type: LaunchType!) { landMedia(id: $id, LaunchType: $type) { ${PICTURE} } }`;
const FROM_ANNOUNCEMENTS = `query ($id: ID!, $type: LaunchType!, $first: Int) {
  landAnnouncementMedia(id: $id, LaunchType: $type, first: $first) { ${PICTURE} }
}`;
const ADD = `mutation ($id: ID!, $type: LaunchType!, $mediaIds: [ID!]!) {
  landMediaAdd(id: $id, LaunchType: $type, mediaIds: $mediaIds) { ${PICTURE} }
}`;
const REMOVE = `mutation ($id: ID!, $type: LaunchType!, $mediaId: ID!) {
  landMediaRemove(id: $id, LaunchType: $type, mediaId: $mediaId)
}`;

describe.each(testEngines)("a land's media library on %s", (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => {
    await server?.close();
  });

  const makePicture = pictureMaker({ width: 96, height: 64 });
  const picture = (userId: string) => makePicture(server.deps, userId);
  const library = async (land: { id: string; launchType: 'STORE' | 'MARKET' }, token: string) => {
    const answer = await server.gql<{ landMedia: Picture[] }>(LIBRARY, landVars(land), { token });
    expect(answer.errors).toBeUndefined();
    return answer.data!.landMedia;
  };
  const add = (land: { id: string; launchType: 'STORE' | 'MARKET' }, token: string, mediaIds: string[]) =>
    server.gql<{ landMediaAdd: Picture[] }>(ADD, { ...landVars(land), mediaIds }, { token });

  it("takes the editor's uploads, newest first, with paths a site keeps and that serve the picture", async () => {
    const { land, editor } = await landWithEditor(server);
    const first = await picture(editor.id);
    const second = await picture(editor.id);
    const added = await add(land, editor.token, [first.id, second.id]);
    expect(added.errors).toBeUndefined();
    expect(added.data?.landMediaAdd.map((media) => media.id)).toEqual([first.id, second.id]);
    const [shown] = added.data!.landMediaAdd;
    expect(shown).toMatchObject({
      path: `/media/${first.storageKey}/large.webp`,
      thumbnailPath: `/media/${first.storageKey}/small.webp`,
      width: 96,
      height: 64,
    });
    expect((await fetchMedia(server, `${server.url}${shown!.path}`)).status).toBe(200);
    expect((await library(land, editor.token)).map((media) => media.id)).toEqual([second.id, first.id]);
    // Adding again changes nothing.
    expect((await add(land, editor.token, [first.id])).data?.landMediaAdd.map((media) => media.id)).toEqual([first.id]);
    expect(await library(land, editor.token)).toHaveLength(2);
  });

  it("offers the land's announcement pictures, and adds them as rows of its own that outlive the announcement's", async () => {
    const { land, editor } = await landWithEditor(server);
    const seller = await builderUser(server);
    const announcement = await createAnnouncement(server.deps, { userId: seller.id, storeId: land.id });
    const elsewhere = await createAnnouncement(server.deps, { userId: seller.id });
    const [a, b, c] = [await picture(seller.id), await picture(seller.id), await picture(seller.id)];
    const bColour = makePicture.colours.at(-2)!;
    await attachMedia(server.deps.db, { userId: seller.id, announcementId: announcement.id, mediaIds: [a.id, b.id] });
    await attachMedia(server.deps.db, { userId: seller.id, announcementId: elsewhere.id, mediaIds: [c.id] });

    const offered = await server.gql<{ landAnnouncementMedia: Picture[] }>(
      FROM_ANNOUNCEMENTS,
      { ...landVars(land), first: 10 },
      { token: editor.token },
    );
    expect(offered.data?.landAnnouncementMedia.map((media) => media.id)).toEqual([b.id, a.id]);
    // The same photo in a second announcement of the store is offered once, by its newest row.
    const again = await createAnnouncement(server.deps, { userId: seller.id, storeId: land.id });
    const sameAsB = await storePicture(server.deps, seller.id, await plainPng(96, 64, bColour));
    await attachMedia(server.deps.db, { userId: seller.id, announcementId: again.id, mediaIds: [sameAsB.id] });
    const once = await server.gql<{ landAnnouncementMedia: Picture[] }>(FROM_ANNOUNCEMENTS, landVars(land), {
      token: editor.token,
    });
    expect(once.data?.landAnnouncementMedia.map((media) => media.id)).toEqual([sameAsB.id, a.id]);
    await attachMedia(server.deps.db, { userId: seller.id, announcementId: again.id, mediaIds: [] });

    const added = await add(land, editor.token, [a.id]);
    expect(added.errors).toBeUndefined();
    const [copy] = added.data!.landMediaAdd;
    expect(copy!.id).not.toBe(a.id);
    expect(copy!.path).toBe(`/media/${a.storageKey}/large.webp`);
    // Offered no more once in the library; the announcement still has its picture.
    const after = await server.gql<{ landAnnouncementMedia: Picture[] }>(FROM_ANNOUNCEMENTS, landVars(land), {
      token: editor.token,
    });
    expect(after.data?.landAnnouncementMedia.map((media) => media.id)).toEqual([b.id]);
    // The seller takes the picture off the announcement: the library's copy stays through the cleanup.
    await attachMedia(server.deps.db, { userId: seller.id, announcementId: announcement.id, mediaIds: [b.id] });
    server.advanceClock(ORPHAN_GRACE_MS + 60_000);
    await purgeOrphanMedia(server.deps);
    const kept = await server.deps.db
      .selectFrom('media')
      .select('id')
      .where('land_id', '=', land.id)
      .where('land_type', '=', 'STORE')
      .execute();
    expect(kept.map((row) => row.id)).toEqual([copy!.id]);
    expect((await fetchMedia(server, `${server.url}${copy!.path}`)).status).toBe(200);
  });

  it("refuses others' uploads, pictures of other lands' announcements and unknown ids, adding nothing", async () => {
    const { land, editor } = await landWithEditor(server);
    const other = await builderUser(server);
    const theirs = await picture(other.id);
    const foreign = await createAnnouncement(server.deps, { userId: other.id });
    const foreignPicture = await picture(other.id);
    await attachMedia(server.deps.db, { userId: other.id, announcementId: foreign.id, mediaIds: [foreignPicture.id] });
    const mine = await picture(editor.id);

    const refused = await add(land, editor.token, [mine.id, theirs.id, foreignPicture.id, '999999999', 'x']);
    expect(refused.errors?.[0]).toMatchObject({
      message: 'Ces images ne peuvent pas être ajoutées à la bibliothèque de ce site.',
      extensions: { code: 'BAD_USER_INPUT', invalidIds: ['x'] },
    });
    const unusable = await add(land, editor.token, [mine.id, theirs.id, foreignPicture.id, '999999999']);
    expect(unusable.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      invalidIds: [theirs.id, foreignPicture.id, '999999999'],
    });
    expect(await library(land, editor.token)).toEqual([]);
  });

  it('holds its size under 50 parallel adds: the last places go to some, the others are told it is full', async () => {
    const { land, editor } = await landWithEditor(server);
    const seed = await picture(editor.id);
    await add(land, editor.token, [seed.id]);
    // The library one short of full but for five places (rows of their own, as adds make them).
    const free = 5;
    await sql`insert into media (user_id, storage_key, mime_type, width, height, bytes, land_type, land_id, kept_by)
      select user_id, storage_key || '-filler-' || n, mime_type, width, height, bytes, land_type, land_id, kept_by
      from media, generate_series(1, ${SITE_LIMITS.maxLibraryPictures - 1 - free}) as n
      where id = ${seed.id}`.execute(server.deps.db);
    const uploads = [];
    for (let i = 0; i < 50; i += 1) uploads.push(await picture(editor.id));

    const answers = await Promise.all(uploads.map((upload) => add(land, editor.token, [upload.id])));
    const refused = answers.filter((answer) => answer.errors);
    expect(answers.length - refused.length).toBe(free);
    for (const answer of refused) {
      expect(answer.errors?.[0]).toMatchObject({
        message: `La bibliothèque de ce site est pleine (${SITE_LIMITS.maxLibraryPictures} images) : retirez-en d’abord.`,
        extensions: { code: 'SITEBUILD/LIBRARY_FULL' },
      });
    }
    expect(await library(land, editor.token)).toHaveLength(SITE_LIMITS.maxLibraryPictures);
  });

  it('is for the land\u2019s editors only', async () => {
    const { land, editor } = await landWithEditor(server);
    const mine = await picture(editor.id);
    const stranger = await builderUser(server);
    expect((await add(land, stranger.token, [mine.id])).errors?.[0]?.extensions).toMatchObject({
      code: 'FORBIDDEN',
      reason: 'NOT_EDITOR',
    });
    expect((await server.gql(LIBRARY, landVars(land), { token: stranger.token })).errors?.[0]?.extensions?.code).toBe(
      'FORBIDDEN',
    );
    expect((await server.gql(LIBRARY, landVars(land))).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const missing = await server.gql(LIBRARY, { id: '987654321', type: 'STORE' }, { token: editor.token });
    expect(missing.errors?.[0]?.extensions?.code).toBe('STORE/NOT_FOUND');
  });

  it("a market's library offers its stores' announcement pictures", async () => {
    const seller = await builderUser(server);
    const store = await createLand(server.deps, { plan: null });
    const { land: market, editor } = await landWithEditor(server, { launchType: 'MARKET', storeIds: [store.id] });
    const announcement = await createAnnouncement(server.deps, { userId: seller.id, storeId: store.id });
    const shown = await picture(seller.id);
    await attachMedia(server.deps.db, { userId: seller.id, announcementId: announcement.id, mediaIds: [shown.id] });
    const offered = await server.gql<{ landAnnouncementMedia: Picture[] }>(FROM_ANNOUNCEMENTS, landVars(market), {
      token: editor.token,
    });
    expect(offered.data?.landAnnouncementMedia.map((media) => media.id)).toEqual([shown.id]);
    expect((await add(market, editor.token, [shown.id])).errors).toBeUndefined();
  });

  it('keeps a picture any version of the site shows, and lets the cleanup take one taken out', async () => {
    const { land, editor } = await landWithEditor(server);
    const used = await picture(editor.id);
    const unused = await picture(editor.id);
    const [usedPicture] = (await add(land, editor.token, [used.id, unused.id])).data!.landMediaAdd;
    const document = documentOf('STORE', (doc) => {
      doc.pages[0]!.blocks.push(
        block('Image', {
          attrs: {
            ...block('Image').attrs,
            media: {
              ...(block('Image').attrs as { media: object }).media,
              image: { full: usedPicture!.path, thumb: usedPicture!.thumbnailPath },
            },
          },
        }),
      );
    });
    const committed = await server.gql(
      OPS.commit,
      { ...landVars(land), build: document, base: 0 },
      { token: editor.token },
    );
    expect(committed.errors).toBeUndefined();
    // A later version without it: the history still shows it, so it stays.
    await server.gql(OPS.commit, { ...landVars(land), build: documentOf('STORE'), base: 1 }, { token: editor.token });

    const inUse = await server.gql(REMOVE, { ...landVars(land), mediaId: used.id }, { token: editor.token });
    expect(inUse.errors?.[0]).toMatchObject({
      message: 'Cette image est utilisée par une version du site : remplacez-la d’abord.',
      extensions: { code: 'SITEBUILD/MEDIA_IN_USE' },
    });
    const removed = await server.gql(REMOVE, { ...landVars(land), mediaId: unused.id }, { token: editor.token });
    expect(removed.data).toEqual({ landMediaRemove: true });
    expect((await library(land, editor.token)).map((media) => media.id)).toEqual([used.id]);
    const again = await server.gql(REMOVE, { ...landVars(land), mediaId: unused.id }, { token: editor.token });
    expect(again.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    server.advanceClock(ORPHAN_GRACE_MS + 60_000);
    await purgeOrphanMedia(server.deps);
    const rows = await server.deps.db
      .selectFrom('media')
      .select('id')
      .where('id', 'in', [used.id, unused.id])
      .execute();
    expect(rows.map((row) => row.id)).toEqual([used.id]);
  });
});
