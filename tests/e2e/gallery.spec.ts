// The announcement page's gallery: the full-screen viewer (counter, previous and next, Escape
// giving focus back), zoom and pan, touch swipes mirrored in Arabic, the phone's call and message
// bar, browsing without JavaScript, and screenshots of the viewer to look at.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, gql, SCREENSHOT_DIR, test } from './fixtures';

interface Candidate {
  id: string;
  slug: string;
  title: string;
  hasPhone: boolean;
  pictures: number;
}

const addressOf = (announcement: { id: string; slug: string }) =>
  `/${encodeURIComponent(announcement.slug)}-d${announcement.id}`;

/** A demo announcement with at least three pictures (and a phone, for the phone's bar). */
async function withPictures(request: APIRequestContext): Promise<Candidate> {
  const result = await gql<{
    search: { announcements: { data: Omit<Candidate, 'pictures'>[] } };
  }>(request, `{ search(filter: { hasPictures: true }) { announcements { data { id slug title hasPhone } } } }`);
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  for (const candidate of result.data.search.announcements.data) {
    if (!candidate.hasPhone) continue;
    const details = await gql<{ announcementDetails: { medias: unknown[] } }>(
      request,
      'query ($id: ID!) { announcementDetails(id: $id) { medias { id } } }',
      { id: candidate.id },
    );
    const pictures = details.data.announcementDetails.medias.length;
    if (pictures >= 3) return { ...candidate, pictures };
  }
  throw new Error('no demo announcement with three pictures and a phone');
}

/** Collects script errors and console errors (a hydration mismatch, a CSP violation among them). */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/** Opens the page and waits until it has hydrated (a banner slot knows its device only then). */
async function openAnnouncement(page: Page, address: string): Promise<void> {
  const response = await page.goto(address);
  expect(response?.status()).toBe(200);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.announcement__header-promo')).toHaveAttribute('data-slot', /_DETAILS_HEADER$/);
}

/**
 * A finger swipe through Chromium's own touch input (so `touch-action` and pointer events behave
 * as on a phone): from the centre of `target`, `dx`, `dy` pixels in a few moves.
 */
async function swipe(page: Page, target: Locator, dx: number, dy = 0): Promise<void> {
  const box = (await target.boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  for (let step = 1; step <= 6; step += 1) {
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x: x + (dx * step) / 6, y: y + (dy * step) / 6 }],
    });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

const viewer = (page: Page) => page.locator('dialog.viewer');
const transformOf = (page: Page) =>
  page.locator('.viewer__picture').evaluate((picture) => (picture as HTMLElement).style.transform);

test.describe('the announcement gallery', () => {
  test('the large picture opens a full-screen viewer: counter, next and previous, Escape gives focus back', async ({
    page,
    request,
  }) => {
    const errors = watchErrors(page);
    const announcement = await withPictures(request);
    const count = announcement.pictures;
    await page.setViewportSize({ width: 1280, height: 900 });
    await openAnnouncement(page, addressOf(announcement));
    const opener = page.getByRole('link', { name: `Agrandir la photo 1 sur ${count}` });
    await opener.click();
    const dialog = viewer(page);
    await expect(dialog).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await expect(dialog.getByRole('button', { name: 'Fermer les photos' })).toBeFocused();
    // Full screen, with the largest file of the picture.
    expect(await dialog.boundingBox()).toEqual({ x: 0, y: 0, width: 1280, height: 900 });
    const picture = dialog.locator('.viewer__picture');
    await expect(picture).toHaveAttribute('src', /\/original\.webp$/);
    await expect.poll(() => picture.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);

    const counter = dialog.locator('.viewer__counter');
    await expect(counter).toHaveText(`1 / ${count}`);
    await dialog.getByRole('button', { name: 'Photo suivante' }).click();
    await expect(counter).toHaveText(`2 / ${count}`);
    await page.keyboard.press('ArrowRight');
    await expect(counter).toHaveText(`3 / ${count}`);
    await dialog.getByRole('button', { name: 'Photo précédente' }).click();
    await expect(counter).toHaveText(`2 / ${count}`);
    await dialog.getByRole('button', { name: 'Afficher la photo 1' }).click();
    await expect(counter).toHaveText(`1 / ${count}`);
    await expect(dialog.getByRole('button', { name: 'Afficher la photo 1' })).toHaveAttribute('aria-current', 'true');
    await page.keyboard.press('ArrowLeft');
    await expect(counter).toHaveText(`${count} / ${count}`);
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowRight');
    await expect(counter).toHaveText(`2 / ${count}`);

    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    // Back on the page, on the picture last seen, with focus on the picture that opened the viewer.
    await expect(page.locator('.gallery__counter')).toHaveText(`2 / ${count}`);
    await expect(page.getByRole('link', { name: `Agrandir la photo 2 sur ${count}` })).toBeFocused();

    // Enter opens it too; the close button closes it and gives focus back the same way.
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Fermer les photos' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('link', { name: `Agrandir la photo 2 sur ${count}` })).toBeFocused();
    expect(errors).toEqual([]);
  });

  test('zoom: a double click zooms 2× where clicked, a drag pans, the button and another picture reset it', async ({
    page,
    request,
  }) => {
    const announcement = await withPictures(request);
    await page.setViewportSize({ width: 1280, height: 900 });
    await openAnnouncement(page, addressOf(announcement));
    await page.locator('.gallery__open').click();
    const frame = page.locator('.viewer__frame');
    const picture = page.locator('.viewer__picture');
    await expect.poll(() => picture.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    await expect(frame).toHaveAttribute('data-zoomed', 'false');

    const box = (await frame.boundingBox())!;
    const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    await page.mouse.dblclick(centre.x + 40, centre.y + 20);
    await expect(frame).toHaveAttribute('data-zoomed', 'true');
    await expect(page.getByRole('button', { name: 'Zoomer' })).toHaveAttribute('aria-pressed', 'true');
    // Around the clicked point: the spot under the pointer stays there, so the picture moved back by it.
    expect(await transformOf(page)).toBe('translate(-40px, -20px) scale(2)');

    await page.mouse.move(centre.x, centre.y);
    await page.mouse.down();
    await page.mouse.move(centre.x + 30, centre.y + 15, { steps: 5 });
    await page.mouse.up();
    expect(await transformOf(page)).toBe('translate(-10px, -5px) scale(2)');

    await page.getByRole('button', { name: 'Zoomer' }).click();
    await expect(frame).toHaveAttribute('data-zoomed', 'false');
    expect(await transformOf(page)).toBe('translate(0px, 0px) scale(1)');

    // The wheel zooms too; a new picture shows whole.
    await page.mouse.move(centre.x, centre.y);
    await page.mouse.wheel(0, -400);
    await expect(frame).toHaveAttribute('data-zoomed', 'true');
    await page.keyboard.press('ArrowRight');
    await expect(page.locator('.viewer__counter')).toHaveText(/^2 \//);
    await expect(frame).toHaveAttribute('data-zoomed', 'false');
    expect(await transformOf(page)).toBe('');
  });

  test('on a touch screen, a swipe moves to the next picture, and the other way in Arabic', async ({
    browser,
    baseURL,
    request,
  }) => {
    // Two languages, each with a dozen gestures.
    test.setTimeout(90_000);
    const announcement = await withPictures(request);
    const count = announcement.pictures;
    const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, hasTouch: true });
    const page = await context.newPage();
    const errors = watchErrors(page);
    for (const [lang, afterSwipeLeft] of [
      ['fr', 2],
      ['ar', count],
    ] as const) {
      await openAnnouncement(page, `${addressOf(announcement)}?lang=${lang}`);
      // On the page: a swipe left, then back with a swipe right.
      const stage = page.locator('.gallery__stage');
      const counter = page.locator('.gallery__counter');
      await swipe(page, stage, -160);
      await expect(counter).toHaveText(`${afterSwipeLeft} / ${count}`);
      await swipe(page, stage, 160);
      await expect(counter).toHaveText(`1 / ${count}`);
      // A small wobble changes nothing, and the swipe did not open the viewer.
      await swipe(page, stage, -30);
      await expect(counter).toHaveText(`1 / ${count}`);
      await expect(viewer(page)).toHaveCount(0);

      // In the viewer, opened by a tap: the same swipes, then a double tap zooms and a swipe down closes.
      await page.touchscreen.tap(195, (await stage.boundingBox())!.y + 100);
      const frame = page.locator('.viewer__frame');
      const viewerCounter = page.locator('.viewer__counter');
      await expect(viewerCounter).toHaveText(`1 / ${count}`);
      await swipe(page, frame, -160);
      await expect(viewerCounter).toHaveText(`${afterSwipeLeft} / ${count}`);
      await swipe(page, frame, 160);
      await expect(viewerCounter).toHaveText(`1 / ${count}`);
      const box = (await frame.boundingBox())!;
      await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
      await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
      await expect(frame).toHaveAttribute('data-zoomed', 'true');
      // Zoomed, a sideways drag pans the picture rather than changing it.
      await swipe(page, frame, -160);
      await expect(viewerCounter).toHaveText(`1 / ${count}`);
      await page.getByRole('button', { name: lang === 'fr' ? 'Zoomer' : 'تكبير' }).click();
      await expect(frame).toHaveAttribute('data-zoomed', 'false');
      await swipe(page, frame, 0, 200);
      await expect(viewer(page)).toHaveCount(0);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  test('on a phone, call and message stay in view at the bottom of the page', async ({ browser, baseURL, request }) => {
    const announcement = await withPictures(request);
    const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, hasTouch: true });
    const page = await context.newPage();
    await openAnnouncement(page, addressOf(announcement));
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(page.getByRole('button', { name: 'Afficher le numéro' })).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole('button', { name: 'Envoyer un message' })).toBeInViewport({ ratio: 1 });
    const bar = (await page.locator('.contact').boundingBox())!;
    expect(bar.y + bar.height).toBeCloseTo(844, 0);
    await context.close();
  });

  test('the viewer looks right in French and Arabic, on a phone and a computer', async ({ page, request }) => {
    // Four page loads and an accessibility scan.
    test.setTimeout(120_000);
    const errors = watchErrors(page);
    const announcement = await withPictures(request);
    const directory = path.resolve(SCREENSHOT_DIR);
    mkdirSync(directory, { recursive: true });
    for (const lang of ['fr', 'ar'] as const) {
      for (const [device, width, height] of [
        ['desktop', 1280, 900],
        ['phone', 390, 844],
      ] as const) {
        await page.setViewportSize({ width, height });
        await openAnnouncement(page, `${addressOf(announcement)}?lang=${lang}`);
        await page.screenshot({ path: path.join(directory, `gallery-page-${lang}-${device}.png`) });
        await page.locator('.gallery__open').click();
        const picture = page.locator('.viewer__picture');
        await expect.poll(() => picture.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
        // The next picture: the arrow pointing forward in the reading direction.
        await page.keyboard.press(lang === 'ar' ? 'ArrowLeft' : 'ArrowRight');
        await expect(page.locator('.viewer__counter')).toHaveText(/^2 \//);
        await expect.poll(() => picture.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
        await page.screenshot({ path: path.join(directory, `gallery-viewer-${lang}-${device}.png`) });
        if (lang === 'fr' && device === 'desktop') {
          const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
          const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
          expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
        }
        await page.keyboard.press('Escape');
        await expect(viewer(page)).toHaveCount(0);
      }
    }
    expect(errors).toEqual([]);
  });
});

test.describe('the gallery without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the arrows and thumbnails still browse the pictures, and the picture links to its largest file', async ({
    page,
    request,
  }) => {
    const announcement = await withPictures(request);
    const count = announcement.pictures;
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(addressOf(announcement));
    const counter = page.locator('.gallery__counter');
    await expect(counter).toHaveText(`1 / ${count}`);
    await page.getByRole('link', { name: 'Photo suivante' }).click();
    await expect(page).toHaveURL(/\?photo=2#gallery$/);
    await expect(counter).toHaveText(`2 / ${count}`);
    await page.getByRole('link', { name: 'Afficher la photo 3' }).click();
    await expect(counter).toHaveText(`3 / ${count}`);
    await expect(page.getByRole('link', { name: 'Afficher la photo 3' })).toHaveAttribute('aria-current', 'true');
    // "Agrandir": the picture is a link to its largest file, which the server serves.
    const full = page.getByRole('link', { name: `Agrandir la photo 3 sur ${count}` });
    const href = await full.getAttribute('href');
    expect(href).toMatch(/\/media\/[0-9a-f]{64}\/original\.webp$/);
    const file = await request.get(href!);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toBe('image/webp');
  });
});
