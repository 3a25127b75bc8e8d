import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAnnouncement } from '../../modules/announcements/announcements.test-support';
import { ACCESS_COOKIE, REFRESH_COOKIE } from '../../modules/auth/session-cookies';
import { ensureTestRegions, lastMailTo, tokenInMail, validRegistration } from '../../modules/users/users.test-support';
import { testEngines } from '../../test/engines';
import { createUser } from '../../test/factories';
import { parseSetCookies, type SetCookie } from '../../test/cookies';
import { startTestServer, type TestServer } from '../../test/harness';

/** The site's public address in the test servers (harness: PUBLIC_URL). */
const SITE = 'http://souk.test';

interface Answer {
  status: number;
  location: string;
  /** The redirect target's path and query. */
  target: URL;
  cookies: Map<string, SetCookie>;
  text: string;
}

describe.each(testEngines)('account forms on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine, {
      configure: (config) => {
        // A trivial proof of work for "continue without an account".
        config.anonymousChallenge = { counterMin: 1, counterMax: 40, cost: 1 };
      },
    });
    await ensureTestRegions(server.deps);
  });
  afterAll(async () => {
    await server?.close();
  });

  /** Posts a form as a browser on the site would (Origin of the site), redirects not followed. */
  async function post(
    path: string,
    fields: Record<string, string>,
    options: { headers?: Record<string, string>; cookie?: string } = {},
  ): Promise<Answer> {
    const response = await fetch(`${server.url}${path}`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: SITE,
        ...(options.cookie ? { cookie: options.cookie } : {}),
        ...options.headers,
      },
      body: new URLSearchParams(fields),
    });
    const location = response.headers.get('location') ?? '';
    return {
      status: response.status,
      location,
      target: new URL(location, SITE),
      cookies: parseSetCookies(response.headers),
      text: await response.text(),
    };
  }

  /** GETs a page (with a session cookie when given), redirects not followed. */
  async function get(path: string, cookie?: string) {
    const response = await fetch(`${server.url}${path}`, {
      redirect: 'manual',
      headers: cookie ? { cookie } : {},
    });
    return { status: response.status, location: response.headers.get('location'), html: await response.text() };
  }

  /** The `Cookie` header of a signed-in browser, from a sign-in answer. */
  const sessionOf = (answer: Answer) =>
    `${ACCESS_COOKIE}=${answer.cookies.get(ACCESS_COOKIE)!.value}; ${REFRESH_COOKIE}=${answer.cookies.get(REFRESH_COOKIE)!.value}`;

  async function signedIn(): Promise<{ user: Awaited<ReturnType<typeof createUser>>; cookie: string }> {
    const user = await createUser(server.deps);
    const answer = await post('/auth/login', { username: user.username!, password: user.password });
    expect(answer.status).toBe(303);
    return { user, cookie: sessionOf(answer) };
  }

  describe('sign in', () => {
    it('signs in with good credentials: the two HttpOnly session cookies, then 303 to a safe redirectTo', async () => {
      const user = await createUser(server.deps);
      const answer = await post('/auth/login', {
        username: user.username!,
        password: user.password,
        redirectTo: '/membre/12?tab=1',
      });
      expect(answer.status).toBe(303);
      expect(answer.location).toBe('/membre/12?tab=1');
      for (const name of [ACCESS_COOKIE, REFRESH_COOKIE]) {
        const cookie = answer.cookies.get(name);
        expect(cookie?.value, name).toBeTruthy();
        expect(cookie?.attributes).toHaveProperty('httponly');
        expect(cookie?.attributes.samesite?.toLowerCase()).toBe('lax');
      }
      // The cookie is a real session: the settings page now renders for this member.
      const settings = await get('/profile-settings', sessionOf(answer));
      expect(settings.status).toBe(200);
      expect(settings.html).toContain(user.email!);
    });

    it('accepts the e-mail address as identifier, and goes home when redirectTo leaves the site', async () => {
      const user = await createUser(server.deps);
      for (const redirectTo of ['https://evil.example/steal', '//evil.example', '']) {
        const answer = await post('/auth/login', { username: user.email!, password: user.password, redirectTo });
        expect(answer.status).toBe(303);
        expect(answer.location, redirectTo).toBe('/');
        expect(answer.cookies.has(ACCESS_COOKIE)).toBe(true);
      }
    });

    it('sends bad credentials back to the form with the error and the identifier, never the password, and no cookie', async () => {
      const user = await createUser(server.deps);
      const answer = await post('/auth/login?lang=ar', {
        username: user.username!,
        password: 'wrong-password-123',
        redirectTo: '/s',
      });
      expect(answer.status).toBe(303);
      expect(answer.target.pathname).toBe('/auth/login');
      expect(Object.fromEntries(answer.target.searchParams)).toEqual({
        error: 'INVALID_CREDENTIALS',
        username: user.username,
        redirectTo: '/s',
        lang: 'ar',
      });
      expect(answer.location).not.toContain('wrong-password');
      expect(answer.cookies.size).toBe(0);

      const page = await get(answer.location.replace('lang=ar', 'lang=fr'));
      expect(page.status).toBe(200);
      expect(page.html).toContain('role="alert"');
      expect(page.html).toContain('Identifiants invalides');
      expect(page.html).toContain(`value="${user.username}"`);
      expect(page.html).toContain('<meta name="robots" content="noindex"/>');
      expect(page.html).toMatch(/autoComplete="current-password"|autocomplete="current-password"/);
    });

    it('says how long to wait once attempts are throttled (AUTH/MAX_ATTEMPT)', async () => {
      const user = await createUser(server.deps);
      let answer: Answer | undefined;
      for (let attempt = 0; attempt < 7; attempt += 1) {
        answer = await post('/auth/login', { username: user.username!, password: 'not-the-password' });
        if (answer.target.searchParams.get('error') === 'AUTH/MAX_ATTEMPT') break;
      }
      expect(answer!.target.searchParams.get('error')).toBe('AUTH/MAX_ATTEMPT');
      const seconds = answer!.target.searchParams.get('seconds');
      expect(Number(seconds)).toBeGreaterThan(0);
      const page = await get(answer!.location);
      expect(page.html).toContain(`Trop de tentatives, réessayez dans ${seconds} secondes.`);
    });

    it('refuses form posts from another site, or from nowhere (CSRF)', async () => {
      const user = await createUser(server.deps);
      const fields = { username: user.username!, password: user.password };
      const foreign = await post('/auth/login', fields, { headers: { origin: 'https://evil.example' } });
      expect(foreign.status).toBe(403);
      expect(foreign.cookies.size).toBe(0);
      const blank = await post('/auth/login', fields, { headers: { origin: 'null' } });
      expect(blank.status).toBe(403);
      const nowhere = await fetch(`${server.url}/auth/login`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields),
      });
      expect(nowhere.status).toBe(403);
      const foreignReferer = await fetch(`${server.url}/auth/login`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', referer: 'https://evil.example/page' },
        body: new URLSearchParams(fields),
      });
      expect(foreignReferer.status).toBe(403);
      // A no-referrer page posts with `Origin: null`: the browser's Sec-Fetch-Site then decides.
      const nullOrigin = (site: string) =>
        post('/auth/login', fields, { headers: { origin: 'null', 'sec-fetch-site': site } });
      expect((await nullOrigin('same-origin')).status).toBe(303);
      expect((await nullOrigin('cross-site')).status).toBe(403);
      expect((await nullOrigin('same-site')).status).toBe(403);
      // Without Origin (some privacy settings strip it), a Referer from the site is enough.
      const sameReferer = await fetch(`${server.url}/auth/login`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', referer: `${SITE}/auth/login` },
        body: new URLSearchParams(fields),
      });
      expect(sameReferer.status).toBe(303);
    });

    it('sends a signed-in member away from the sign-in page (route guards)', async () => {
      const { cookie } = await signedIn();
      expect(await get('/auth/login', cookie)).toMatchObject({ status: 302, location: '/' });
      expect(await get('/login?redirectTo=/membre/3', cookie)).toMatchObject({ status: 302, location: '/membre/3' });
      expect(await get('/auth/register', cookie)).toMatchObject({ status: 302, location: '/' });
    });

    it('lands on /login-external: a refused sign-in code says so, with a way to sign in', async () => {
      // The server exchanges the code before rendering (and refuses this one), then the landing renders without it.
      expect(await get('/login-external?auth_token=not-a-code')).toMatchObject({
        status: 302,
        location: '/login-external',
      });
      const landing = await get('/login-external');
      expect(landing.status).toBe(200);
      expect(landing.html).toContain('role="alert"');
      expect(landing.html).toContain('La connexion n&#x27;a pas abouti');
      expect(landing.html).toContain('href="/auth/login"');
    });

    it('continues without an account with a solved proof of work, and refuses a post without one', async () => {
      const challenge = (await (await fetch(`${server.url}/login-anonymous/challenge`)).json()) as Challenge;
      const solution = (await solveChallenge({ challenge, deriveKey, timeout: 10_000 }))!;
      const payload = Buffer.from(
        JSON.stringify({ challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } }),
      ).toString('base64');
      const answer = await post('/auth/login-anonymous', { altcha: payload, redirectTo: '/s' });
      expect(answer.status).toBe(303);
      expect(answer.location).toBe('/s');
      expect(answer.cookies.has(ACCESS_COOKIE)).toBe(true);

      const refused = await post('/auth/login-anonymous', { altcha: '' });
      expect(refused.status).toBe(303);
      expect(refused.target.pathname).toBe('/auth/login');
      expect(refused.target.searchParams.get('error')).toBe('RECAPTCHA/ERROR');
      expect(refused.target.searchParams.get('loginAnonymous')).toBe('1');
      expect(refused.cookies.size).toBe(0);
    });
  });

  it('carries the cart filled without an account into the member’s at sign-in', async () => {
    const seller = await createUser(server.deps);
    const member = await createUser(server.deps);
    const orderable = {
      userId: seller.id,
      price: 1200,
      hasDelivery: true,
      deliveryType: 'DELIVERY_AVAILABLE',
      paymentMethod: 'PAYMENT_ON_DELIVERY',
      quantity: 9,
    } as const;
    const both = await createAnnouncement(server.deps, orderable);
    const visitorsOnly = await createAnnouncement(server.deps, orderable);
    const challenge = (await (await fetch(`${server.url}/login-anonymous/challenge`)).json()) as Challenge;
    const solution = (await solveChallenge({ challenge, deriveKey, timeout: 10_000 }))!;
    const payload = Buffer.from(
      JSON.stringify({ challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } }),
    ).toString('base64');
    const visitor = sessionOf(await post('/auth/login-anonymous', { altcha: payload, redirectTo: '/s' }));
    const gql = async (cookie: string, query: string, variables: Record<string, unknown> = {}) =>
      (await (
        await fetch(`${server.url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie },
          body: JSON.stringify({ query, variables }),
        })
      ).json()) as { data: { cart: { count: number }; cartAdd: { count: number } } };
    const ADD = 'mutation ($a: ID!, $q: Int) { cartAdd(announcementId: $a, quantity: $q) { count } }';
    expect((await gql(visitor, ADD, { a: both.id, q: 2 })).data.cartAdd.count).toBe(2);
    await gql(visitor, ADD, { a: visitorsOnly.id, q: 1 });
    const own = sessionOf(await post('/auth/login', { username: member.username!, password: member.password }));
    await gql(own, ADD, { a: both.id, q: 1 });
    const signedIn = await post(
      '/auth/login',
      { username: member.username!, password: member.password },
      { cookie: visitor },
    );
    expect(signedIn.status).toBe(303);
    const merged = await gql(sessionOf(signedIn), '{ cart { count } }');
    expect(merged.data.cart.count).toBe(4);
    expect((await gql(visitor, '{ cart { count } }')).data.cart.count).toBe(0);
  });

  describe('registration', () => {
    it('creates the account, signs in and goes on with a notice that a validation e-mail was sent', async () => {
      const input = validRegistration() as Record<string, string>;
      const answer = await post('/auth/register', { ...input, redirectTo: '/s?q=velo' });
      expect(answer.status).toBe(303);
      expect(answer.location).toBe('/s?q=velo&notice=registered');
      const cookie = sessionOf(answer);
      const settings = await get('/profile-settings', cookie);
      expect(settings.status).toBe(200);
      expect(settings.html).toContain(input.email);
      expect(settings.html).toContain('Non confirmée');

      // The validation link of the mail is served here, and validates the address.
      const mail = await lastMailTo(server.deps, input.email!);
      const token = tokenInMail(mail?.text, '/auth/validate');
      const validated = await get(`/auth/validate?token=${encodeURIComponent(token)}`, cookie);
      expect(validated).toMatchObject({ status: 303, location: '/profile-settings?notice=emailValidated' });
      const after = await get('/profile-settings?notice=emailValidated', cookie);
      expect(after.html).toContain('Votre adresse e-mail est confirmée. Merci !');
      expect(after.html).toContain('Confirmée');
      const reused = await get(`/auth/validate?token=${encodeURIComponent(token)}`);
      expect(reused.location).toBe('/auth/login?error=VALIDATION%2FINVALID_TOKEN');
    });

    it('sends refused fields back with their rules and what was typed, never the passwords', async () => {
      const input = validRegistration({
        email: 'not-an-email',
        password: 'short',
        passwordConfirmation: 'different',
        phone: '12345',
      }) as Record<string, string>;
      const answer = await post('/auth/register', input);
      expect(answer.status).toBe(303);
      expect(answer.target.pathname).toBe('/auth/register');
      const query = answer.target.searchParams;
      expect(query.get('error')).toBe('REGISTER/FORM_VALIDATION_ERROR');
      expect(query.get('fields')).toBe('email:email,password:min_length,passwordConfirmation:confirmed,phone:phone');
      expect(query.get('email')).toBe('not-an-email');
      expect(query.get('username')).toBe(input.username);
      expect(query.get('phone')).toBe('12345');
      expect(query.has('password')).toBe(false);
      expect(answer.location).not.toContain('short');
      expect(answer.location).not.toContain('different');
      expect(answer.cookies.size).toBe(0);

      const page = await get(answer.location);
      expect(page.html).toContain('Ce champ doit être une adresse e-mail valide.');
      expect(page.html).toContain('Ce champ doit contenir au moins 8 caractères');
      expect(page.html).toContain('Les mots de passe doivent correspondre !');
      expect(page.html).toContain('Un numéro de téléphone valide est requis !');
      expect(page.html).toContain('value="not-an-email"');
      expect(page.html).toContain('aria-invalid="true"');
    });

    it('says a username is taken, next to the username', async () => {
      const taken = await createUser(server.deps);
      const answer = await post(
        '/auth/register',
        validRegistration({ username: taken.username }) as Record<string, string>,
      );
      expect(answer.target.searchParams.get('error')).toBe('REGISTER/USERNAME_IS_ALREADY_TAKEN');
      expect(answer.target.searchParams.get('fields')).toBe('username:unique');
      const page = await get(answer.location);
      expect(page.html).toContain('Ce nom d&#x27;utilisateur est déjà pris.');
    });
  });

  describe('password reset', () => {
    it('mails a link to the confirm page, sets the new password from it, and refuses the link afterwards', async () => {
      const user = await createUser(server.deps);
      const unknown = await post('/auth/reset_password_request', { email: 'nobody@example.dz' });
      expect(unknown.target.searchParams.get('error')).toBe('RESET/EMAIL_NOT_FOUND');
      expect((await get(unknown.location)).html).toContain('Aucun compte n&#x27;utilise cette adresse e-mail.');

      const sent = await post('/auth/reset_password_request', { email: user.email! });
      expect(sent.location).toBe(`/auth/reset_password_request?sent=1&email=${encodeURIComponent(user.email!)}`);
      expect((await get(sent.location)).html).toContain(`Un e-mail vient d&#x27;être envoyé à ${user.email}`);
      const again = await post('/auth/reset_password_request', { email: user.email! });
      expect(again.target.searchParams.get('error')).toBe('EMAIL_MAX_REACH');

      const mail = await lastMailTo(server.deps, user.email!);
      const token = tokenInMail(mail?.text, '/auth/reset_password_confirm');
      const confirmPage = await get(`/auth/reset_password_confirm?token=${encodeURIComponent(token)}`);
      expect(confirmPage.status).toBe(200);
      expect(confirmPage.html).toContain('name="token"');

      const mismatch = await post('/auth/reset_password_confirm', {
        token,
        password: 'New-pass-2026',
        passwordConfirmation: 'Other-pass-2026',
      });
      expect(mismatch.target.pathname).toBe('/auth/reset_password_confirm');
      expect(mismatch.target.searchParams.get('fields')).toBe('passwordConfirmation:confirmed');
      expect(mismatch.target.searchParams.get('token')).toBe(token);
      expect(mismatch.location).not.toContain('pass-2026');

      const done = await post('/auth/reset_password_confirm', {
        token,
        password: 'New-pass-2026',
        passwordConfirmation: 'New-pass-2026',
      });
      expect(done.location).toBe('/auth/login?notice=passwordChanged');
      expect((await get(done.location)).html).toContain('Votre mot de passe a été modifié.');
      const login = await post('/auth/login', { username: user.username!, password: 'New-pass-2026' });
      expect(login.cookies.has(ACCESS_COOKIE)).toBe(true);

      const reused = await post('/auth/reset_password_confirm', {
        token,
        password: 'Third-pass-2026',
        passwordConfirmation: 'Third-pass-2026',
      });
      expect(reused.target.searchParams.get('error')).toBe('RESET/INVALID_TOKEN');
      expect((await get(reused.location)).html).toContain('Ce lien de réinitialisation est invalide ou a expiré.');
    });
  });

  describe('profile settings', () => {
    it('updates the profile of the signed-in member', async () => {
      const { user, cookie } = await signedIn();
      const answer = await post(
        '/profile-settings',
        { displayName: 'Nadia B.', gender: 'FEMALE', birthDate: '1990-02-03', regionId: '31', phone: '0661 22 33 44' },
        { cookie },
      );
      expect(answer).toMatchObject({ status: 303, location: '/profile-settings?saved=1' });
      const row = await server.deps.db
        .selectFrom('users')
        .select(['display_name', 'gender', 'region_id', 'phone'])
        .where('id', '=', user.id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ display_name: 'Nadia B.', gender: 'FEMALE', region_id: 31, phone: '0661223344' });
      const page = await get(answer.location, cookie);
      expect(page.html).toContain('Vos modifications sont enregistrées.');
      expect(page.html).toContain('value="Nadia B."');
    });

    it('sends a refused profile back with the typed values and the field errors', async () => {
      const { cookie } = await signedIn();
      const answer = await post(
        '/profile-settings',
        { displayName: 'Nadia', gender: 'MALE', birthDate: '1990-02-03', regionId: '16', phone: '12' },
        { cookie },
      );
      expect(answer.target.searchParams.get('error')).toBe('CORE/WRONG_PHONE_FORMAT');
      expect(answer.target.searchParams.get('fields')).toBe('phone:phone');
      expect(answer.target.searchParams.get('phone')).toBe('12');
      const page = await get(answer.location, cookie);
      expect(page.html).toContain('Un numéro de téléphone valide est requis !');
      expect(page.html).toContain('value="12"');
    });

    it('sends visitors to sign in, and mails the validation link again at most every few minutes', async () => {
      const visitor = await post('/profile-settings', { displayName: 'X' });
      expect(visitor.location).toBe('/auth/login?redirectTo=%2Fprofile-settings');
      expect(await get('/profile-settings')).toMatchObject({
        status: 302,
        location: '/auth/login?redirectTo=%2Fprofile-settings',
      });

      const user = await createUser(server.deps, { isValidated: false });
      const login = await post('/auth/login', { username: user.username!, password: user.password });
      const cookie = sessionOf(login);
      const first = await post('/profile-settings/validation-email', {}, { cookie });
      expect(first.location).toBe('/profile-settings?resent=1');
      expect(await lastMailTo(server.deps, user.email!)).toBeTruthy();
      const second = await post('/profile-settings/validation-email', {}, { cookie });
      expect(second.location).toBe('/profile-settings?error=EMAIL_MAX_REACH');
      expect((await get(second.location, cookie)).html).toContain('Un e-mail a déjà été envoyé.');
    });
  });

  describe('member pages', () => {
    it('shows a member’s public announcements, keeps private tabs to the member, and 404s the unknown', async () => {
      const { user, cookie } = await signedIn();
      await createAnnouncement(server.deps, { userId: user.id, title: 'Vélo de course Peugeot' });
      const page = await get(`/membre/${user.id}`);
      expect(page.status).toBe(200);
      expect(page.html).toContain(`<h1>${user.username}</h1>`);
      expect(page.html).toContain('Vélo de course Peugeot');
      expect(page.html).toContain('Membre depuis le');

      expect((await get(`/membre/${user.id}/likes`)).status).toBe(404);
      const own = await get(`/membre/${user.id}/likes`, cookie);
      expect(own.status).toBe(200);
      expect(own.html).toContain('aria-current="page"');
      expect((await get(`/membre/${user.id}/history`, cookie)).status).toBe(200);
      expect((await get(`/membre/${user.id}/photos`, cookie)).status).toBe(404);
      expect((await get('/membre/987654321')).status).toBe(404);

      const merchant = await get(`/merchant/${user.id}`);
      expect(merchant.status).toBe(200);
      expect(merchant.html).toContain('Vendeur');
      expect(merchant.html).toContain('Vélo de course Peugeot');
    });
  });
});
