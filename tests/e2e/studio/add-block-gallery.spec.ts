// The add-block dialog as a gallery (issue 25), in Chromium against the real server: each block
// a card with its thumbnail (a sketch of the block on a site) above its icon, name and one line;
// the thumbnail is decorative, so the choice is still named by its name and described by its line;
// in Arabic the sketches are mirrored as the site's layout is. Screenshots of both.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator } from '@playwright/test';
import { SCREENSHOT_DIR } from '../fixtures';
import { STUDIO_DEMO, landRow, openStoreEditor, watchErrors } from './support';

test.use({ viewport: { width: 1280, height: 800 } });

/** Every choice of the dialog has one thumbnail, hidden from assistive technologies, above its name. */
async function expectThumbnails(dialog: Locator): Promise<void> {
  const choices = dialog.locator('[data-add-block]');
  const count = await choices.count();
  expect(count).toBeGreaterThan(20);
  await expect(dialog.locator('svg.studio-block-thumb')).toHaveCount(count);
  await expect(dialog.locator('svg.studio-block-thumb:not([aria-hidden="true"])')).toHaveCount(0);
  const text = dialog.locator('[data-add-block="Text"]');
  await expect(text.locator('[data-block-sketch="Text"]')).toBeVisible();
  const thumb = (await text.locator('.studio-block-thumb').boundingBox())!;
  const name = (await text.locator('strong').boundingBox())!;
  const card = (await text.boundingBox())!;
  expect(thumb.y + thumb.height).toBeLessThan(name.y);
  expect(thumb.x).toBeGreaterThan(card.x);
  expect(thumb.x + thumb.width).toBeLessThan(card.x + card.width);
}

test('each block of the add-block dialog shows its thumbnail, mirrored in Arabic', async ({ page }) => {
  test.setTimeout(90_000);
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const errors = watchErrors(page);
  await openStoreEditor(page, STUDIO_DEMO.secondFullOwner, STUDIO_DEMO.secondFullStore);
  const pageBlocks = page.locator('section[data-container^="page:"]');
  await pageBlocks.getByRole('button', { name: /Ajouter un bloc$/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Ajouter un bloc' });
  await expectThumbnails(dialog);
  // The picture adds nothing to the choice's name or description.
  const text = dialog.locator('[data-add-block="Text"]');
  await expect(text).toHaveAccessibleName('Texte Un paragraphe de texte mis en forme');
  await expect(text).toHaveAccessibleDescription('Un paragraphe de texte mis en forme');
  await expect(dialog.locator('.studio-block-thumb').first()).toHaveCSS('transform', 'none');
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'studio-add-block-fr.png') });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.goto('/studio/?lang=ar');
  await landRow(page, STUDIO_DEMO.secondFullStore).getByRole('button', { name: 'فتح المحرر' }).click();
  await expect(page.getByTestId('canvas')).toBeVisible({ timeout: 15_000 });
  await pageBlocks.getByRole('button', { name: /إضافة كتلة$/ }).click();
  const arabic = page.getByRole('dialog', { name: 'إضافة كتلة' });
  await expectThumbnails(arabic);
  await expect(arabic.locator('.studio-block-thumb').first()).toHaveCSS('transform', 'matrix(-1, 0, 0, 1, 0, 0)');
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'studio-add-block-ar.png') });
  expect(errors).toEqual([]);
});
