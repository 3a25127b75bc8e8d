import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../test/engines';
import { startTestServer, type TestServer } from '../../test/harness';

describe.each(testEngines)('the contact form without JavaScript on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => {
    await server?.close();
  });

  const post = (form: Record<string, string>, path = '/contact-us', headers: Record<string, string> = {}) =>
    fetch(`${server.url}${path}`, { method: 'POST', body: new URLSearchParams(form), redirect: 'manual', headers });

  const form = (email: string) => ({
    email,
    name: 'Karim Bouzid',
    phone: '',
    subject: 'Partenariat',
    message: 'Nous souhaitons présenter nos offres de livraison à votre équipe.',
    tag: 'PUBLICITY_PARTNERSHIP',
  });

  it('records the message and sends the browser back to the page with sent=1, in its language', async () => {
    const email = `form-${Date.now()}@example.dz`;
    const response = await post(form(email), '/contact-us?lang=ar');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/contact-us?sent=1&lang=ar');
    const row = await server.deps.db
      .selectFrom('contact_messages')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirst();
    expect(row).toMatchObject({ tag: 'PUBLICITY_PARTNERSHIP', locale: 'ar', phone: null });
  });

  it('sends a refused message back with the error code', async () => {
    const response = await post({ ...form('not-an-address'), tag: 'NOPE' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/contact-us?error=BAD_USER_INPUT');
  });

  it('refuses a post from another site', async () => {
    const response = await post(form(`x-${Date.now()}@example.dz`), '/contact-us', {
      origin: 'https://evil.example',
    });
    expect(response.status).toBe(403);
  });

  it('renders the page’s success and error notices from the address', async () => {
    const sent = await (await fetch(`${server.url}/contact-us?sent=1`)).text();
    expect(sent).toContain('Message envoyé !');
    const waited = await (await fetch(`${server.url}/contact-us?error=CONTACT%2FMAX_ATTEMPT&seconds=42`)).text();
    expect(waited).toContain('Trop de messages envoyés : réessayez dans 42 secondes.');
  });
});
