import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MediaSize } from '../../../shared/domain/announcements';
import type { Context } from '../../graphql/context';
import { allow, anyone } from '../../graphql/permissions';
import { testEngines } from '../../test/engines';
import { createUser } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/harness';
import { loadAnnouncementsByIds } from '../announcements/announcements.mappers';
import { createAnnouncement } from '../announcements/announcements.test-support';
import { modules } from '../index';
import type { ServerModule } from '../module';
import { attachMedia, storePicture } from './media.service';
import { plainPng } from './media.test-support';

/**
 * A list of announcements loaded the way search and suggestions load theirs (ids, then
 * `loadAnnouncementsByIds` with the list's mediaSize), so the picture fields can be tested
 * before and apart from those queries.
 */
const listModule: ServerModule = {
  name: 'media-test-list',
  typeDefs: 'extend type Query { mediaTestList(ids: [ID!]!, mediaSize: MediaSize): [Announcement!]! }',
  resolvers: {
    Query: {
      mediaTestList: allow(anyone, (_parent, args: { ids: string[]; mediaSize?: MediaSize | null }, ctx: Context) =>
        loadAnnouncementsByIds(ctx.deps.db, args.ids, args.mediaSize ?? undefined),
      ),
    },
  } as ServerModule['resolvers'],
};

const LIST = `query ($ids: [ID!]!, $mediaSize: MediaSize) {
  mediaTestList(ids: $ids, mediaSize: $mediaSize) {
    id
    defaultMedia { id mediaUrl thumbnail mimeType width height }
    large: defaultMedia(size: LARGE) { mediaUrl }
    medias { id mediaUrl thumbnail }
    small: medias(size: SMALL) { mediaUrl }
  }
}`;

interface ListAnswer {
  mediaTestList: {
    id: string;
    defaultMedia: {
      id: string;
      mediaUrl: string;
      thumbnail: string;
      mimeType: string;
      width: number;
      height: number;
    } | null;
    large: { mediaUrl: string } | null;
    medias: { id: string; mediaUrl: string; thumbnail: string }[];
    small: { mediaUrl: string }[];
  }[];
}

const url = (key: string, size: string) => `http://souk.test/media/${key}/${size}.webp`;

describe.each(testEngines)('Announcement.defaultMedia and medias (%s)', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    modules.push(listModule);
    server = await startTestServer(engine);
  });
  afterAll(async () => {
    modules.splice(modules.indexOf(listModule), 1);
    await server?.close();
  });

  /** Announcements with 3, 1 and 0 pictures, plus more with 2 each when asked. */
  async function fixture(extra = 0) {
    const user = await createUser(server.deps);
    const pictures = [];
    for (const [i, colour] of ['#aa0000', '#00aa00', '#0000aa', '#aaaa00'].entries()) {
      pictures.push(await storePicture(server.deps, user.id, await plainPng(800 + i, 600, colour)));
    }
    const [p1, p2, p3, p4] = pictures as [
      (typeof pictures)[0],
      (typeof pictures)[0],
      (typeof pictures)[0],
      (typeof pictures)[0],
    ];
    const three = await createAnnouncement(server.deps, { userId: user.id });
    const one = await createAnnouncement(server.deps, { userId: user.id });
    const none = await createAnnouncement(server.deps, { userId: user.id });
    await attachMedia(server.deps.db, { userId: user.id, announcementId: three.id, mediaIds: [p3.id, p1.id, p2.id] });
    await attachMedia(server.deps.db, { userId: user.id, announcementId: one.id, mediaIds: [p4.id] });
    const more: string[] = [];
    for (let i = 0; i < extra; i += 1) {
      const announcement = await createAnnouncement(server.deps, { userId: user.id });
      const a = await storePicture(server.deps, user.id, await plainPng(100 + i, 100, '#101010'));
      const b = await storePicture(server.deps, user.id, await plainPng(100 + i, 101, '#202020'));
      await attachMedia(server.deps.db, { userId: user.id, announcementId: announcement.id, mediaIds: [a.id, b.id] });
      more.push(announcement.id);
    }
    return { p1, p2, p3, p4, three, one, none, more };
  }

  it('serves the default picture and every picture in order, at MEDIUM unless asked otherwise', async () => {
    const { p1, p2, p3, p4, three, one, none } = await fixture();
    const result = await server.gql<ListAnswer>(LIST, { ids: [three.id, one.id, none.id] });
    expect(result.errors).toBeUndefined();
    const [first, second, third] = result.data!.mediaTestList;

    expect(first!.defaultMedia).toEqual({
      id: p3.id,
      mediaUrl: url(p3.storageKey, 'medium'),
      thumbnail: url(p3.storageKey, 'small'),
      mimeType: 'image/webp',
      width: p3.width,
      height: p3.height,
    });
    expect(first!.large).toEqual({ mediaUrl: url(p3.storageKey, 'large') });
    expect(first!.medias).toEqual(
      [p3, p1, p2].map((p) => ({
        id: p.id,
        mediaUrl: url(p.storageKey, 'medium'),
        thumbnail: url(p.storageKey, 'small'),
      })),
    );
    expect(first!.small).toEqual([p3, p1, p2].map((p) => ({ mediaUrl: url(p.storageKey, 'small') })));

    expect(second!.defaultMedia?.id).toBe(p4.id);
    expect(second!.medias.map((m) => m.id)).toEqual([p4.id]);

    expect(third).toEqual({ id: none.id, defaultMedia: null, large: null, medias: [], small: [] });
  });

  it("follows the size the list asked for (search's mediaSize) when the field names none", async () => {
    const { p1, p3, three } = await fixture();
    const result = await server.gql<ListAnswer>(LIST, { ids: [three.id], mediaSize: 'SMALL' });
    const [first] = result.data!.mediaTestList;
    expect(first!.defaultMedia?.mediaUrl).toBe(url(p3.storageKey, 'small'));
    // The field's own argument wins over the list's.
    expect(first!.large?.mediaUrl).toBe(url(p3.storageKey, 'large'));
    expect(first!.medias[1]?.mediaUrl).toBe(url(p1.storageKey, 'small'));

    const original = await server.gql<ListAnswer>(LIST, { ids: [three.id], mediaSize: 'ORIGINAL' });
    expect(original.data!.mediaTestList[0]!.defaultMedia?.mediaUrl).toBe(url(p3.storageKey, 'original'));
  });

  it('asks the database once per field for a whole page, however many announcements it holds', async () => {
    const small = await fixture();
    const big = await fixture(6);
    const spy = vi.spyOn(server.deps.db, 'selectFrom');
    const mediaQueries = () =>
      spy.mock.calls.filter(([table]) => typeof table === 'string' && table.startsWith('media')).length;
    try {
      const few = await server.gql<ListAnswer>(LIST, { ids: [small.three.id, small.one.id] });
      expect(few.errors).toBeUndefined();
      const forFew = mediaQueries();
      spy.mockClear();

      const ids = [big.three.id, big.one.id, big.none.id, ...big.more];
      const many = await server.gql<ListAnswer>(LIST, { ids });
      expect(many.errors).toBeUndefined();
      expect(many.data!.mediaTestList.map((a) => a.medias.length)).toEqual([3, 1, 0, 2, 2, 2, 2, 2, 2]);
      // defaultMedia (both aliases) and medias (both aliases): at most one query each.
      expect(mediaQueries()).toBeLessThanOrEqual(2);
      expect(mediaQueries()).toBe(forFew);
    } finally {
      spy.mockRestore();
    }
  });

  it('shows no default picture that is no longer one of the announcement’s', async () => {
    const { three, p4 } = await fixture();
    // A stale pointer (to another announcement's picture) must not leak that picture.
    await server.deps.db
      .updateTable('announcements')
      .set({ default_media_id: p4.id })
      .where('id', '=', three.id)
      .execute();
    const result = await server.gql<ListAnswer>(LIST, { ids: [three.id] });
    expect(result.data!.mediaTestList[0]!.defaultMedia).toBeNull();
  });
});
