import { createHash } from 'node:crypto';
import { request as httpRequest, type ClientRequest } from 'node:http';
import { availableParallelism } from 'node:os';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_LIMITS } from '../../shared/domain/announcements';
import { upload } from '../modules/media/media.test-support';
import { mediaStorageFor } from '../modules/media/open-storage';
import { tokenFor } from '../modules/users/users.test-support';
import { testEngines } from '../test/engines';
import { createUser } from '../test/factories';
import { startTestServer, type TestServer } from '../test/harness';

const BOUNDARY = '----souk-upload-test';

/** A flat JPEG: small to send, but a full decode of its canvas (36 MP here) keeps the pipeline busy. */
function bigJpeg(colour: string, side = 6000): Promise<Buffer> {
  return sharp({ create: { width: side, height: side, channels: 3, background: colour } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** The multipart body of pictures under `files`, as browsers send it. */
function multipartBody(files: Buffer[]): Buffer {
  const parts: Buffer[] = [];
  for (const [index, bytes] of files.entries()) {
    parts.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="files"; filename="p${index}.jpg"\r\n` +
          'Content-Type: image/jpeg\r\n\r\n',
      ),
      bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(parts);
}

/**
 * A raw HTTP upload that the test controls: `write` sends part of the body, `abort` drops the
 * connection as a closed tab or a lost network would. `answer` resolves with the status if one came.
 */
function rawUpload(server: TestServer, token: string, length: number) {
  const url = new URL(`${server.url}/media`);
  let request: ClientRequest;
  const answer = new Promise<number | null>((resolve) => {
    request = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: '/media',
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
          'content-length': String(length),
        },
      },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? null);
      },
    );
    request.on('error', () => resolve(null));
    request.on('close', () => resolve(null));
  });
  return {
    answer,
    write: (bytes: Buffer) => new Promise<void>((resolve) => request.write(bytes, () => resolve())),
    abort: () => request.destroy(),
  };
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(testEngines)('uploads under hostile use (%s)', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => {
    await server?.close();
  });

  async function member(): Promise<{ id: string; token: string }> {
    const user = await createUser(server.deps);
    return { id: user.id, token: await tokenFor(server, user.id) };
  }

  const mediaRowsOf = async (userId: string) =>
    (await server.deps.db.selectFrom('media').select('storage_key').where('user_id', '=', userId).execute()).length;
  const rowsWithKey = async (key: string) =>
    (await server.deps.db.selectFrom('media').select('id').where('storage_key', '=', key).execute()).length;

  it(`bounds a member's uploads in progress (${MEDIA_LIMITS.maxConcurrentUploads}), then frees the slots`, async () => {
    const { token } = await member();
    const picture = await bigJpeg('#123456', 400);
    const body = multipartBody([picture]);
    // Uploads that have begun and stall halfway: each holds a slot.
    const held = Array.from({ length: MEDIA_LIMITS.maxConcurrentUploads }, () => rawUpload(server, token, body.length));
    for (const upload of held) await upload.write(body.subarray(0, 100));
    await sleep(200);

    const refused = await upload(server, [{ bytes: picture }], { token, headers: { 'accept-language': 'en' } });
    expect(refused.status).toBe(429);
    expect(refused.body.errors[0]).toEqual({
      code: 'MEDIA/TOO_MANY_UPLOADS',
      message: `You are already sending ${MEDIA_LIMITS.maxConcurrentUploads} uploads: wait until they are done.`,
    });
    // Another member is not held back by this one.
    const other = await member();
    expect((await upload(server, [{ bytes: picture }], { token: other.token })).status).toBe(201);

    for (const upload of held) upload.abort();
    await Promise.all(held.map((upload) => upload.answer));
    await sleep(100);
    expect((await upload(server, [{ bytes: picture }], { token })).status).toBe(201);
  });

  it('bounds the pixels of all the pictures of one request, before decoding any', async () => {
    const { id, token } = await member();
    // Each is under the single-picture bound; together they pass the request's bound.
    const side = 6000;
    const count = Math.floor(MEDIA_LIMITS.maxRequestPixels / (side * side)) + 1;
    expect(side * side).toBeLessThanOrEqual(MEDIA_LIMITS.maxPixels);
    const pictures = await Promise.all(Array.from({ length: count }, (_, i) => bigJpeg(`#${i}0${i}0${i}0`, side)));
    const started = Date.now();
    const answer = await upload(
      server,
      pictures.map((bytes) => ({ bytes })),
      { token, headers: { 'accept-language': 'en' } },
    );
    expect(answer.status).toBe(413);
    expect(answer.body.errors[0]).toEqual({
      code: 'MEDIA/TOO_MANY_PIXELS',
      message: `These pictures are too large together (at most ${MEDIA_LIMITS.maxRequestPixels / 1_000_000} megapixels per upload).`,
    });
    // Refused from the headers: far quicker than decoding one of them (about a second).
    expect(Date.now() - started).toBeLessThan(1000);
    expect(await mediaRowsOf(id)).toBe(0);
  });

  it('stops processing an upload whose client went away and stores nothing of it', async () => {
    // Members whose large pictures keep every pipeline slot busy for a while.
    const slots = Math.max(1, Math.floor(availableParallelism() / 2));
    const busyMembers = await Promise.all(
      Array.from({ length: slots }, async (_, i) => ({
        token: (await member()).token,
        pictures: [await bigJpeg(`#a${i}a${i}a${i}`), await bigJpeg(`#b${i}b${i}b${i}`)],
      })),
    );
    const busyDone = Promise.all(
      busyMembers.map(({ token, pictures }) =>
        upload(
          server,
          pictures.map((bytes) => ({ bytes })),
          { token },
        ),
      ),
    );
    const leaver = await member();
    const picture = await bigJpeg('#0f0f0f');
    const body = multipartBody([picture]);
    await sleep(300);

    // This member's upload arrives whole, waits for the pipeline, and its client leaves.
    const leaving = rawUpload(server, leaver.token, body.length);
    await leaving.write(body);
    await sleep(300);
    leaving.abort();
    expect(await leaving.answer).toBeNull();

    for (const answer of await busyDone) expect(answer.status).toBe(201);
    // Whatever the machine's slots, the abandoned picture would have been processed by now.
    await sleep(2000);
    expect(await mediaRowsOf(leaver.id)).toBe(0);
    expect(await rowsWithKey(sha256(picture))).toBe(0);
    const storage = await mediaStorageFor(server.deps.config);
    expect(await storage.exists(sha256(picture), 'SMALL')).toBe(false);
    expect(await storage.exists(sha256(picture), 'ORIGINAL')).toBe(false);

    // Its slot was given back: the member uploads again at once.
    expect((await upload(server, [{ bytes: await bigJpeg('#0e0e0e', 300) }], { token: leaver.token })).status).toBe(
      201,
    );
  }, 60_000);
});
