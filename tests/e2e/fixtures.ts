import { randomBytes } from 'node:crypto';
import { test as base, expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';

/** The demo members (README): they sign in with this password. */
export const DEMO_PASSWORD = 'souk-demo-2026';
export const DEMO_MEMBERS = ['amina_benali', 'yacine_haddad', 'sarah_meziane', 'karim_bouzid', 'lina_cherif'] as const;

/** Where screenshots taken by the tests go (test artefacts, not committed). */
export const SCREENSHOT_DIR = 'tests/artifacts/screenshots';

export interface Tokens {
  token: string;
  refresh_token: string;
  expires_in: number;
  refresh_expires_in: number;
}

/** Signs in through the gateway (POST /login) and returns the tokens. */
export async function loginTokens(
  request: APIRequestContext,
  username: string,
  password = DEMO_PASSWORD,
): Promise<Tokens> {
  const response = await request.post('/login', { data: { username, password } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as Tokens;
}

/** Puts a session in the browser the way the portal's sign-in does: the two HTTP-only cookies. */
export async function useSession(context: BrowserContext, baseURL: string, tokens: Tokens): Promise<void> {
  const url = new URL(baseURL);
  const cookie = { domain: url.hostname, path: '/', httpOnly: true, sameSite: 'Lax' as const };
  await context.addCookies([
    { ...cookie, name: 'souk_token', value: tokens.token },
    { ...cookie, name: 'souk_refresh', value: tokens.refresh_token },
  ]);
}

/** Runs a GraphQL operation against the server as a client would (bearer token optional). */
export async function gql<T = any>(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<{ data: T; errors?: { message: string; extensions?: { code?: string } }[] }> {
  const response = await request.post('/graphql', {
    data: { query, variables },
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  return (await response.json()) as { data: T; errors?: { message: string; extensions?: { code?: string } }[] };
}

/** Registers a brand-new member through the API and returns its name and tokens. */
export async function registerMember(
  request: APIRequestContext,
): Promise<{ username: string; password: string; tokens: Tokens }> {
  const username = `e2e_${randomBytes(5).toString('hex')}`;
  const password = 'e2e-Password-2026';
  const result = await gql(request, `mutation ($input: UserRegisterInput!) { userRegister(input: $input) { id } }`, {
    input: {
      email: `${username}@example.dz`,
      username,
      password,
      passwordConfirmation: password,
      gender: 'FEMALE',
      birthDate: '1994-05-12',
      regionId: '16',
      phone: '0555123456',
    },
  });
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  return { username, password, tokens: await loginTokens(request, username, password) };
}

/** Tests with a signed-in member ready: `member` is a fresh account, signed in in `page`. */
export const test = base.extend<{ memberPage: { page: Page; username: string; tokens: Tokens } }>({
  memberPage: async ({ page, context, request, baseURL }, use) => {
    const member = await registerMember(request);
    await useSession(context, baseURL!, member.tokens);
    await use({ page, username: member.username, tokens: member.tokens });
  },
});
export { expect };

/** Fills the portal's registration form (French labels) for a new member. */
export async function fillRegistration(page: Page, username: string, password: string, confirmation = password) {
  await page.getByLabel('E-mail').fill(`${username}@example.dz`);
  await page.getByLabel("Nom d'utilisateur").fill(username);
  // Required fields' labels end with an asterisk (hidden from assistive technology).
  await page.getByLabel(/^Mot de passe/).fill(password);
  await page.getByLabel('Confirmez le mot de passe').fill(confirmation);
  await page.getByLabel('Femme').check();
  await page.getByLabel('Date de naissance').fill('1996-04-21');
  await page.getByLabel('Wilaya').selectOption({ label: '16 · Alger' });
  await page.getByLabel('Téléphone').fill('0661 23 45 67');
}
