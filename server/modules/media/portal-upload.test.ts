import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';
import { userWithToken } from '../reactions/reactions.test-support';
import { plainPng, upload } from './media.test-support';

describe('a portal page uploads pictures with its session cookie', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite');
  });
  afterAll(async () => {
    await server?.close();
  });

  it('from the site’s own pages only: another site’s page is a visitor here', async () => {
    const member = await userWithToken(server);
    const files = [{ bytes: await plainPng(40, 30), name: 'photo.png', type: 'image/png' }];
    const cookie = `souk_token=${member.token}`;
    const own = await upload(server, files, { headers: { cookie, origin: server.url } });
    expect(own.status).toBe(201);
    expect(own.body.data).toHaveLength(1);
    const elsewhere = await upload(server, files, { headers: { cookie, origin: 'https://evil.example' } });
    expect(elsewhere.status).toBe(401);
    const noOrigin = await upload(server, files, { headers: { cookie } });
    expect(noOrigin.status).toBe(401);
  });
});
