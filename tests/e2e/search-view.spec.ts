// The search's two layouts (issue 24): "Grid / List" beside the order, kept in the address as
// `view=list` by pages, order and filters, with and without JavaScript; cards that say price,
// place and day in both; enough of them above the fold; no sideways scroll on a phone; and
// screenshots of both layouts in fr and ar, desktop and phone, to look at.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Locator, Page } from '@playwright/test';
import { expect, SCREENSHOT_DIR, test } from './fixtures';

const LABELS = {
  fr: { group: 'Afficher les résultats en', grid: 'Grille', list: 'Liste', page2: 'Page 2' },
  ar: { group: 'عرض النتائج على شكل', grid: 'شبكة', list: 'قائمة', page2: 'الصفحة 2' },
} as const;
type Lang = keyof typeof LABELS;

// Each test walks several searches on a server shared with other suites: room for a slow machine.
test.describe.configure({ timeout: 90_000 });
/** Navigations (a full page load without JavaScript) may take a while on a busy machine. */
const NAVIGATION = { timeout: 15_000 };

const DESKTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };

const cards = (page: Page) => page.locator('.search-results .card');
const viewLink = (page: Page, lang: Lang, view: 'grid' | 'list') =>
  page.getByRole('group', { name: LABELS[lang].group }).getByRole('link', { name: LABELS[lang][view], exact: true });

/** Collects the page's script errors, to check hydration and client navigation stayed clean. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/** The page's script has taken over: the "Sort" button for visitors without JavaScript is gone. */
async function hydrated(page: Page) {
  await expect(page.locator('.search-sort button')).toHaveCount(0, NAVIGATION);
}

/** The results are laid out as asked: the list's rows or the grid's tiles, and the switch says which. */
async function expectView(page: Page, lang: Lang, view: 'grid' | 'list') {
  await expect(
    page.locator(view === 'list' ? '.search-results .search-list' : '.search-results .search-grid'),
  ).toHaveCount(1);
  await expect(viewLink(page, lang, view)).toHaveAttribute('aria-current', 'true');
  await expect(viewLink(page, lang, view === 'list' ? 'grid' : 'list')).not.toHaveAttribute('aria-current');
}

/** A card says its price, its place (a wilaya, and the communes in the title) and its day. */
async function expectFacts(card: Locator) {
  await expect(card.locator('.card__price')).not.toBeEmpty();
  const place = card.locator('.card__place');
  await expect(place).toBeVisible();
  const wilaya = ((await card.locator('.card__wilaya').textContent()) ?? '').replace(/^[,،]\s*|\+\d+$/g, '').trim();
  expect(wilaya.length).toBeGreaterThan(0);
  expect(await place.getAttribute('title')).toContain(wilaya);
  // The wilaya is never cut short (the commune is, where a line is full).
  expect(
    await card.locator('.card__wilaya').evaluate((element) => element.scrollWidth <= element.clientWidth + 1),
  ).toBe(true);
  await expect(card.locator('time')).toHaveText(/^\d\d\/\d\d(\/\d{4})?$/);
}

/** Cards whose top is inside the first screen: what a buyer sees without scrolling. */
async function cardsAboveFold(page: Page, height: number): Promise<number> {
  return cards(page).evaluateAll(
    (all, fold) => all.filter((card) => card.getBoundingClientRect().top < fold).length,
    height,
  );
}

async function openPhone(browser: Browser, baseURL: string | undefined, javaScriptEnabled = true) {
  const context = await browser.newContext({ viewport: PHONE, baseURL, javaScriptEnabled, isMobile: true });
  return { context, page: await context.newPage() };
}

test.describe('search layouts with JavaScript', () => {
  test('switch to the list and back: the address has and loses view=list, pages and filters keep it', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await page.setViewportSize(DESKTOP);
    await page.goto('/automobiles');
    await hydrated(page);
    await expectView(page, 'fr', 'grid');
    const first = await cards(page).first().getAttribute('data-announcement-id');

    await viewLink(page, 'fr', 'list').click();
    await expect(page).toHaveURL(/\/automobiles\?view=list$/, NAVIGATION);
    await expectView(page, 'fr', 'list');
    // The same results, one per row, with a line of their first values.
    await expect(cards(page).first()).toHaveAttribute('data-announcement-id', first!);
    await expect(page.locator('.search-list .card__summary').first()).not.toBeEmpty();
    for (let index = 0; index < 4; index += 1) await expectFacts(cards(page).nth(index));

    // A wilaya chosen in the panel: the search changes, the layout stays.
    await page.getByLabel('Wilaya', { exact: true }).selectOption('16');
    await expect(page).toHaveURL(/\/automobiles\?regionIds=16&view=list$/, NAVIGATION);
    await expectView(page, 'fr', 'list');
    // The order too.
    await page.getByLabel('Trier par').selectOption('CREATED_AT');
    await expect(page).toHaveURL(/\/automobiles\?regionIds=16&orderByField=CREATED_AT&view=list$/, NAVIGATION);

    // The pages' links keep it.
    const page2 = page.getByRole('link', { name: 'Page 2', exact: true });
    await expect(page2).toHaveAttribute('href', '/automobiles/2?regionIds=16&orderByField=CREATED_AT&view=list');
    await page2.click();
    await expect(page).toHaveURL(/\/automobiles\/2\?regionIds=16&orderByField=CREATED_AT&view=list$/, NAVIGATION);
    await expectView(page, 'fr', 'list');

    // Back to the grid: the same page and conditions, no `view` in the address.
    await viewLink(page, 'fr', 'grid').click();
    await expect(page).toHaveURL(/\/automobiles\/2\?regionIds=16&orderByField=CREATED_AT$/, NAVIGATION);
    await expectView(page, 'fr', 'grid');
    expect(errors).toEqual([]);
  });

  test('in Arabic the switch keeps the language, and the cards say price, place and day', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/automobiles?lang=ar');
    await hydrated(page);
    await viewLink(page, 'ar', 'list').click();
    await expect(page).toHaveURL(/\/automobiles\?view=list&lang=ar$/, NAVIGATION);
    await expectView(page, 'ar', 'list');
    await expect(page.getByRole('link', { name: LABELS.ar.page2, exact: true })).toHaveAttribute(
      'href',
      '/automobiles/2?view=list&lang=ar',
    );
    for (let index = 0; index < 4; index += 1) await expectFacts(cards(page).nth(index));
    // Prices and days are isolated, left to right, inside the right-to-left page.
    await expect(cards(page).first().locator('.card__price bdi[dir="ltr"]').first()).toBeVisible();
    await expect(cards(page).first().locator('time bdi[dir="ltr"]')).toBeVisible();
    await viewLink(page, 'ar', 'grid').click();
    await expect(page).toHaveURL(/\/automobiles\?lang=ar$/, NAVIGATION);
    await expectView(page, 'ar', 'grid');
  });
});

test.describe('search layouts without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the switch is a pair of links; the order, the filter form and the pages keep the list', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/automobiles');
    await expectView(page, 'fr', 'grid');
    await viewLink(page, 'fr', 'list').click();
    await expect(page).toHaveURL(/\/automobiles\?view=list$/, NAVIGATION);
    await expectView(page, 'fr', 'list');

    await page.getByLabel('Trier par').selectOption('CREATED_AT');
    await page.getByRole('button', { name: 'Trier' }).click();
    await expect(page).toHaveURL(/\/automobiles\?orderByField=CREATED_AT&view=list$/, NAVIGATION);
    await expectView(page, 'fr', 'list');

    await page.getByLabel('Wilaya', { exact: true }).selectOption('16');
    await page.getByRole('button', { name: 'Appliquer' }).click();
    await expect(page).toHaveURL(/\/automobiles\?regionIds=16&orderByField=CREATED_AT&view=list$/, NAVIGATION);
    await expectView(page, 'fr', 'list');

    await page.getByRole('link', { name: 'Page 2', exact: true }).click();
    await expect(page).toHaveURL(/\/automobiles\/2\?regionIds=16&orderByField=CREATED_AT&view=list$/, NAVIGATION);
    await expectView(page, 'fr', 'list');

    await viewLink(page, 'fr', 'grid').click();
    await expect(page).toHaveURL(/\/automobiles\/2\?regionIds=16&orderByField=CREATED_AT$/, NAVIGATION);
    await expectView(page, 'fr', 'grid');
  });

  test('in Arabic on a phone, the list keeps the language', async ({ browser, baseURL }) => {
    const { context, page } = await openPhone(browser, baseURL, false);
    await page.goto('/automobiles?lang=ar');
    await viewLink(page, 'ar', 'list').click();
    await expect(page).toHaveURL(/\/automobiles\?view=list&lang=ar$/, NAVIGATION);
    await expectView(page, 'ar', 'list');
    await context.close();
  });
});

test.describe('search layouts on screens', () => {
  test('at least eight cards above the fold at 1366 × 768 and four on a phone, in fr and ar', async ({
    browser,
    baseURL,
  }) => {
    const desktop = await browser.newContext({ viewport: DESKTOP, baseURL });
    const phone = await openPhone(browser, baseURL);
    for (const lang of ['fr', 'ar'] as const) {
      const page = await desktop.newPage();
      await page.goto(`/automobiles?lang=${lang}`);
      await page.waitForLoadState('networkidle');
      expect(await cardsAboveFold(page, DESKTOP.height), `grid ${lang} 1366`).toBeGreaterThanOrEqual(8);
      for (let index = 0; index < 8; index += 1) await expectFacts(cards(page).nth(index));
      await page.close();

      for (const view of ['', '&view=list']) {
        await phone.page.goto(`/automobiles?lang=${lang}${view}`);
        await phone.page.waitForLoadState('networkidle');
        expect(await cardsAboveFold(phone.page, PHONE.height), `${view || 'grid'} ${lang} 390`).toBeGreaterThanOrEqual(
          4,
        );
        for (let index = 0; index < 4; index += 1) await expectFacts(cards(phone.page).nth(index));
      }
    }
    await desktop.close();
    await phone.context.close();
  });

  test('no sideways scroll on a 390 px phone, in fr and ar, grid and list', async ({ browser, baseURL }) => {
    const { context, page } = await openPhone(browser, baseURL);
    for (const address of ['/automobiles', '/automobiles?view=list', '/s?view=list', '/peugeot-r?view=list']) {
      for (const lang of ['fr', 'ar'] as const) {
        await page.goto(`${address}${address.includes('?') ? '&' : '?'}lang=${lang}`);
        await page.waitForLoadState('networkidle');
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${address} ${lang}`).toBeLessThanOrEqual(0);
      }
    }
    await context.close();
  });

  test('screenshots of the grid and the list in fr and ar, desktop and phone', async ({ browser, baseURL }) => {
    const directory = path.resolve(SCREENSHOT_DIR);
    mkdirSync(directory, { recursive: true });
    for (const [device, viewport] of [
      ['desktop', DESKTOP],
      ['phone', PHONE],
    ] as const) {
      const context = await browser.newContext({ viewport, baseURL, isMobile: device === 'phone' });
      const page = await context.newPage();
      for (const lang of ['fr', 'ar'] as const) {
        for (const view of ['grid', 'list'] as const) {
          const query = [view === 'list' ? 'view=list' : '', lang === 'fr' ? '' : `lang=${lang}`].filter(Boolean);
          await page.goto(`/automobiles${query.length > 0 ? `?${query.join('&')}` : ''}`);
          await page.waitForLoadState('networkidle');
          // Hydrated: the "Sort" button for visitors without JavaScript is gone.
          await expect(page.locator('.search-sort button')).toHaveCount(0);
          await page.screenshot({ path: path.join(directory, `search-view-${view}-${lang}-${device}.png`) });
        }
      }
      await context.close();
    }
  });
});
