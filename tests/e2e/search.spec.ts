// The search in a real browser on the demo data: keywords with suggestions, a category, a
// wilaya, a price range, the address changing with the results, pages, the phone's filter sheet,
// the same search without JavaScript, accessibility and screenshots to look at.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { PRICE_UNIT_FACTORS } from '../../shared/domain/announcements';
import { CARD_TITLE_LIMITS, truncate } from '../../shared/domain/text';
import { expect, SCREENSHOT_DIR, test } from './fixtures';

const searchBox = (page: Page) => page.getByRole('banner').getByRole('combobox');
const results = (page: Page) => page.locator('.search-results .card');
const countText = (page: Page) => page.locator('.search-toolbar__count');

/** The number in "1 234 annonces". */
async function resultCount(page: Page): Promise<number> {
  const text = (await countText(page).textContent()) ?? '';
  return Number(text.replace(/[^\d]/g, ''));
}

/** Collects the page's script errors, to check hydration and client navigation stayed clean. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

test.describe('search with JavaScript', () => {
  test('keywords with suggestions: type, pick one with the keyboard, land on the keyword search', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto('/s');
    await page.waitForLoadState('networkidle');
    const box = searchBox(page);
    await box.pressSequentially('peug', { delay: 30 });
    const option = page.getByRole('option', { name: 'peugeot' });
    await expect(option).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await box.press('ArrowDown');
    await expect(option).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id'))!);
    await box.press('Enter');
    await expect(page).toHaveURL(/\/peugeot-r$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Résultats pour « peugeot »');
    await expect(box).toHaveValue('peugeot');
    expect(await results(page).count()).toBeGreaterThan(0);

    // Escape closes the suggestions, a second Escape clears the box.
    await box.fill('');
    await box.pressSequentially('voit', { delay: 30 });
    await expect(page.getByRole('listbox')).toBeVisible();
    await box.press('Escape');
    await expect(page.getByRole('listbox')).toBeHidden();
    await box.press('Escape');
    await expect(box).toHaveValue('');
    expect(errors).toEqual([]);
  });

  test('a category from the suggestions, a wilaya, a price range, then page 2: the address follows, the page stays', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await searchBox(page).pressSequentially('voit', { delay: 30 });
    await page.getByRole('option', { name: /Voitures.*Catégorie/ }).click();
    await expect(page).toHaveURL(/\/automobiles$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Voitures');
    await expect(results(page)).toHaveCount(48);
    const everywhere = await resultCount(page);

    // Client-side from here on: a marker on window survives every change below.
    await page.evaluate(() => ((window as unknown as { searchMarker: number }).searchMarker = 1));
    // The search keeps the scroll on the same route (spec §2).
    await page.mouse.wheel(0, 400);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    const scrolled = await page.evaluate(() => window.scrollY);

    await page.getByLabel('Wilaya', { exact: true }).selectOption('16');
    await expect(page).toHaveURL(/\/automobiles\?regionIds=16$/);
    await expect.poll(() => resultCount(page)).toBeLessThan(everywhere);
    const inAlger = await resultCount(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    await expect(page.getByLabel('Commune', { exact: true })).toBeVisible();

    await page.getByLabel('Min', { exact: true }).fill('50');
    await page.getByLabel('Max', { exact: true }).fill('5000');
    await expect(page).toHaveURL(/\/automobiles\?regionIds=16&priceMin=50&priceMax=5000&priceUnit=MILLION$/);
    await expect.poll(() => resultCount(page)).toBeLessThanOrEqual(inAlger);
    await expect(page.locator('.search-layout')).not.toHaveClass(/is-loading/);
    expect(await resultCount(page)).toBeGreaterThan(48);

    const pages = page.getByRole('navigation', { name: 'Pages de résultats' });
    await pages.getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/\/automobiles\/2\?regionIds=16&priceMin=50&priceMax=5000&priceUnit=MILLION$/);
    await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(page.locator('.search-layout')).not.toHaveClass(/is-loading/);
    expect(await results(page).count()).toBe((await resultCount(page)) - 48);
    await expect(pages.getByRole('link', { name: 'Précédente' })).toHaveAttribute(
      'href',
      '/automobiles?regionIds=16&priceMin=50&priceMax=5000&priceUnit=MILLION',
    );
    // The filter panel shows the search of the address.
    await expect(page.getByLabel('Wilaya', { exact: true })).toHaveValue('16');
    await expect(page.getByLabel('Min', { exact: true })).toHaveValue('50');

    // Clearing the filters goes back to the category, page 1.
    await page.getByRole('link', { name: 'Effacer les filtres' }).click();
    await expect(page).toHaveURL(/\/automobiles$/);
    await expect(page.getByLabel('Wilaya', { exact: true })).toHaveValue('');
    expect(await page.evaluate(() => (window as unknown as { searchMarker?: number }).searchMarker)).toBe(1);
    expect(errors).toEqual([]);
  });

  test('sorts by price in Arabic: the cheapest first, only priced ones, the choice in the address', async ({
    page,
  }) => {
    await page.goto('/automobiles?lang=ar');
    await page.waitForLoadState('networkidle');
    const answered = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === '/graphql' && (response.request().postData() ?? '').includes('PRICE_ASC'),
    );
    await page.getByLabel('الترتيب حسب').selectOption({ label: 'السعر: من الأقل إلى الأعلى' });
    await expect(page).toHaveURL(/\/automobiles\?lang=ar&orderByField=PRICE_ASC$|orderByField=PRICE_ASC&lang=ar$/);
    const body = (await (await answered).json()) as {
      data: { search: { announcements: { data: { id: string; pricePreview: number; priceUnit: string }[] } } };
    };
    const cards = body.data.search.announcements.data;
    expect(cards.length).toBeGreaterThan(1);
    const dinars = cards.map(
      (card) => card.pricePreview * (PRICE_UNIT_FACTORS[card.priceUnit as keyof typeof PRICE_UNIT_FACTORS] ?? 1),
    );
    expect(dinars.every((price) => price > 0)).toBe(true);
    expect(dinars).toEqual([...dinars].sort((a, b) => a - b));
    // The page shows them in that order.
    await expect(results(page).first()).toHaveAttribute('data-announcement-id', cards[0]!.id);
    await expect(results(page).nth(1)).toHaveAttribute('data-announcement-id', cards[1]!.id);
  });

  test('the order and a category-specific field apply at once, and the back button restores the search', async ({
    page,
  }) => {
    await page.goto('/automobiles');
    await page.waitForLoadState('networkidle');
    await page.getByLabel('Énergie', { exact: true }).selectOption('diesel');
    await expect(page).toHaveURL(/\/automobiles\?f\.energie=diesel$/);
    // The model depends on the make: it appears once a make is chosen, with that make's models only.
    const model = page.getByLabel('Modèle', { exact: true });
    await expect(model).toHaveCount(0);
    await page.getByLabel('Marque', { exact: true }).selectOption('peugeot');
    await expect(page).toHaveURL(/\/automobiles\?f\.energie=diesel&f\.marque=peugeot$/);
    await expect(model.locator('option[value="peugeot-208"]')).toHaveCount(1);
    await expect(model.locator('option[value="renault-clio-4"]')).toHaveCount(0);
    await model.selectOption('peugeot-208');
    await expect(page).toHaveURL(/&f\.modele=peugeot-208$/);
    // Clearing the make clears the model, which belonged to it.
    await page.getByLabel('Marque', { exact: true }).selectOption('');
    await expect(page).toHaveURL(/\/automobiles\?f\.energie=diesel$/);

    await page.getByLabel('Trier par').selectOption('CREATED_AT');
    await expect(page).toHaveURL(/\/automobiles\?orderByField=CREATED_AT&f\.energie=diesel$/);
    await page.getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/\/automobiles\/2\?orderByField=CREATED_AT&f\.energie=diesel$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/automobiles\?orderByField=CREATED_AT&f\.energie=diesel$/);
    await expect(page.getByLabel('Énergie', { exact: true })).toHaveValue('diesel');
    await expect(page.getByLabel('Trier par')).toHaveValue('CREATED_AT');
  });

  test('on a slow phone, a sort chosen as soon as a filter shows in the address keeps that filter', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.goto('/automobiles');
    await page.waitForLoadState('networkidle');
    // A slow processor: the page takes a while to draw each search, after the address has changed.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 8 });
    await page.getByLabel('Énergie', { exact: true }).selectOption('diesel');
    await expect(page).toHaveURL(/\/automobiles\?f\.energie=diesel$/);
    await page.getByLabel('Trier par').selectOption('CREATED_AT');
    await expect(page).toHaveURL(/\/automobiles\?orderByField=CREATED_AT&f\.energie=diesel$/);
    await page.getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/\/automobiles\/2\?orderByField=CREATED_AT&f\.energie=diesel$/, { timeout: 15_000 });
  });

  test('a failed search shows the connection problem (spec §8), and "Try again" brings the results', async ({
    page,
  }) => {
    await page.goto('/automobiles');
    await page.waitForLoadState('networkidle');
    const isSearch = (body: string | null) => body !== null && body.includes('query Search(');
    await page.route('**/graphql**', (route) =>
      isSearch(route.request().postData()) ? route.abort('internetdisconnected') : route.continue(),
    );
    await page.getByLabel('Wilaya', { exact: true }).selectOption('31');
    const alert = page.getByRole('alert').filter({ hasText: 'Problème de connexion' });
    await expect(alert).toBeVisible();
    await expect(results(page)).toHaveCount(0);

    await page.unroute('**/graphql**');
    await alert.getByRole('button', { name: 'Réessayer' }).click();
    await expect(alert).toBeHidden();
    await expect(page).toHaveURL(/\/automobiles\?regionIds=31$/);
    expect(await results(page).count()).toBeGreaterThan(0);
  });

  test('on a slow phone, a failed search is sent once and waits for "Try again"', async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto('/automobiles');
    await page.waitForLoadState('networkidle');
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 8 });
    let searches = 0;
    await page.route('**/graphql**', (route) => {
      if (!(route.request().postData() ?? '').includes('query Search(')) return route.continue();
      searches += 1;
      return route.abort('internetdisconnected');
    });
    await page.getByLabel('Wilaya', { exact: true }).selectOption('31');
    const alert = page.getByRole('alert').filter({ hasText: 'Problème de connexion' });
    await expect(alert).toBeVisible({ timeout: 15_000 });
    // Long enough for the re-sends this guards against (one about every 100 ms).
    await page.waitForTimeout(2_000);
    expect(searches).toBe(1);

    await page.unroute('**/graphql**');
    await alert.getByRole('button', { name: 'Réessayer' }).click();
    await expect(alert).toBeHidden({ timeout: 15_000 });
    await expect(results(page).first()).toBeVisible();
  });

  test('card titles are cut to 80 characters on desktop and 70 on phones (spec §5)', async ({ page }) => {
    for (const [width, limit, shown] of [
      [1280, CARD_TITLE_LIMITS.desktop, '.only-desktop'],
      [390, CARD_TITLE_LIMITS.mobile, '.only-mobile'],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/s');
      const titles = page.locator('.search-results .card__title a');
      await expect(titles).toHaveCount(48);
      await expect(titles.last()).toBeVisible();
      const cards = await titles.evaluateAll(
        (links, selector) =>
          links.map((link) => {
            const shownTitle = link.querySelector<HTMLElement>(selector)!;
            return {
              full: link.getAttribute('title') ?? '',
              text: shownTitle.textContent ?? '',
              visible: shownTitle.getClientRects().length > 0,
            };
          }),
        shown,
      );
      for (const card of cards) {
        expect(card.visible, card.full).toBe(true);
        expect(card.text).toBe(truncate(card.full, limit));
        expect([...card.text].length).toBeLessThanOrEqual(limit + 1);
      }
    }
  });

  test('on a phone the filters open as a sheet, close with Escape and give the focus back', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/automobiles');
    await page.waitForLoadState('networkidle');
    const wilaya = page.getByLabel('Wilaya', { exact: true });
    await expect(wilaya).toBeHidden();
    const open = page.getByRole('button', { name: 'Filtres', exact: true });
    await open.click();
    await expect(open).toHaveAttribute('aria-expanded', 'true');
    await expect(wilaya).toBeVisible();
    await expect(page.getByRole('button', { name: 'Fermer les filtres' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(wilaya).toBeHidden();
    await expect(open).toBeFocused();

    await open.click();
    await wilaya.selectOption('16');
    await page.getByRole('button', { name: 'Afficher les résultats' }).click();
    await expect(page).toHaveURL(/\/automobiles\?regionIds=16$/);
    await expect(wilaya).toBeHidden();
    await expect(page.getByRole('button', { name: 'Filtres (1)', exact: true })).toBeVisible();
  });
});

test.describe('search without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the filter form, the pages and the top bar search are plain GET forms and links', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/automobiles');
    await page.getByLabel('Wilaya', { exact: true }).selectOption('16');
    await page.getByLabel('Min', { exact: true }).fill('50');
    await page.getByRole('button', { name: 'Appliquer' }).click();
    // The browser sends every field, empty ones too; the server redirects to the search's own address.
    await expect(page).toHaveURL(/\/automobiles\?regionIds=16&priceMin=50&priceUnit=MILLION$/);
    await expect(page.getByLabel('Wilaya', { exact: true })).toHaveValue('16');
    await expect(page.getByLabel('Min', { exact: true })).toHaveValue('50');

    await page.getByLabel('Trier par').selectOption('CREATED_AT');
    await page.getByRole('button', { name: 'Trier' }).click();
    await expect(page).toHaveURL(/\/automobiles\?regionIds=16&priceMin=50&priceUnit=MILLION&orderByField=CREATED_AT$/);

    await page.getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/\/automobiles\/2\?/);

    await searchBox(page).fill('peugeot');
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(/\/peugeot-r\?category=automobiles$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Résultats pour « peugeot »');
    expect(await results(page).count()).toBeGreaterThan(0);
  });

  test('an unknown category is a 404 page', async ({ page }) => {
    const response = await page.goto('/categorie-inconnue');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Catégorie introuvable');
  });
});

test.describe('search quality', () => {
  test('no serious or critical axe violation in the search (fr and ar)', async ({ page }) => {
    test.setTimeout(60_000);
    const found: string[] = [];
    for (const address of ['/automobiles?regionIds=16', '/peugeot-r?lang=ar', '/s?lang=ar']) {
      await page.goto(address);
      await page.waitForLoadState('networkidle');
      const report = await new AxeBuilder({ page })
        .include('.search')
        .include('.search-box')
        .withTags(['wcag2a', 'wcag2aa'])
        .analyze();
      for (const violation of report.violations) {
        if (violation.impact !== 'serious' && violation.impact !== 'critical') continue;
        found.push(`${address}: ${violation.id} ${violation.help} — ${violation.nodes[0]?.target.join(' ')}`);
      }
    }
    expect(found).toEqual([]);
  });

  test('shows at least eight whole cards on a 1366 × 768 screen and four on a phone, each with price, place and day', async ({
    browser,
    baseURL,
  }) => {
    for (const [viewport, least] of [
      [{ width: 1366, height: 768 }, 8],
      [{ width: 390, height: 844 }, 4],
    ] as const) {
      const context = await browser.newContext({ viewport, baseURL });
      const page = await context.newPage();
      for (const lang of ['fr', 'ar']) {
        await page.goto(`/automobiles?lang=${lang}`);
        await page.waitForLoadState('networkidle');
        const whole = await results(page).evaluateAll(
          (cards, height) => cards.filter((card) => card.getBoundingClientRect().bottom <= height).length,
          viewport.height,
        );
        expect(whole, `${lang} ${viewport.width}`).toBeGreaterThanOrEqual(least);
        for (let index = 0; index < least; index += 1) {
          const card = results(page).nth(index);
          await expect(card.locator('.card__price')).not.toBeEmpty();
          await expect(card.locator('.card__place')).toBeVisible();
          // A wilaya whole (never cut short); the communes in its title.
          const place = card.locator('.card__place');
          const wilaya = (await place.innerText()).trim();
          expect(await place.getAttribute('title')).toContain(wilaya.split(/،|,/)[0]!.trim());
          if (!/،|,/.test(wilaya)) {
            expect(await place.evaluate((element) => element.scrollWidth <= element.clientWidth + 1), wilaya).toBe(
              true,
            );
          }
          await expect(card.locator('time')).toHaveText(/^\d\d\/\d\d(\/\d{4})?$/);
        }
      }
      await context.close();
    }
  });

  test('screenshots of the search in fr and ar, desktop and phone', async ({ page }) => {
    test.setTimeout(60_000);
    const directory = path.resolve(SCREENSHOT_DIR);
    mkdirSync(directory, { recursive: true });
    for (const [device, viewport] of [
      ['desktop', { width: 1280, height: 900 }],
      ['phone', { width: 390, height: 844 }],
    ] as const) {
      await page.setViewportSize(viewport);
      for (const lang of ['fr', 'ar'] as const) {
        const suffix = lang === 'fr' ? '' : `&lang=${lang}`;
        await page.goto(`/automobiles?regionIds=16${suffix}`);
        await page.waitForLoadState('networkidle');
        // Hydrated: the "Sort" button for visitors without JavaScript is gone.
        await expect(page.locator('.search-sort button')).toHaveCount(0);
        await page.screenshot({ path: path.join(directory, `search-${lang}-${device}.png`) });
        if (device === 'phone') {
          await page.getByRole('button', { name: lang === 'fr' ? 'Filtres (1)' : 'التصفية (1)', exact: true }).click();
          await page.screenshot({ path: path.join(directory, `search-filters-${lang}-${device}.png`) });
        } else {
          await searchBox(page).pressSequentially(lang === 'fr' ? 'voit' : 'peug', { delay: 30 });
          await expect(page.getByRole('listbox')).toBeVisible();
          await page.screenshot({ path: path.join(directory, `search-suggestions-${lang}-${device}.png`) });
        }
      }
    }
  });
});
