import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MEDIA_LIMITS } from '../../../shared/domain/announcements';
import { testEngines } from '../../test/engines';
import { createUser } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/harness';
import { tokenFor } from '../users/users.test-support';
import {
  CAMERA_MARKER,
  GPS_MARKER,
  dimensionsOf,
  fetchMedia,
  phoneJpeg,
  plainPng,
  upload,
  type MediaAnswer,
} from './media.test-support';
import { mediaStorageFor } from './open-storage';
import { storePicture } from './media.service';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const SIZES = ['original', 'large', 'medium', 'small'] as const;

/** The RGB of one pixel. */
async function pixelAt(bytes: Buffer, x: number, y: number): Promise<[number, number, number]> {
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  const offset = (y * info.width + x) * info.channels;
  return [data[offset]!, data[offset + 1]!, data[offset + 2]!];
}

function errorOf(answer: MediaAnswer): { code: string; message: string } {
  expect(answer.body?.errors, JSON.stringify(answer.body)).toHaveLength(1);
  return answer.body.errors[0];
}

describe.each(testEngines)('POST /media and GET /media/:key/:size.webp (%s)', (engine) => {
  let server: TestServer;
  let token: string;
  let userId: string;

  beforeAll(async () => {
    server = await startTestServer(engine);
    const user = await createUser(server.deps);
    userId = user.id;
    token = await tokenFor(server, user.id);
  });
  afterAll(async () => {
    await server?.close();
  });

  /** Media rows of a user, oldest first. */
  const rowsOf = (id: string) =>
    server.deps.db.selectFrom('media').selectAll().where('user_id', '=', id).orderBy('id').execute();

  describe('uploads', () => {
    it('stores a phone photo upright in every size, named by its digest, and answers 201', async () => {
      // Stored 3000 × 2000 with orientation 6: upright it is 2000 × 3000.
      const photo = await phoneJpeg(3000, 2000);
      const answer = await upload(server, [{ bytes: photo, name: 'IMG_0042.JPG' }], { token });
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      const key = sha256(photo);
      const [picture] = answer.body.data;
      expect(answer.body.data).toHaveLength(1);
      expect(picture).toEqual({
        id: expect.stringMatching(/^\d+$/),
        mediaUrl: `http://souk.test/media/${key}/medium.webp`,
        thumbnail: `http://souk.test/media/${key}/small.webp`,
        mimeType: 'image/webp',
        width: 1365,
        height: 2048,
      });

      const expected = {
        original: { width: 1365, height: 2048 },
        large: { width: 853, height: 1280 },
        medium: { width: 427, height: 640 },
        small: { width: 240, height: 360 },
      };
      for (const size of SIZES) {
        const file = await fetchMedia(server, `http://souk.test/media/${key}/${size}.webp`);
        expect(file.status).toBe(200);
        expect((await sharp(file.bytes).metadata()).format).toBe('webp');
        expect(await dimensionsOf(file.bytes)).toEqual(expected[size]);
      }
      // Turned a quarter clockwise: the stored top (red) is now on the right, the bottom (blue) on the left.
      const small = await fetchMedia(server, `http://souk.test/media/${key}/small.webp`);
      const [leftR, , leftB] = await pixelAt(small.bytes, 20, 180);
      const [rightR, , rightB] = await pixelAt(small.bytes, 220, 180);
      expect(leftB).toBeGreaterThan(200);
      expect(leftR).toBeLessThan(60);
      expect(rightR).toBeGreaterThan(200);
      expect(rightB).toBeLessThan(60);

      const row = await server.deps.db
        .selectFrom('media')
        .selectAll()
        .where('id', '=', picture.id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        user_id: userId,
        announcement_id: null,
        storage_key: key,
        mime_type: 'image/webp',
        width: 1365,
        height: 2048,
        bytes: photo.length,
      });
    });

    it('never enlarges a small picture', async () => {
      const png = await plainPng(500, 300);
      const answer = await upload(server, [{ bytes: png, name: 'small.png', type: 'image/png' }], { token });
      expect(answer.status).toBe(201);
      expect(answer.body.data[0]).toMatchObject({ width: 500, height: 300 });
      const key = sha256(png);
      const expected = {
        original: { width: 500, height: 300 },
        large: { width: 500, height: 300 },
        medium: { width: 500, height: 300 },
        small: { width: 360, height: 216 },
      };
      for (const size of SIZES) {
        const file = await fetchMedia(server, `http://souk.test/media/${key}/${size}.webp`);
        expect(await dimensionsOf(file.bytes)).toEqual(expected[size]);
      }
    });

    it('strips EXIF (GPS, camera, orientation) and every other metadata from every size', async () => {
      const photo = await phoneJpeg(800, 600);
      // The upload does carry them: otherwise this test would prove nothing.
      const source = await sharp(photo).metadata();
      expect(source.orientation).toBe(6);
      expect(photo.includes(GPS_MARKER)).toBe(true);
      expect(photo.includes(CAMERA_MARKER)).toBe(true);

      const answer = await upload(server, [{ bytes: photo }], { token });
      expect(answer.status).toBe(201);
      for (const size of SIZES) {
        const file = await fetchMedia(server, `http://souk.test/media/${sha256(photo)}/${size}.webp`);
        expect(file.bytes.includes(GPS_MARKER)).toBe(false);
        expect(file.bytes.includes(CAMERA_MARKER)).toBe(false);
        // No EXIF or XMP chunk in the WebP container at all.
        expect(file.bytes.includes('EXIF')).toBe(false);
        expect(file.bytes.includes('XMP ')).toBe(false);
        const metadata = await sharp(file.bytes).metadata();
        expect(metadata.exif).toBeUndefined();
        expect(metadata.xmp).toBeUndefined();
        expect(metadata.iptc).toBeUndefined();
        expect(metadata.icc).toBeUndefined();
        expect(metadata.orientation).toBeUndefined();
      }
    });

    it('takes several files at once, in order, and shares the files of identical pictures', async () => {
      const first = await plainPng(400, 400, '#112233');
      const second = await plainPng(300, 200, '#445566');
      const storage = await mediaStorageFor(server.deps.config);
      const answer = await upload(server, [{ bytes: first }, { bytes: second }, { bytes: first }], { token });
      expect(answer.status).toBe(201);
      const [a, b, c] = answer.body.data;
      expect(a.mediaUrl).toContain(sha256(first));
      expect(b.mediaUrl).toContain(sha256(second));
      expect(c.mediaUrl).toBe(a.mediaUrl);
      expect(new Set([a.id, b.id, c.id]).size).toBe(3);

      // The same picture again later: a new row, and not one file written.
      const put = vi.spyOn(storage, 'put');
      try {
        const again = await upload(server, [{ bytes: first }], { token });
        expect(again.status).toBe(201);
        expect(again.body.data[0].mediaUrl).toBe(a.mediaUrl);
        expect(again.body.data[0].id).not.toBe(a.id);
        expect(put).not.toHaveBeenCalled();
      } finally {
        put.mockRestore();
      }
      const rows = await server.deps.db
        .selectFrom('media')
        .select('id')
        .where('storage_key', '=', sha256(first))
        .execute();
      expect(rows.length).toBeGreaterThanOrEqual(3);
    });

    it('stores a picture for other domains through storePicture (the demo-data seeder)', async () => {
      const png = await plainPng(1600, 900, '#884422');
      const stored = await storePicture(server.deps, userId, png);
      expect(stored).toEqual({ id: expect.stringMatching(/^\d+$/), storageKey: sha256(png), width: 1600, height: 900 });
      const large = await fetchMedia(server, `http://souk.test/media/${stored.storageKey}/large.webp`);
      expect(await dimensionsOf(large.bytes)).toEqual({ width: 1280, height: 720 });
      const row = await server.deps.db
        .selectFrom('media')
        .selectAll()
        .where('id', '=', stored.id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ user_id: userId, announcement_id: null, storage_key: stored.storageKey });
    });
  });

  describe('what is refused', () => {
    it('judges the type by the bytes: text named .jpg, SVG named .png, TIFF and broken JPEGs are refused', async () => {
      const user = await createUser(server.deps);
      const own = await tokenFor(server, user.id);
      const tiff = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#abc' } })
        .tiff()
        .toBuffer();
      const jpeg = await phoneJpeg(200, 100);
      const refused: { bytes: Buffer; name: string; type: string }[] = [
        { bytes: Buffer.from('Vends Clio 4, très bon état, 0550 12 34 56\n'), name: 'photo.jpg', type: 'image/jpeg' },
        {
          bytes: Buffer.from(
            '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
          ),
          name: 'logo.png',
          type: 'image/png',
        },
        { bytes: tiff, name: 'scan.jpg', type: 'image/jpeg' },
        // A JPEG signature followed by garbage: sniffed as JPEG, but not a picture.
        { bytes: Buffer.concat([jpeg.subarray(0, 4), Buffer.alloc(5000, 7)]), name: 'cut.jpg', type: 'image/jpeg' },
      ];
      for (const file of refused) {
        const answer = await upload(server, [file], { token: own });
        expect(answer.status, file.name).toBe(415);
        expect(errorOf(answer)).toEqual({
          code: 'MEDIA/UNSUPPORTED_TYPE',
          message: 'Seules les images (JPEG, PNG, WebP, GIF, AVIF) peuvent être envoyées.',
        });
      }
      expect(await rowsOf(user.id)).toEqual([]);

      // A real picture with a misleading name and type is taken: the bytes decide.
      const gif = await sharp({ create: { width: 30, height: 20, channels: 3, background: '#0a0' } })
        .gif()
        .toBuffer();
      const avif = await sharp({ create: { width: 30, height: 20, channels: 3, background: '#a00' } })
        .avif()
        .toBuffer();
      const webp = await sharp({ create: { width: 30, height: 20, channels: 3, background: '#00a' } })
        .webp()
        .toBuffer();
      const accepted = await upload(
        server,
        [
          { bytes: gif, name: 'notes.txt', type: 'text/plain' },
          { bytes: avif, name: 'a.bin', type: 'application/octet-stream' },
          { bytes: webp, name: 'b.jpg', type: 'image/jpeg' },
        ],
        { token: own },
      );
      expect(accepted.status, JSON.stringify(accepted.body)).toBe(201);
      expect(accepted.body.data.map((d: { width: number }) => d.width)).toEqual([30, 30, 30]);
    });

    it('refuses a file over the weight limit with MEDIA/TOO_LARGE (413)', async () => {
      // A real JPEG padded past the limit: the weight alone is what is wrong.
      const photo = await phoneJpeg(200, 100);
      const heavy = Buffer.concat([photo, Buffer.alloc(MEDIA_LIMITS.maxBytes + 1 - photo.length)]);
      const answer = await upload(server, [{ bytes: heavy }], { token });
      expect(answer.status).toBe(413);
      expect(errorOf(answer)).toEqual({ code: 'MEDIA/TOO_LARGE', message: 'Une image ne peut pas dépasser 10 Mo.' });

      // Exactly at the limit, the weight is fine.
      const atLimit = Buffer.concat([photo, Buffer.alloc(MEDIA_LIMITS.maxBytes - photo.length)]);
      expect((await upload(server, [{ bytes: atLimit }], { token })).status).toBe(201);
    });

    it('refuses a pixel flood before decoding it, with MEDIA/TOO_MANY_PIXELS in the asked language', async () => {
      // 8000 × 5001 is just over 40 megapixels, in a PNG of about a hundred kilobytes.
      const flood = await sharp({ create: { width: 8000, height: 5001, channels: 3, background: '#fff' } })
        .png({ compressionLevel: 9 })
        .toBuffer();
      expect(flood.length).toBeLessThan(1024 * 1024);
      const answer = await upload(server, [{ bytes: flood, name: 'flood.png' }], {
        token,
        headers: { 'accept-language': 'en-GB,en;q=0.9' },
      });
      expect(answer.status).toBe(413);
      expect(errorOf(answer)).toEqual({
        code: 'MEDIA/TOO_MANY_PIXELS',
        message: 'This picture is too large (at most 40 megapixels).',
      });
    });

    it(`takes ${MEDIA_LIMITS.maxFiles} files and refuses one more with MEDIA/TOO_MANY_FILES, storing nothing`, async () => {
      const user = await createUser(server.deps);
      const own = await tokenFor(server, user.id);
      const files = await Promise.all(
        Array.from({ length: MEDIA_LIMITS.maxFiles + 1 }, (_, i) =>
          plainPng(40 + i, 30, `#${(i * 20).toString(16).padStart(2, '0')}5050`),
        ),
      );
      const tooMany = await upload(
        server,
        files.map((bytes) => ({ bytes })),
        { token: own, query: '?lang=ar', headers: { 'accept-language': 'en' } },
      );
      expect(tooMany.status).toBe(413);
      expect(errorOf(tooMany)).toEqual({ code: 'MEDIA/TOO_MANY_FILES', message: '10 صور على الأكثر في كل مرة.' });
      expect(await rowsOf(user.id)).toEqual([]);

      const enough = await upload(
        server,
        files.slice(0, MEDIA_LIMITS.maxFiles).map((bytes) => ({ bytes })),
        { token: own },
      );
      expect(enough.status).toBe(201);
      expect(enough.body.data.map((d: { width: number }) => d.width)).toEqual(
        Array.from({ length: MEDIA_LIMITS.maxFiles }, (_, i) => 40 + i),
      );
      expect(await rowsOf(user.id)).toHaveLength(MEDIA_LIMITS.maxFiles);
    });

    it('stores nothing of a request when one of its files is refused', async () => {
      const user = await createUser(server.deps);
      const own = await tokenFor(server, user.id);
      const good = await plainPng(50, 50, '#123456');
      const answer = await upload(server, [{ bytes: good }, { bytes: Buffer.from('not a picture'), name: 'b.jpg' }], {
        token: own,
      });
      expect(answer.status).toBe(415);
      expect(await rowsOf(user.id)).toEqual([]);
    });

    it('answers 400 without files, 415 for a body that is not multipart, and survives broken multipart', async () => {
      const none = await upload(server, [], { token });
      expect(none.status).toBe(400);
      expect(errorOf(none).code).toBe('BAD_USER_INPUT');

      const wrongField = await upload(server, [{ bytes: await plainPng(10, 10) }], { token, field: 'file' });
      expect(wrongField.status).toBe(400);

      const json = await fetch(`${server.url}/media`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ files: ['x'] }),
      });
      expect(json.status).toBe(415);
      expect((await json.json()).errors[0].code).toBe('BAD_USER_INPUT');

      const broken = await fetch(`${server.url}/media`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'multipart/form-data; boundary=----souk' },
        body: '------souk\r\nContent-Disposition: form-data; name="files"; filename="a.jpg"\r\n\r\n\xff\xd8\xff trunc',
      });
      expect(broken.status).toBeGreaterThanOrEqual(400);
      expect(broken.status).toBeLessThan(500);
      const body = await broken.json();
      expect(JSON.stringify(body)).not.toMatch(/node_modules|at \w+ \(/);

      // Still serving.
      expect((await fetch(`${server.url}/status/ready`)).status).toBe(200);
    });
  });

  describe('who may upload', () => {
    it('refuses visitors and bad tokens (401) and anonymous accounts (403), reading nothing', async () => {
      const png = await plainPng(20, 20, '#777777');
      const before = await server.deps.db
        .selectFrom('media')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow();

      const visitor = await upload(server, [{ bytes: png }]);
      expect(visitor.status).toBe(401);
      expect(errorOf(visitor).code).toBe('UNAUTHENTICATED');

      const forged = await upload(server, [{ bytes: png }], { token: 'not.a.token' });
      expect(forged.status).toBe(401);
      expect(errorOf(forged).code).toBe('UNAUTHENTICATED');

      const anonymous = await createUser(server.deps, { isAnonymous: true });
      const refused = await upload(server, [{ bytes: png }], { token: await tokenFor(server, anonymous.id, true) });
      expect(refused.status).toBe(403);
      expect(errorOf(refused).code).toBe('FORBIDDEN');

      const after = await server.deps.db
        .selectFrom('media')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow();
      expect(after.n).toBe(before.n);
      expect((await fetchMedia(server, `http://souk.test/media/${sha256(png)}/small.webp`)).status).toBe(404);
    });
  });

  describe('serving', () => {
    it('serves files with immutable caching, a strong ETag and 304 on revalidation', async () => {
      const png = await plainPng(700, 500, '#224466');
      const answer = await upload(server, [{ bytes: png }], { token });
      const url: string = answer.body.data[0].mediaUrl;
      const file = await fetchMedia(server, url);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('image/webp');
      expect(Number(file.headers.get('content-length'))).toBe(file.bytes.length);
      expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(file.headers.get('x-content-type-options')).toBe('nosniff');
      const etag = file.headers.get('etag');
      expect(etag).toMatch(/^"[0-9a-f]{64}-medium"$/);

      const again = await fetchMedia(server, url, { 'if-none-match': etag! });
      expect(again.status).toBe(304);
      expect(again.bytes.length).toBe(0);
      // Another size has another tag.
      const small = await fetchMedia(server, answer.body.data[0].thumbnail, { 'if-none-match': etag! });
      expect(small.status).toBe(200);
    });

    it('answers 404 for unknown pictures, sizes and malformed keys', async () => {
      const png = await plainPng(64, 64, '#aa00aa');
      const answer = await upload(server, [{ bytes: png }], { token });
      const key = sha256(png);
      expect(answer.status).toBe(201);
      const paths = [
        `/media/${'0'.repeat(64)}/medium.webp`,
        `/media/${key}/huge.webp`,
        `/media/${key}/MEDIUM.webp`,
        `/media/${key}/medium.png`,
        `/media/${key}/medium`,
        `/media/${key.toUpperCase()}/medium.webp`,
        `/media/..%2F..%2Fsecrets.json/medium.webp`,
        `/media/${key.slice(0, 63)}/medium.webp`,
      ];
      for (const path of paths) {
        const response = await fetch(`${server.url}${path}`);
        expect(response.status, path).toBe(404);
      }
      const missing = await fetch(`${server.url}/media/${'0'.repeat(64)}/medium.webp`);
      expect(await missing.json()).toEqual({ errors: [{ code: 'NOT_FOUND', message: 'No such picture' }] });
      expect((await fetch(`${server.url}/media/${key}/medium.webp`)).status).toBe(200);
    });
  });
});
