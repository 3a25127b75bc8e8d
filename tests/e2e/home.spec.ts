import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, gql, SCREENSHOT_DIR, test } from './fixtures';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

/** Waits for the page's script to take over (client navigation, JS form handling). */
async function hydrated(page: Page) {
  await page.waitForLoadState('networkidle');
}

/** Scrolls through the page so that lazy pictures load before a full-page screenshot. */
async function loadPictures(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
}

/** Serious and critical accessibility violations of the page (axe). */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

test.describe('home and layout', () => {
  test('the home is complete HTML with category rows of cards, linking to their category', async ({
    page,
    request,
  }) => {
    // Without JavaScript: the server's HTML already holds the rows and their cards.
    const html = await (await request.get('/')).text();
    expect(html).toContain('class="home-row__cards"');
    expect(html.match(/class="card"/g)?.length ?? 0).toBeGreaterThanOrEqual(24);

    await page.setViewportSize(DESKTOP);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Achetez et vendez de tout, partout en Algérie');
    const rows = page.locator('section.home-row');
    expect(await rows.count()).toBeGreaterThanOrEqual(5);
    const feed = page.locator('section.home-row[aria-labelledby^="feed-"]').first();
    await expect(feed.locator('.card')).toHaveCount(8);
    const seeAll = feed.getByRole('link', { name: /^Voir tout — / });
    const href = await seeAll.getAttribute('href');
    expect(href).toMatch(/^\/[a-z0-9-]+$/);
    await expect(page.locator('.category-tile')).toHaveCount(14);

    await hydrated(page);
    await seeAll.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
  });

  test('nothing moves when the script takes over: the rows are where the server put them', async ({
    page,
    browser,
    baseURL,
  }) => {
    // The cards' cart buttons come with the script; the server's HTML keeps their room, so a
    // visitor's click lands where they aimed (a row that jumped 84 px made clicks miss).
    const rowTops = (target: Page) =>
      target
        .locator('section.home-row')
        .evaluateAll((rows) => rows.map((row) => Math.round(row.getBoundingClientRect().top + window.scrollY)));
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL, viewport: DESKTOP });
    const serverOnly = await context.newPage();
    await serverOnly.goto('/');
    const before = await rowTops(serverOnly);
    await context.close();

    await page.setViewportSize(DESKTOP);
    await page.goto('/');
    await hydrated(page);
    // The top ads come after the page, below the rows the server rendered.
    expect((await rowTops(page)).slice(0, before.length)).toEqual(before);
  });

  test('the top ads: promoted stores with their four latest pictures and announcements, marked sponsored', async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/');
    const row = page.getByRole('region', { name: 'À la une' });
    await expect(row).toBeVisible();
    // The demo promotes two stores and four of their announcements.
    const stores = row.locator('.sponsored-store');
    await expect(stores).toHaveCount(2);
    for (const store of await stores.all()) {
      await expect(store.locator('.sponsored-store__pictures img')).toHaveCount(4);
      expect(await store.getAttribute('href')).toMatch(/^\/store\/\d+\//);
    }
    await expect(row.locator('.sponsored-card .card')).toHaveCount(4);
    await expect(row.locator('.sponsored-card__badge')).toHaveText(Array(6).fill('Sponsorisé'));
    await row.scrollIntoViewIfNeeded();
    await row.screenshot({ path: `${SCREENSHOT_DIR}/home-top-ads.png` });
  });

  test('the drawer opens from the keyboard, lists the categories and closes with Escape', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/');
    await hydrated(page);
    const menu = page.getByRole('button', { name: 'Menu', exact: true });
    await menu.focus();
    await page.keyboard.press('Enter');
    const drawer = page.locator('#navigation-drawer');
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Véhicules' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Immobilier' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: "Voitures d'occasion" })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Toutes les catégories' })).toHaveAttribute('href', '/s');
    // The focus moved into the drawer; Escape closes it and gives it back to the button.
    await expect(drawer.locator(':focus')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(menu).toBeFocused();

    // A link of the drawer navigates and closes it.
    await menu.click();
    await drawer.getByRole('link', { name: 'Immobilier' }).click();
    await expect(page).toHaveURL(/\/immobilier$/);
    await expect(drawer).toBeHidden();
  });

  test('a messenger thread address shows the home with the drawer, not indexed', async ({ memberPage }) => {
    const { page } = memberPage;
    const response = await page.goto('/messages/thread/42');
    expect(response?.status()).toBe(200);
    await expect(page.locator('section.home-row').first()).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    // Not a conversation of this member: the drawer says so, in the server's words.
    await expect(page.getByRole('dialog', { name: 'Messages' }).getByRole('status')).toHaveText(
      "Cette conversation n'existe pas.",
    );
  });

  test('says when the browser goes offline and when it is back', async ({ page, context }) => {
    await page.goto('/');
    await hydrated(page);
    await context.setOffline(true);
    await expect(page.getByRole('status').filter({ hasText: 'Vous êtes hors ligne.' })).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByRole('status').filter({ hasText: 'Vous êtes de nouveau en ligne.' })).toBeVisible();
  });

  test('the drawer works without JavaScript too', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL, viewport: PHONE });
    const page = await context.newPage();
    await page.goto('/contact-us');
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await expect(page.locator('#navigation-drawer').getByRole('link', { name: 'Emploi', exact: true })).toBeVisible();
    await context.close();
  });

  test('the language switcher opens the same page in Arabic, right to left, the logo on the right', async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/contact-us');
    await hydrated(page);
    await page.getByRole('button', { name: /^Langue/ }).click();
    await page.getByRole('link', { name: 'العربية' }).click();
    await expect(page).toHaveURL(/\/contact-us\?lang=ar$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('اتصل بنا');
    const logo = await page.locator('.portal-header__bar .logo').boundingBox();
    expect(logo!.x).toBeGreaterThan(DESKTOP.width / 2);
    // And back to French, on the same page.
    await page
      .locator('.portal-header')
      .getByRole('button', { name: /^اللغة/ })
      .click();
    await page.getByRole('link', { name: 'Français' }).click();
    await expect(page).toHaveURL(/\/contact-us$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  });

  test('the contact form checks the fields, sends the message and says so', async ({ page }) => {
    await page.goto('/contact-us');
    await hydrated(page);
    // The shared rules answer before anything is sent.
    await page.getByRole('button', { name: 'Envoyer' }).click();
    await expect(page.getByRole('alert')).toHaveText('Données invalides.');
    await expect(page.getByText('Ce champ est obligatoire !').first()).toBeVisible();

    await page.getByLabel('Votre message concerne').selectOption('SUGGESTION');
    await page.getByLabel('Nom').fill('Yasmine Kaci');
    await page.getByLabel('Adresse e-mail').fill(`e2e-contact-${Date.now()}@example.dz`);
    await page.getByLabel('Objet').fill('Une idée pour la recherche');
    await page
      .getByRole('textbox', { name: 'Message', exact: true })
      .fill('Pourriez-vous ajouter un filtre par année pour les motos ?');
    await page.getByRole('button', { name: 'Envoyer' }).click();
    await expect(page.getByRole('heading', { name: 'Message envoyé !' })).toBeVisible();
  });

  // Without JavaScript the page's content is hidden until React's inline script reveals it
  // (boundaries over `progressiveChunkSize` are outlined even after onAllReady): render.tsx needs
  // `progressiveChunkSize: Infinity`. The form route itself is tested in contact-form.test.ts.
  test('the contact form sends a message without JavaScript', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const plain = await context.newPage();
    await plain.goto('/contact-us?lang=en');
    await plain.getByLabel('Name').fill('Samir Ould');
    await plain.getByLabel('E-mail address').fill(`e2e-nojs-${Date.now()}@example.dz`);
    await plain.getByLabel('Subject').fill('Partnership');
    await plain
      .getByRole('textbox', { name: 'Message', exact: true })
      .fill('We would like to advertise our delivery service.');
    await plain.getByRole('button', { name: 'Send' }).click();
    await expect(plain).toHaveURL(/\/contact-us\?sent=1&lang=en$/);
    await expect(plain.getByRole('heading', { name: 'Message sent!' })).toBeVisible();
    await context.close();
  });

  test('the footer links to the legal pages, the contact page and the social networks', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const footer = page.locator('footer.portal-footer');
    await expect(footer.getByRole('link', { name: "Conditions d'utilisation" })).toHaveAttribute('href', '/terms');
    for (const name of ['Souk sur Facebook', 'Souk sur Instagram', 'Souk sur LinkedIn']) {
      await expect(footer.getByRole('link', { name })).toHaveAttribute('rel', 'noopener');
    }
    // The spec's footer links: stores and advertising, the how-to-advertise video in a new tab.
    await expect(footer.getByRole('link', { name: 'Boutiques et publicité' })).toHaveAttribute('href', '/order-store');
    await expect(footer.getByRole('link', { name: 'Comment annoncer (vidéo)' })).toHaveAttribute('target', '_blank');
    await footer.getByRole('link', { name: 'Mentions légales' }).click();
    await expect(page).toHaveURL(/\/legals$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mentions légales');
    await footer.getByRole('link', { name: 'Confidentialité' }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByText(/loi n° 18-07 du 10 juin 2018/).first()).toBeVisible();
    await footer.getByRole('link', { name: 'Cookies' }).click();
    await expect(page.getByText(/souk_refresh/).first()).toBeVisible();
    await footer.getByRole('link', { name: 'Contactez-nous' }).click();
    await expect(page).toHaveURL(/\/contact-us$/);
    await footer.getByRole('link', { name: 'Boutiques', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Boutiques');
  });

  test('phones get a back button on every page but the root', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/');
    await hydrated(page);
    const back = page.getByRole('link', { name: 'Retour' });
    await expect(back).toHaveCount(0);
    await page.locator('footer').getByRole('link', { name: 'Contactez-nous' }).click();
    await expect(page).toHaveURL(/\/contact-us$/);
    await expect(back).toBeVisible();
    await back.click();
    await expect(page).toHaveURL(/\/$/);

    // A page opened directly (no history in this tab) goes home.
    await page.goto('/terms');
    await hydrated(page);
    await page.getByRole('link', { name: 'Retour' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('members get their favourites and history, notifications, messenger and an account menu', async ({
    memberPage,
    request,
  }) => {
    const { page, username, tokens } = memberPage;
    const found = await gql<{ search: { announcements: { data: { id: string }[] } } }>(
      request,
      '{ search(filter: { count: 2 }) { announcements { data { id } } } }',
    );
    const [viewed, bookmarked] = found.data.search.announcements.data;
    await gql(request, 'query ($id: ID!) { announcementDetails(id: $id) { id } }', { id: viewed!.id }, tokens.token);
    await gql(
      request,
      'mutation ($id: ID!) { announcementBookmarkAdd(id: $id) { status } }',
      { id: bookmarked!.id },
      tokens.token,
    );

    await page.setViewportSize(DESKTOP);
    await page.goto('/');
    await hydrated(page);
    const favourites = page.locator('section.home-row[aria-labelledby="favourites-title"]');
    await expect(favourites.getByRole('heading', { name: 'Vos favoris' })).toBeVisible();
    await expect(favourites.locator('.card')).toHaveCount(1);
    const history = page.locator('section.home-row[aria-labelledby="history-title"]');
    await expect(history.locator('.card')).toHaveCount(1);
    await expect(history.getByRole('link', { name: /^Voir tout/ })).toHaveAttribute('href', /\/membre\/\d+\/viewed$/);

    await page.getByRole('button', { name: 'Messages' }).click();
    await expect(page.getByText('Aucune conversation pour le moment.')).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: new RegExp(`^Menu du compte de ${username}`) }).click();
    const menu = page.locator('#account-menu');
    await expect(menu.getByText(`@${username}`)).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Se déconnecter' })).toHaveAttribute('href', '/auth/logout');
    await menu.getByRole('link', { name: 'Mon profil' }).click();
    await expect(page).toHaveURL(/\/membre\/\d+$/);
  });

  test('home, contact and legal pages have no serious accessibility problem', async ({ page }) => {
    test.setTimeout(120_000);
    for (const path of ['/', '/contact-us', '/privacy', '/?lang=ar', '/does-not-exist']) {
      await page.goto(path);
      await hydrated(page);
      expect(await seriousViolations(page), path).toEqual([]);
    }
  });

  test('screenshots of the home in French and Arabic, wide and on a phone', async ({ page }) => {
    test.setTimeout(90_000);
    for (const [name, size] of [
      ['desktop', DESKTOP],
      ['phone', PHONE],
    ] as const) {
      await page.setViewportSize(size);
      for (const lang of ['fr', 'ar'] as const) {
        await page.goto(lang === 'fr' ? '/' : '/?lang=ar');
        await hydrated(page);
        await page.screenshot({ path: `${SCREENSHOT_DIR}/home-${lang}-${name}-top.png` });
        await loadPictures(page);
        await page.screenshot({ path: `${SCREENSHOT_DIR}/home-${lang}-${name}.png`, fullPage: true });
      }
    }
    await page.setViewportSize(PHONE);
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    // Let the drawer finish sliding in.
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/drawer-fr-phone.png` });
    await page.setViewportSize(DESKTOP);
    await page.goto('/contact-us');
    await page.screenshot({ path: `${SCREENSHOT_DIR}/contact-fr-desktop.png`, fullPage: true });
    await page.goto('/privacy?lang=ar');
    await page.screenshot({ path: `${SCREENSHOT_DIR}/privacy-ar-desktop.png`, fullPage: true });
  });
});
