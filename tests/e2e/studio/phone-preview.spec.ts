// The editor's phone preview against the public site opened on a phone: the preview is a frame
// with a phone's viewport, so the site's media queries, pictures and sizes answer as on the phone.
// Block by block, the preview and the public site at 390 px must lay out alike (fr and ar), while
// the desktop canvas lays the same blocks out otherwise (the test would pass on nothing).
import { expect, test, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { PHONE_VIEWPORT } from '../../../shared/site/limits';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { SCREENSHOT_DIR } from '../fixtures';
import { STUDIO_DEMO, landRow, signInToStudio, watchErrors } from './support';

const TEXTS = {
  fr: { open: 'Ouvrir l’éditeur', phone: 'Aperçu téléphone' },
  ar: { open: 'فتح المحرر', phone: 'معاينة الهاتف' },
} as const;

/** Where each block sits in its site, and the size of its first heading: what a layout is. */
interface BlockBox {
  id: string;
  type: string;
  start: number;
  width: number;
  heading: string | null;
  /** Distinct columns of the block's cards (a products or announcements list). */
  columns: number;
}

/** Reads the boxes of the top-level blocks of a rendered site (`root` holds the `.site`). */
function readBoxes(root: Locator): Promise<BlockBox[]> {
  return root.locator('.site').evaluate((site) => {
    const origin = site.getBoundingClientRect();
    const rtl = getComputedStyle(site).direction === 'rtl';
    return [...site.querySelectorAll<HTMLElement>('[data-block-id]')]
      .filter((block) => !block.parentElement?.closest('[data-block-id]'))
      .map((block) => {
        const box = block.getBoundingClientRect();
        const heading = block.querySelector('h1, h2, h3');
        const cards = [...block.querySelectorAll('.site-card')].map((card) =>
          Math.round(card.getBoundingClientRect().left),
        );
        return {
          id: block.dataset.blockId!,
          type: block.dataset.blockType!,
          start: Math.round(rtl ? origin.right - box.right : box.left - origin.left),
          width: Math.round(box.width),
          heading: heading ? getComputedStyle(heading).fontSize : null,
          columns: new Set(cards).size,
        };
      });
  });
}

const phoneFrame = (page: Page): FrameLocator => page.frameLocator('iframe.studio-phone__screen');

for (const lang of ['fr', 'ar'] as const) {
  test(`the phone preview lays the site out as the public site on a 390 px phone (${lang})`, async ({
    page,
    browser,
  }) => {
    const errors = watchErrors(page);
    await signInToStudio(page, STUDIO_DEMO.fullOwner);
    if (lang === 'ar') await page.goto('/studio/?lang=ar');
    await landRow(page, STUDIO_DEMO.fullStore).getByRole('button', { name: TEXTS[lang].open }).click();
    // (Other tests add Products blocks to this store's draft: the first one is the published site's.)
    await expect(page.getByTestId('canvas').locator('[data-block-type="Products"]').first()).toBeVisible({
      timeout: 15_000,
    });
    const desktop = await readBoxes(page.getByTestId('canvas'));

    await page.getByRole('button', { name: TEXTS[lang].phone }).click();
    await expect(page.locator('.studio-canvas')).toHaveAttribute('data-phone', 'true');
    const screen = page.locator('iframe.studio-phone__screen');
    await expect(screen).toHaveAttribute('width', String(PHONE_VIEWPORT.width));
    const frameCanvas = phoneFrame(page).getByTestId('canvas');
    await expect(frameCanvas.locator('.site')).toHaveAttribute('lang', lang);
    // The frame's own viewport is the phone's: the site's media queries see 390 px.
    expect(await frameCanvas.evaluate(() => [window.innerWidth, matchMedia('(min-width: 640px)').matches])).toEqual([
      PHONE_VIEWPORT.width,
      false,
    ]);
    const preview = await readBoxes(frameCanvas);
    // Kept to be looked at beside the theme editors of reference (tests/artifacts/screenshots).
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, `studio-phone-${lang}.png`) });

    const siteUrl = await page.locator('.studio-toolbar a[target="_blank"]').getAttribute('href');
    const phone = await browser.newContext({ viewport: PHONE_VIEWPORT, isMobile: true, hasTouch: true });
    const site = await phone.newPage();
    const url = new URL(siteUrl!, page.url());
    url.searchParams.set('lang', lang);
    await site.goto(url.toString());
    const published = await readBoxes(site.locator('body'));
    await phone.close();

    // The blocks the draft and the published build share (other tests add blocks to the draft).
    const shared = preview.filter((block) => published.some((other) => other.id === block.id));
    expect(shared.length).toBeGreaterThanOrEqual(4);
    for (const block of shared) {
      const other = published.find((candidate) => candidate.id === block.id)!;
      expect(
        { ...block, start: Math.abs(block.start - other.start) <= 1, width: Math.abs(block.width - other.width) <= 1 },
        block.type,
      ).toEqual({
        ...other,
        start: true,
        width: true,
      });
    }
    // A list of products is two cards a row on the phone, more on the desktop canvas.
    const products = shared.find((block) => block.type === 'Products');
    expect(products?.columns).toBe(2);
    expect(desktop.find((block) => block.id === products!.id)!.columns).toBeGreaterThan(2);

    // Editing works inside the frame: a click selects the block in the structure too.
    await frameCanvas.locator(`[data-block-id="${products!.id}"]`).click({ position: { x: 8, y: 8 } });
    await expect(frameCanvas.locator(`[data-block-id="${products!.id}"]`)).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator(`.studio-block-row[data-block-row="${products!.id}"]`)).toHaveAttribute(
      'aria-current',
      'true',
    );
    // Keys typed in the frame reach the editor's shortcuts: zoom out, then back to the desktop canvas.
    await page.keyboard.press('Control+-');
    await expect(page.locator('.studio-phone')).toHaveAttribute('data-zoom', '0.9');
    await page.keyboard.press('Control+Shift+M');
    await expect(page.locator('.studio-canvas')).not.toHaveAttribute('data-phone', 'true');
    await expect(page.getByTestId('canvas').locator('[data-block-type="Products"]').first()).toBeVisible();
    expect(errors).toEqual([]);
  });
}
