// Ranges of numeric specifications in the search's filter panel (year, mileage, surface...): the
// "from – to" fields of the cars' year, the results within the range, the values kept in the
// fields and the address, the same form without JavaScript, right to left in Arabic, and
// screenshots of the panel to look at.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, gql, SCREENSHOT_DIR, test } from './fixtures';

const results = (page: Page) => page.locator('.search-results .card');
const yearGroup = (page: Page, lang: 'fr' | 'ar') =>
  page.getByRole('group', { name: lang === 'fr' ? 'Année' : 'السنة' });

/** The year of the first announcements shown (a dozen: enough to catch one outside the range), read from their details. */
async function yearsOf(page: Page, request: APIRequestContext): Promise<number[]> {
  const ids = await results(page).evaluateAll((cards) =>
    cards.slice(0, 12).map((card) => card.getAttribute('data-announcement-id')),
  );
  expect(ids.length).toBeGreaterThan(0);
  return Promise.all(
    ids.map(async (id) => {
      const { data } = await gql<{
        announcementDetails: { specs: { specification: { codename: string }; value: string }[] };
      }>(request, `query ($id: ID!) { announcementDetails(id: $id) { specs { specification { codename } value } } }`, {
        id,
      });
      return Number(data.announcementDetails.specs.find((spec) => spec.specification.codename === 'annee')?.value);
    }),
  );
}

test.describe('numeric specification ranges', () => {
  // Each test loads the search and its details more than once: a loaded machine needs more than the default.
  test.describe.configure({ timeout: 60_000 });
  test('the cars’ year from 2015 to 2020: results within it, the values kept in the fields and the address', async ({
    page,
    request,
  }) => {
    await page.goto('/automobiles');
    await page.waitForLoadState('networkidle');
    const year = yearGroup(page, 'fr');
    await year.getByLabel('Année : à partir de').fill('2015');
    await year.getByLabel('Année : jusqu’à').fill('2020');
    // With JavaScript the panel applies itself once the typing stops (spec §9's debounce).
    await expect(page).toHaveURL(/\/automobiles\?annee\.min=2015&annee\.max=2020$/);
    await expect(results(page).first()).toBeVisible();
    for (const value of await yearsOf(page, request)) {
      expect(value).toBeGreaterThanOrEqual(2015);
      expect(value).toBeLessThanOrEqual(2020);
    }
    // Reloaded from its address, the search shows its range again.
    await page.reload();
    await expect(yearGroup(page, 'fr').getByLabel('Année : à partir de')).toHaveValue('2015');
    await expect(yearGroup(page, 'fr').getByLabel('Année : jusqu’à')).toHaveValue('2020');
    // Other numeric specifications of the category have their fields too.
    await expect(page.getByRole('group', { name: 'Kilométrage (km)' })).toBeVisible();
  });

  test('without JavaScript the range is a plain GET form field', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/automobiles');
    await yearGroup(page, 'fr').getByLabel('Année : à partir de').fill('2018');
    await page.getByRole('button', { name: 'Appliquer' }).click();
    // The browser sends every field, empty ones too; the server redirects to the search's own address.
    await expect(page).toHaveURL(/\/automobiles\?annee\.min=2018$/);
    await expect(yearGroup(page, 'fr').getByLabel('Année : à partir de')).toHaveValue('2018');
    await expect(yearGroup(page, 'fr').getByLabel('Année : jusqu’à')).toHaveValue('');
    await context.close();
  });

  test('in Arabic the range reads right to left: from on the right, to on the left', async ({ page, request }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/automobiles?lang=ar&annee.min=2016&annee.max=2019');
    await page.waitForLoadState('networkidle');
    const year = yearGroup(page, 'ar');
    const from = year.getByLabel('السنة: من');
    const to = year.getByLabel('السنة: إلى');
    await expect(from).toHaveValue('2016');
    await expect(to).toHaveValue('2019');
    expect(await year.evaluate((element) => getComputedStyle(element).direction)).toBe('rtl');
    const [fromBox, toBox] = [await from.boundingBox(), await to.boundingBox()];
    expect(fromBox!.x).toBeGreaterThan(toBox!.x);
    for (const value of await yearsOf(page, request)) {
      expect(value).toBeGreaterThanOrEqual(2016);
      expect(value).toBeLessThanOrEqual(2019);
    }
  });

  test('screenshots of the filter panel with the ranges in fr and ar', async ({ page }) => {
    const directory = path.resolve(SCREENSHOT_DIR);
    mkdirSync(directory, { recursive: true });
    await page.setViewportSize({ width: 1280, height: 1400 });
    for (const lang of ['fr', 'ar'] as const) {
      await page.goto(`/automobiles?annee.min=2015&annee.max=2020&kilometrage.max=150000&lang=${lang}`);
      await page.waitForLoadState('networkidle');
      await expect(yearGroup(page, lang)).toBeVisible();
      await page.locator('.search-filters').screenshot({ path: path.join(directory, `search-ranges-${lang}.png`) });
    }
  });
});
