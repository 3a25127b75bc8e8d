// The account screens in a real browser: registration, sign out and in, a refused sign-in,
// continuing without an account, a demo member's profile, the profile settings, accessibility,
// and screenshots of the sign-in and registration pages in French and Arabic.
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { DEMO_MEMBERS, expect, fillRegistration, gql, loginTokens, SCREENSHOT_DIR, test, useSession } from './fixtures';

/** Who the browser is signed in as, asked the way the portal's own scripts ask (session cookie). */
async function viewerOf(page: Page): Promise<{ username: string | null; isAnonymous: boolean } | null> {
  const response = await page.request.post('/graphql', {
    data: { query: '{ me { username isAnonymous } }' },
    headers: { 'x-souk-client': 'portal' },
  });
  const body = (await response.json()) as { data: { me: { username: string | null; isAnonymous: boolean } | null } };
  return body.data.me;
}

/** The top bar's way to sign in, shown to visitors only. */
const signInLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: 'Se connecter', exact: true });

/** Fills the registration form the way a person does. */
test.describe('account', () => {
  test('sign up, sign out, and sign in again with the new account', async ({ page }) => {
    const username = `e2e_${randomBytes(4).toString('hex')}`;
    const password = 'Souk-e2e-2026';
    await page.goto('/auth/register');
    await page.waitForLoadState('networkidle');

    // The browser checks the shared rules first: nothing is posted while a field is refused.
    await fillRegistration(page, username, password, 'something-else');
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    await expect(page.getByText('Les mots de passe doivent correspondre !')).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('Veuillez corriger les champs signalés');
    await expect(page).toHaveURL(/\/auth\/register$/);
    await expect(page.getByLabel('Confirmez le mot de passe')).toBeFocused();

    await page.getByLabel('Confirmez le mot de passe').fill(password);
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    await expect(page).toHaveURL(/\/\?notice=registered$/);
    await expect(signInLink(page)).toHaveCount(0);
    expect(await viewerOf(page)).toEqual({ username, isAnonymous: false });

    // Signing out is the settings' last section (and the account menu's).
    await page.goto('/profile-settings');
    await page.getByRole('link', { name: 'Se déconnecter' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(signInLink(page)).toBeVisible();
    expect(await viewerOf(page)).toBeNull();

    await signInLink(page).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    await page.getByLabel("Nom d'utilisateur ou e-mail").fill(username);
    await page.getByLabel('Mot de passe', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(signInLink(page)).toHaveCount(0);
    expect(await viewerOf(page)).toEqual({ username, isAnonymous: false });
  });

  test('a wrong password says "Identifiants invalides" and keeps the identifier, not the password', async ({
    page,
  }) => {
    await page.goto('/auth/login?redirectTo=/s');
    await page.getByLabel("Nom d'utilisateur ou e-mail").fill(DEMO_MEMBERS[1]);
    await page.getByLabel('Mot de passe', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('Identifiants invalides');
    await expect(page.getByLabel("Nom d'utilisateur ou e-mail")).toHaveValue(DEMO_MEMBERS[1]);
    await expect(page.getByLabel('Mot de passe', { exact: true })).toHaveValue('');
    expect(page.url()).not.toContain('not-the-password');
    expect(await viewerOf(page)).toBeNull();
  });

  test('continue without an account: the browser solves the proof of work and is signed in anonymously', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.goto('/login-anonymous');
    await expect(page).toHaveURL(/\/auth\/login\?loginAnonymous=1$/);
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Continuer sans compte' }).click();
    await expect(page).toHaveURL(/\/$/, { timeout: 45_000 });
    expect(await viewerOf(page)).toEqual({ username: null, isAnonymous: true });
  });

  test('a demo member’s profile lists their announcements, page by page', async ({ page, request }) => {
    const tokens = await loginTokens(request, DEMO_MEMBERS[0]);
    const me = await gql<{ me: { id: string; displayName: string } }>(
      request,
      '{ me { id displayName } }',
      {},
      tokens.token,
    );
    const { id, displayName } = me.data.me;

    const response = await page.goto(`/membre/${id}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(displayName);
    await expect(page.getByText(/^Membre depuis le \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
    const cards = page.getByRole('main').locator('.card-grid > li');
    await expect(cards.first()).toBeVisible();
    const firstTitle = await cards.first().getByRole('heading').textContent();

    // The member's private tabs do not exist for a visitor.
    expect((await page.request.get(`/membre/${id}/likes`)).status()).toBe(404);

    const next = page.getByRole('link', { name: 'Page suivante' });
    if ((await next.count()) > 0) {
      await next.click();
      await expect(page).toHaveURL(new RegExp(`/membre/${id}\\?page=2$`));
      await expect(cards.first().getByRole('heading')).not.toHaveText(firstTitle ?? '');
    }

    expect((await page.goto(`/merchant/${id}`))?.status()).toBe(200);
    await expect(page.getByText('Vendeur', { exact: true })).toBeVisible();
    await expect(cards.first()).toBeVisible();
  });

  test('a member sees their own tabs, and they are links', async ({ memberPage }) => {
    const { page, username } = memberPage;
    await page.goto('/profile-settings');
    await page.getByRole('link', { name: 'Voir mon profil public' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(username);
    const tabs = page.getByRole('navigation', { name: 'Sections du profil' });
    await expect(tabs.getByRole('link')).toHaveText([
      'Annonces',
      'Consultées',
      "J'aime",
      'Historique',
      'Favoris',
      'Abonnements',
      'Abonnés',
    ]);
    await expect(page.getByText("Vous n'avez aucune annonce en ligne pour le moment.")).toBeVisible();
    await tabs.getByRole('link', { name: 'Favoris' }).click();
    await expect(page).toHaveURL(/\/membre\/\d+\/bookmarks$/);
    await expect(tabs.getByRole('link', { name: 'Favoris' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByText('Enregistrez des annonces avec le bouton favori')).toBeVisible();
  });

  test('profile settings: the member changes their display name, wilaya and phone', async ({ memberPage }) => {
    const { page } = memberPage;
    await page.goto('/profile-settings');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Paramètres du compte');
    await expect(page.getByText('Non confirmée')).toBeVisible();
    await page.getByLabel('Nom affiché').fill('Yasmine K.');
    await page.getByLabel('Wilaya').selectOption({ label: '31 · Oran' });
    await page.getByLabel('Téléphone').fill('0770 11 22 33');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Vos modifications' })).toHaveText(
      'Vos modifications sont enregistrées.',
    );
    await expect(page.getByLabel('Nom affiché')).toHaveValue('Yasmine K.');
    await expect(page.getByLabel('Téléphone')).toHaveValue('0770112233');
    await expect(page.getByLabel('Wilaya')).toHaveValue('31');

    // A refused value is said next to its field, and what was typed stays.
    await page.getByLabel('Téléphone').fill('0123');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Un numéro de téléphone valide est requis !')).toBeVisible();
    await expect(page.getByLabel('Téléphone')).toHaveAttribute('aria-invalid', 'true');
  });

  test('the account pages hydrate without errors (no mismatch between the server and the browser)', async ({
    memberPage,
  }) => {
    const { page } = memberPage;
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    for (const address of ['/profile-settings', '/profile-settings?lang=ar']) {
      await page.goto(address);
      await page.waitForLoadState('networkidle');
    }
    await page.context().clearCookies();
    for (const address of [
      '/auth/register?lang=ar',
      '/auth/login?loginAnonymous=1',
      '/auth/reset_password_request',
      '/auth/reset_password_confirm?token=x',
    ]) {
      await page.goto(address);
      await page.waitForLoadState('networkidle');
    }
    expect(errors).toEqual([]);
  });

  test('the account pages have no serious accessibility violation (fr and ar)', async ({ page, request }) => {
    // Ten pages, one of them solving the anonymous proof of work: slow on a busy two-core machine.
    test.setTimeout(120_000);
    const tokens = await loginTokens(request, DEMO_MEMBERS[2]);
    const me = await gql<{ me: { id: string } }>(request, '{ me { id } }', {}, tokens.token);
    const found: string[] = [];
    for (const lang of ['fr', 'ar']) {
      for (const address of [
        '/auth/register',
        '/auth/login?loginAnonymous=1&error=INVALID_CREDENTIALS',
        '/auth/reset_password_request',
        '/auth/reset_password_confirm?token=x',
        `/membre/${me.data.me.id}`,
      ]) {
        await page.goto(`${address}${address.includes('?') ? '&' : '?'}lang=${lang}`);
        await page.waitForLoadState('networkidle');
        const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
        for (const violation of results.violations) {
          if (violation.impact !== 'serious' && violation.impact !== 'critical') continue;
          const targets = violation.nodes.slice(0, 3).map((node) => node.target.join(' '));
          found.push(`${address} (${lang}): ${violation.id} ${violation.help} — ${targets.join(', ')}`);
        }
      }
    }
    expect(found).toEqual([]);
  });

  test('screenshots: sign in, registration, a member page and the settings; fr and ar, desktop and phone', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const directory = path.resolve(SCREENSHOT_DIR);
    mkdirSync(directory, { recursive: true });
    const tokens = await loginTokens(request, DEMO_MEMBERS[0]);
    const me = await gql<{ me: { id: string } }>(request, '{ me { id } }', {}, tokens.token);
    // Whole pages for the forms; the first screen for the long lists.
    const shots = async (pages: readonly (readonly [string, string])[], fullPage = true) => {
      for (const [device, viewport] of [
        ['desktop', { width: 1280, height: 800 }],
        ['phone', { width: 390, height: 844 }],
      ] as const) {
        await page.setViewportSize(viewport);
        for (const lang of ['fr', 'ar'] as const) {
          for (const [name, address] of pages) {
            await page.goto(`${address}${address.includes('?') ? '&' : '?'}lang=${lang}`);
            await page.waitForLoadState('networkidle');
            const file = path.join(directory, `account-${name}-${lang}-${device}.png`);
            await page.screenshot({ path: file, fullPage });
          }
        }
      }
    };
    await shots([
      ['login', '/auth/login?loginAnonymous=1'],
      ['login-error', '/auth/login?error=INVALID_CREDENTIALS&username=amina_benali'],
      ['register', '/auth/register'],
      [
        'register-errors',
        '/auth/register?error=REGISTER/FORM_VALIDATION_ERROR&fields=email:email,phone:phone&email=amina@&phone=12',
      ],
    ]);
    await shots([['member', `/membre/${me.data.me.id}`]], false);
    await useSession(context, baseURL!, tokens);
    await shots([['settings', '/profile-settings']]);
    await shots([['member-own', `/membre/${me.data.me.id}/likes`]], false);
  });
});
