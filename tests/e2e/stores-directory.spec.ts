// The store directory (/boutiques) in a browser, on the demo marketplace: store cards, the
// keyword and place filters, following (optimistic, reverted on failure, the connection dialog
// for visitors), the saved scroll position on coming back, and the announcement page's way to
// the store's site.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, gql, SCREENSHOT_DIR, test } from './fixtures';

interface DemoStore {
  id: string;
  name: string;
  url: string;
  followerCount: number;
  mainLocation: {
    location: { region: { id: string; name: string } | null; city: { id: string; name: string } | null };
  } | null;
}

async function demoStores(request: APIRequestContext): Promise<DemoStore[]> {
  const result = await gql<{ storeSearch: { data: DemoStore[] } }>(
    request,
    `query { storeSearch(filter: { count: 50 }) { data { id name url followerCount
      mainLocation { location { region { id name } city { id name } } } } } }`,
  );
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  return result.data.storeSearch.data;
}

/** Fails the test on any script error or console error (a hydration mismatch among them). */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !/status of (40\d|500)/.test(message.text())) errors.push(message.text());
  });
  return errors;
}

async function open(page: Page, address: string): Promise<void> {
  const response = await page.goto(address);
  expect(response?.status()).toBe(200);
  await page.waitForLoadState('networkidle');
}

async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}

const filterForm = (page: Page) => page.locator('form.store-filters');
const cardOf = (page: Page, name: string): Locator =>
  page.locator('article.store-card').filter({ has: page.getByRole('heading', { name, exact: true }) });
const cardNames = (page: Page) => page.locator('.store-card__name').allTextContents();

test.describe('store directory', () => {
  test('lists the demo stores as cards: badges, counts, place, four pictures, link to the site', async ({
    page,
    request,
  }) => {
    const errors = watchErrors(page);
    const stores = await demoStores(request);
    await open(page, '/boutiques');
    await expect(page).toHaveTitle('Boutiques | Souk');
    await expect(page.getByRole('heading', { level: 1, name: 'Boutiques' })).toBeVisible();
    expect((await cardNames(page)).sort()).toEqual(stores.map((store) => store.name).sort());
    const official = cardOf(page, stores[0]!.name);
    await expect(official.getByText('Boutique officielle')).toBeVisible();
    await expect(official.locator('.store-card__thumbs img')).toHaveCount(4);
    await expect(official.getByRole('link', { name: `Voir la boutique ${stores[0]!.name}` })).toHaveAttribute(
      'href',
      stores[0]!.url,
    );
    expect(errors).toEqual([]);
    await screenshot(page, 'stores-directory');

    const results = await new AxeBuilder({ page }).include('main').analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);

    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'stores-directory-phone');
  });

  test('in Arabic the store’s site opens in Arabic, from the directory and from an announcement', async ({
    page,
    request,
  }) => {
    const [store] = await demoStores(request);
    await open(page, '/boutiques?lang=ar');
    const card = cardOf(page, store!.name);
    await card.locator('a.store-card__visit').click();
    await expect(page).toHaveURL(`${store!.url}?lang=ar`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

    const result = await gql<{ search: { announcements: { data: { id: string; slug: string }[] } } }>(
      request,
      'query ($id: ID!) { search(filter: { storeId: $id, count: 1 }) { announcements { data { id slug } } } }',
      { id: store!.id },
    );
    const announcement = result.data.search.announcements.data[0]!;
    await open(page, `/${encodeURIComponent(announcement.slug)}-d${announcement.id}?lang=ar`);
    await page.locator('a.seller__link').click();
    await expect(page).toHaveURL(`${store!.url}?lang=ar`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });

  test('filters by wilaya (its communes listed once chosen), commune and keyword', async ({ page, request }) => {
    const errors = watchErrors(page);
    const stores = await demoStores(request);
    const placed = stores.find((store) => store.mainLocation?.location.region && store.mainLocation.location.city)!;
    const region = placed.mainLocation!.location.region!;
    const city = placed.mainLocation!.location.city!;
    await open(page, '/boutiques');
    await expect(page.getByLabel('Commune')).toBeDisabled();
    await page.getByLabel('Wilaya').selectOption(region.id);
    await expect(page.getByLabel('Commune')).toBeEnabled();
    await page.getByLabel('Commune').selectOption(city.id);
    await filterForm(page).getByRole('button', { name: 'Rechercher' }).click();
    await expect(page).toHaveURL(`/boutiques?regionId=${region.id}&cityId=${city.id}`);
    await expect(page.getByRole('heading', { name: placed.name, exact: true })).toBeVisible();
    for (const name of await cardNames(page)) {
      const store = stores.find((candidate) => candidate.name === name)!;
      expect(store.mainLocation?.location.city?.id).toBe(city.id);
    }

    await page.getByRole('link', { name: 'Effacer' }).click();
    await expect(page).toHaveURL('/boutiques');
    await page.getByLabel('Nom de boutique ou mot-clé').fill(placed.name.split(' ')[0]!);
    await page.getByLabel('Nom de boutique ou mot-clé').press('Enter');
    await expect(page).toHaveURL(`/boutiques?keyword=${encodeURIComponent(placed.name.split(' ')[0]!)}`);
    await expect(page.getByRole('heading', { name: placed.name, exact: true })).toBeVisible();

    await page.getByLabel('Nom de boutique ou mot-clé').fill('zzzz-aucune-boutique');
    await filterForm(page).getByRole('button', { name: 'Rechercher' }).click();
    await expect(page.getByText('Aucune boutique ne correspond à ces filtres.')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('filters without JavaScript too (a GET form)', async ({ browser, request }) => {
    const stores = await demoStores(request);
    const region = stores.find((store) => store.mainLocation?.location.region)!.mainLocation!.location.region!;
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/boutiques');
    await page.getByLabel('Wilaya').selectOption(region.id);
    await filterForm(page).getByRole('button', { name: 'Rechercher' }).click();
    // The form's address (empty fields included) is redirected to the directory's own.
    await expect(page).toHaveURL(`/boutiques?regionId=${region.id}`);
    await expect(page.getByLabel('Commune')).toBeEnabled();
    await context.close();
  });

  test('a visitor who follows gets the connection dialog', async ({ page, request }) => {
    const [store] = await demoStores(request);
    await open(page, '/boutiques');
    await cardOf(page, store!.name)
      .getByRole('button', { name: `Suivre ${store!.name}` })
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', /redirectTo=%2Fboutiques/);
  });

  test('a member follows and unfollows: the button and the count change at once and stay', async ({
    memberPage: { page },
    request,
  }) => {
    const errors = watchErrors(page);
    const [store] = await demoStores(request);
    await open(page, '/boutiques');
    const card = cardOf(page, store!.name);
    const follow = card.getByRole('button', { name: `Suivre ${store!.name}` });
    const count = card.locator('.store-card__stat').first();
    const before = await count.textContent();
    await follow.click();
    await expect(card.getByRole('button', { name: `Abonné ${store!.name}` })).toHaveAttribute('aria-pressed', 'true');
    await expect(count).not.toHaveText(before!);
    await page.reload();
    await expect(card.getByRole('button', { name: `Abonné ${store!.name}` })).toHaveAttribute('aria-pressed', 'true');
    await card.getByRole('button', { name: `Abonné ${store!.name}` }).click();
    await expect(follow).toHaveAttribute('aria-pressed', 'false');
    await expect(count).toHaveText(before!);
    await page.reload();
    await expect(follow).toHaveAttribute('aria-pressed', 'false');
    expect(errors).toEqual([]);
  });

  test('a follow the server refuses is reverted silently', async ({ memberPage: { page }, request }) => {
    const [store] = await demoStores(request);
    await open(page, '/boutiques');
    await page.route('**/graphql**', async (route) => {
      const body = route.request().postData() ?? '';
      if (body.includes('StoreFollow')) await route.fulfill({ status: 500, body: 'down' });
      else await route.continue();
    });
    const card = cardOf(page, store!.name);
    const count = card.locator('.store-card__stat').first();
    const before = await count.textContent();
    await card.getByRole('button', { name: `Suivre ${store!.name}` }).click();
    await expect(card.getByRole('button', { name: `Suivre ${store!.name}` })).toHaveAttribute('aria-pressed', 'false');
    await expect(count).toHaveText(before!);
  });

  test('coming back to the list restores its scroll position', async ({ page, request }) => {
    const stores = await demoStores(request);
    await page.setViewportSize({ width: 390, height: 700 });
    await open(page, '/boutiques');
    const last = cardOf(page, stores[stores.length - 1]!.name);
    await last.scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
    const saved = await page.evaluate(() => window.scrollY);
    expect(saved).toBeGreaterThan(300);
    await last.getByRole('link', { name: /^Voir la boutique/ }).click();
    await expect(page).toHaveURL(/\/store\/\d+\//);
    await page.goBack();
    await expect(page).toHaveURL('/boutiques');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(saved - 40);
  });
});

test.describe('the announcement page’s store block', () => {
  test('links to the store’s site', async ({ page, request }) => {
    const [store] = await demoStores(request);
    const result = await gql<{ search: { announcements: { data: { id: string; slug: string }[] } } }>(
      request,
      'query ($id: ID!) { search(filter: { storeId: $id, count: 1 }) { announcements { data { id slug } } } }',
      { id: store!.id },
    );
    const announcement = result.data.search.announcements.data[0]!;
    await open(page, `/${encodeURIComponent(announcement.slug)}-d${announcement.id}`);
    await page.getByRole('link', { name: 'Visiter la boutique' }).click();
    await expect(page).toHaveURL(store!.url);
    await expect(page.locator('header.quick-bar')).toBeVisible();
  });
});
