// Pages, API answers and built files travel compressed (issue 24): brotli or gzip as the client
// accepts, the build's precompressed copies served as they are, and `Vary` said so caches keep
// one copy per encoding.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest } from '../../security/raw-request';
import { startTestServer, type TestServer } from '../../test/harness';

/** Text long enough to be worth compressing, and compressible (as code is). */
const SCRIPT = `export const rows = [${Array.from({ length: 400 }, (_, index) => `{ id: ${index}, name: "row" }`).join(', ')}];\n`;
const STYLES = `.card { display: grid; }\n`.repeat(200);

// The routes read no table that differs between engines: one engine is enough.
describe('compressed answers', () => {
  let server: TestServer;
  let webDir: string;
  /** The build's own brotli copy, made different from what the server would make on the fly. */
  let storedBrotli: Buffer;

  beforeAll(async () => {
    webDir = await mkdtemp(path.join(tmpdir(), 'souk-compression-test-'));
    await mkdir(path.join(webDir, 'assets'), { recursive: true });
    const script = path.join(webDir, 'assets', 'entry-abc123.js');
    storedBrotli = brotliCompressSync(SCRIPT);
    await writeFile(script, SCRIPT);
    await writeFile(`${script}.br`, storedBrotli);
    await writeFile(`${script}.gz`, gzipSync(SCRIPT));
    // A built file without precompressed copies: compressed as it is sent.
    await writeFile(path.join(webDir, 'assets', 'entry-abc123.css'), STYLES);
    server = await startTestServer('pglite', { env: { WEB_DIR: webDir } });
  });
  afterAll(async () => {
    await server?.close();
    await rm(webDir, { recursive: true, force: true });
  });

  const get = (route: string, encodings?: string) =>
    rawRequest(server.url, 'GET', route, undefined, encodings ? { 'accept-encoding': encodings } : {});

  it('serves the build’s brotli copy of a script, cached for a year, varying by encoding', async () => {
    const answer = await get('/static/assets/entry-abc123.js', 'gzip, deflate, br');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.bytes.equals(storedBrotli)).toBe(true);
    expect(brotliDecompressSync(answer.bytes).toString()).toBe(SCRIPT);
    expect(answer.headers['content-type']).toMatch(/javascript/);
    expect(answer.headers['cache-control']).toContain('immutable');
    expect(String(answer.headers.vary).toLowerCase()).toContain('accept-encoding');
  });

  it('serves the gzip copy to a client without brotli, and the file itself to one that asks for neither', async () => {
    const gzipped = await get('/static/assets/entry-abc123.js', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.bytes).toString()).toBe(SCRIPT);
    const plain = await get('/static/assets/entry-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('compresses a built file that has no copy as it sends it', async () => {
    const answer = await get('/static/assets/entry-abc123.css', 'br');
    expect(answer.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(answer.bytes).toString()).toBe(STYLES);
    expect(answer.bytes.length).toBeLessThan(STYLES.length / 5);
  });

  it('compresses the server-rendered pages', async () => {
    const answer = await get('/', 'gzip, deflate, br');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(String(answer.headers.vary).toLowerCase()).toContain('accept-encoding');
    const html = brotliDecompressSync(answer.bytes).toString();
    expect(html).toMatch(/^<!DOCTYPE html>/i);
    expect(answer.bytes.length).toBeLessThan(html.length / 3);
    const gzipped = await get('/', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.bytes).toString()).toMatch(/^<!DOCTYPE html>/i);
  });

  it('compresses GraphQL answers, and leaves small answers as they are', async () => {
    const body = JSON.stringify({ query: '{ categories { id name slug children { id name slug } } }' });
    const answer = await rawRequest(server.url, 'POST', '/graphql', body, {
      'content-type': 'application/json',
      'accept-encoding': 'gzip',
    });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('gzip');
    const json = JSON.parse(gunzipSync(answer.bytes).toString()) as { data: { categories: unknown[] } };
    expect(json.data.categories.length).toBeGreaterThan(3);

    const ready = await get('/status/ready', 'gzip, br');
    expect(ready.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(ready.body)).toEqual({ status: 'ready' });
  });

  it('reads request bodies as sent: a compressed body is not inflated past the body limit', async () => {
    const body = gzipSync(JSON.stringify({ query: '{ __typename }' }));
    const answer = await rawRequest(server.url, 'POST', '/graphql', body, {
      'content-type': 'application/json',
      'content-encoding': 'gzip',
    });
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.body).not.toContain('__typename');
  });
});
