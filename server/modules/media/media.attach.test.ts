import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../test/engines';
import { createUser } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/harness';
import { createAnnouncement } from '../announcements/announcements.test-support';
import { fetchMedia, pictureMaker, plainPng } from './media.test-support';
import { mediaStorageFor } from './open-storage';
import { attachMedia, ORPHAN_GRACE_MS, purgeOrphanMedia, storePicture } from './media.service';

describe.each(testEngines)('attaching pictures and cleaning orphans (%s)', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => {
    await server?.close();
  });

  /** A fresh, distinct picture stored for a user. */
  const makePicture = pictureMaker();
  const picture = (userId: string, on: TestServer = server) => makePicture(on.deps, userId);

  const mediaRows = (ids: string[], on: TestServer = server) =>
    on.deps.db
      .selectFrom('media')
      .select(['id', 'announcement_id', 'rank'])
      .where('id', 'in', ids)
      .orderBy('id')
      .execute();

  const announcementMedia = (id: string) =>
    server.deps.db
      .selectFrom('announcements')
      .select(['default_media_id', 'media_count'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  describe('attachMedia', () => {
    it('attaches pictures in the given order and sets the default picture and the count', async () => {
      const user = await createUser(server.deps);
      const announcement = await createAnnouncement(server.deps, { userId: user.id });
      const [a, b, c] = [await picture(user.id), await picture(user.id), await picture(user.id)];

      expect(
        await attachMedia(server.deps.db, {
          userId: user.id,
          announcementId: announcement.id,
          mediaIds: [c.id, a.id, b.id],
        }),
      ).toEqual({ ok: true });
      expect(await mediaRows([a.id, b.id, c.id])).toEqual([
        { id: a.id, announcement_id: announcement.id, rank: 1 },
        { id: b.id, announcement_id: announcement.id, rank: 2 },
        { id: c.id, announcement_id: announcement.id, rank: 0 },
      ]);
      expect(await announcementMedia(announcement.id)).toEqual({ default_media_id: c.id, media_count: 3 });
    });

    it('reorders, and detaches the pictures left out (they become orphans)', async () => {
      const user = await createUser(server.deps);
      const announcement = await createAnnouncement(server.deps, { userId: user.id });
      const [a, b, c, d] = [
        await picture(user.id),
        await picture(user.id),
        await picture(user.id),
        await picture(user.id),
      ];
      const input = { userId: user.id, announcementId: announcement.id };
      await attachMedia(server.deps.db, { ...input, mediaIds: [a.id, b.id, c.id] });

      expect(await attachMedia(server.deps.db, { ...input, mediaIds: [d.id, b.id] })).toEqual({ ok: true });
      expect(await mediaRows([a.id, b.id, c.id, d.id])).toEqual([
        { id: a.id, announcement_id: null, rank: 0 },
        { id: b.id, announcement_id: announcement.id, rank: 1 },
        { id: c.id, announcement_id: null, rank: 0 },
        { id: d.id, announcement_id: announcement.id, rank: 0 },
      ]);
      expect(await announcementMedia(announcement.id)).toEqual({ default_media_id: d.id, media_count: 2 });

      // An empty list takes every picture away.
      expect(await attachMedia(server.deps.db, { ...input, mediaIds: [] })).toEqual({ ok: true });
      expect((await mediaRows([b.id, d.id])).map((row) => row.announcement_id)).toEqual([null, null]);
      expect(await announcementMedia(announcement.id)).toEqual({ default_media_id: null, media_count: 0 });
    });

    it("refuses others' pictures, pictures of another announcement, unknown, malformed and repeated ids, changing nothing", async () => {
      const owner = await createUser(server.deps);
      const stranger = await createUser(server.deps);
      const announcement = await createAnnouncement(server.deps, { userId: owner.id });
      const other = await createAnnouncement(server.deps, { userId: owner.id });
      const [kept, free, onOther, strangers] = [
        await picture(owner.id),
        await picture(owner.id),
        await picture(owner.id),
        await picture(stranger.id),
      ];
      await attachMedia(server.deps.db, { userId: owner.id, announcementId: announcement.id, mediaIds: [kept.id] });
      await attachMedia(server.deps.db, { userId: owner.id, announcementId: other.id, mediaIds: [onOther.id] });
      const before = await mediaRows([kept.id, free.id, onOther.id, strangers.id]);

      const cases: [string[], string[]][] = [
        [[free.id, strangers.id], [strangers.id]],
        [[onOther.id, free.id], [onOther.id]],
        [[free.id, '999999999'], ['999999999']],
        [
          ['abc', free.id, '-1', '1e3', ''],
          ['abc', '-1', '1e3', ''],
        ],
        [[free.id, kept.id, free.id], [free.id]],
      ];
      for (const [mediaIds, invalidIds] of cases) {
        const result = await attachMedia(server.deps.db, {
          userId: owner.id,
          announcementId: announcement.id,
          mediaIds,
        });
        expect(result, mediaIds.join()).toEqual({ ok: false, invalidIds });
      }
      expect(await mediaRows([kept.id, free.id, onOther.id, strangers.id])).toEqual(before);
      expect(await announcementMedia(announcement.id)).toEqual({ default_media_id: kept.id, media_count: 1 });
    });

    it("runs inside the caller's transaction and is undone with it", async () => {
      const user = await createUser(server.deps);
      const announcement = await createAnnouncement(server.deps, { userId: user.id });
      const a = await picture(user.id);
      await expect(
        server.deps.db.transaction().execute(async (trx) => {
          const result = await attachMedia(trx, { userId: user.id, announcementId: announcement.id, mediaIds: [a.id] });
          expect(result).toEqual({ ok: true });
          throw new Error('the announcement failed to save');
        }),
      ).rejects.toThrow('the announcement failed to save');
      expect(await mediaRows([a.id])).toEqual([{ id: a.id, announcement_id: null, rank: 0 }]);
      expect(await announcementMedia(announcement.id)).toEqual({ default_media_id: null, media_count: 0 });
    });
  });

  describe('storage', () => {
    it('writes the files again when a row exists but the storage lost them', async () => {
      const user = await createUser(server.deps);
      const bytes = await plainPng(90, 70, '#5a5a5a');
      const first = await storePicture(server.deps, user.id, bytes);
      const storage = await mediaStorageFor(server.deps.config);
      await storage.remove(first.storageKey);
      expect(await storage.exists(first.storageKey, 'SMALL')).toBe(false);
      const second = await storePicture(server.deps, user.id, bytes);
      expect(second).toMatchObject({ storageKey: first.storageKey, width: 90, height: 70 });
      for (const size of ['ORIGINAL', 'LARGE', 'MEDIUM', 'SMALL'] as const) {
        expect(await storage.exists(first.storageKey, size)).toBe(true);
      }
    });
  });

  describe('purgeOrphanMedia', () => {
    // A server of its own: the counts the cleanup returns are this test's alone.
    let own: TestServer;
    beforeAll(async () => {
      own = await startTestServer(engine);
    });
    afterAll(async () => {
      await own?.close();
    });

    it('deletes pictures unattached for a day, and their files unless another row shares them', async () => {
      const user = await createUser(own.deps);
      const announcement = await createAnnouncement(own.deps, { userId: user.id });
      const sharedBytes = await plainPng(80, 60, '#0f0f0f');
      const used = await storePicture(own.deps, user.id, sharedBytes);
      const sameAsUsed = await storePicture(own.deps, user.id, sharedBytes);
      const lonelyBytes = await plainPng(80, 60, '#a0a0a0');
      const lonely = await storePicture(own.deps, user.id, lonelyBytes);
      const detached = await picture(user.id, own);
      await attachMedia(own.deps.db, {
        userId: user.id,
        announcementId: announcement.id,
        mediaIds: [used.id, detached.id],
      });
      await attachMedia(own.deps.db, { userId: user.id, announcementId: announcement.id, mediaIds: [used.id] });
      const url = (key: string) => `http://souk.test/media/${key}/small.webp`;

      // Within the grace period nothing goes.
      own.advanceClock(ORPHAN_GRACE_MS - 60_000);
      const early = await purgeOrphanMedia(own.deps);
      expect(await mediaRows([used.id, sameAsUsed.id, lonely.id, detached.id], own)).toHaveLength(4);
      expect(early.mediaDeleted).toBe(0);

      own.advanceClock(2 * 60_000);
      const recent = await picture(user.id, own);
      const result = await purgeOrphanMedia(own.deps);
      expect(result).toEqual({ mediaDeleted: 3, filesDeleted: 2 });
      expect(
        (await mediaRows([used.id, sameAsUsed.id, lonely.id, detached.id, recent.id], own)).map((r) => r.id),
      ).toEqual([used.id, recent.id]);
      // The shared files stay for the attached row; the others are gone.
      expect((await fetchMedia(own, url(used.storageKey))).status).toBe(200);
      expect((await fetchMedia(own, url(lonely.storageKey))).status).toBe(404);
      expect((await fetchMedia(own, url(detached.storageKey))).status).toBe(404);
      expect((await fetchMedia(own, url(recent.storageKey))).status).toBe(200);

      // The same picture uploaded again after its files went is stored afresh.
      const lonelyAgain = await storePicture(own.deps, user.id, lonelyBytes);
      expect(lonelyAgain.storageKey).toBe(lonely.storageKey);
      expect((await fetchMedia(own, url(lonely.storageKey))).status).toBe(200);
    });
  });
});
