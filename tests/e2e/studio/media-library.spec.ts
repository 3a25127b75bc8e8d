// The land's media library in the studio's editor (issue 25): upload a picture by choosing a
// file, use it in a block, place its focus point, keep it while the site shows it, and pick an
// announcement's picture; the same dialog looked at in Arabic.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { SCREENSHOT_DIR } from '../fixtures';
import { STUDIO_DEMO, addBlock, landRow, openStoreEditor, waitSaved, watchErrors } from './support';

/** A picture file as a user's disk holds one: a PNG with a colour of its own. */
async function pictureFile(name: string, colour: string) {
  const buffer = await sharp({ create: { width: 640, height: 400, channels: 3, background: colour } })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

/** Selects the last Image block of the page and shows its settings (`tab`: the settings tab's name). */
async function imageSettings(page: Page, tab = 'Réglages') {
  await page.getByTestId('canvas').locator('[data-block-type="Image"]').last().click();
  await page.getByRole('tab', { name: tab }).click();
  return page.locator('[data-field="media.image"]');
}

test.describe('the media library', () => {
  test('uploads a picture, uses it with a focus point, keeps it while the site shows it, adds an announcement picture', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await openStoreEditor(page, STUDIO_DEMO.secondFullOwner, STUDIO_DEMO.secondFullStore);
    await addBlock(page, 'Image');
    const field = await imageSettings(page);
    await field.getByRole('button', { name: 'Choisir une image' }).click();
    const dialog = page.getByRole('dialog', { name: 'Bibliothèque d’images' });
    await expect(dialog.getByRole('tab', { name: /Images du site/ })).toHaveAttribute('aria-selected', 'true');

    // A file that is not a picture is refused by the server's media pipeline, which says why.
    await dialog
      .locator('input[type="file"]')
      .setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not a picture') });
    await expect(dialog.getByRole('alert')).toHaveText(
      'Seules les images (JPEG, PNG, WebP, GIF, AVIF) peuvent être envoyées.',
    );

    await dialog.locator('input[type="file"]').setInputFiles(await pictureFile('vitrine.png', '#2f6f4f'));
    await expect(dialog.getByRole('status')).toHaveText('Images ajoutées à la bibliothèque.');
    const uploaded = dialog.getByRole('button', { name: 'Utiliser cette image (640 × 400)' }).first();
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'studio-media-library-fr.png') });
    await uploaded.click();
    await expect(dialog).toBeHidden();

    // The canvas shows the uploaded picture, from the server's /media/ path.
    const canvasPicture = page.getByTestId('canvas').locator('[data-block-type="Image"]').last().locator('img');
    await expect(canvasPicture).toHaveAttribute('src', /\/media\/[^/]+\/large\.webp$/);
    await expect.poll(() => canvasPicture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(640);

    // A click on the field's picture places the focus point; the arrows move it.
    const preview = field.getByRole('button', { name: /^Point de focus/ });
    const box = (await preview.boundingBox())!;
    await preview.click({ position: { x: box.width * 0.2, y: box.height * 0.8 } });
    await expect(preview).toHaveAccessibleName('Point de focus : 20 % en largeur, 80 % en hauteur');
    await preview.press('ArrowRight');
    await expect(canvasPicture).toHaveAttribute('data-focus-x', '30');
    await expect(canvasPicture).toHaveAttribute('data-focus-y', '80');
    await waitSaved(page);

    // The site shows it now: the library keeps it.
    await field.getByRole('button', { name: 'Remplacer' }).click();
    await expect(dialog).toBeVisible();
    const used = dialog.locator('li', { has: page.getByRole('button', { name: 'Utiliser cette image (640 × 400)' }) });
    await used.first().getByRole('button', { name: 'Retirer de la bibliothèque' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'Cette image est utilisée par une version du site : remplacez-la d’abord.',
    );

    // The store's announcements' pictures join the library when picked.
    await dialog.getByRole('tab', { name: /Images de vos annonces/ }).click();
    const offered = dialog.getByRole('tabpanel').getByRole('button', { name: /^Utiliser cette image/ });
    await expect(offered.first()).toBeVisible();
    const before = await offered.count();
    await offered.first().click();
    await expect(dialog).toBeHidden();
    await expect(canvasPicture).toHaveAttribute('src', /\/media\/[^/]+\/large\.webp$/);
    await expect(canvasPicture).not.toHaveAttribute('data-focus-x');
    await field.getByRole('button', { name: 'Remplacer' }).click();
    await expect(dialog.getByRole('tabpanel').getByRole('button', { name: /^Utiliser cette image/ })).toHaveCount(2);
    await dialog.getByRole('tab', { name: /Images de vos annonces/ }).click();
    await expect(dialog.getByRole('tabpanel').getByRole('button', { name: /^Utiliser cette image/ })).toHaveCount(
      before - 1,
    );
    await dialog.getByRole('button', { name: 'Fermer' }).click();
    await waitSaved(page);
    // The refused file's answer (415) is the only failed request.
    expect(errors.filter((error) => !error.includes('status of 415'))).toEqual([]);
  });

  test('reads right to left in Arabic, counts and sizes in their order', async ({ page }) => {
    const errors = watchErrors(page);
    await openStoreEditor(page, STUDIO_DEMO.marketOperator, STUDIO_DEMO.market);
    await addBlock(page, 'Image');
    await waitSaved(page);
    await page.goto('/studio/?lang=ar');
    await landRow(page, STUDIO_DEMO.market).getByRole('button', { name: 'فتح المحرر' }).click();
    const field = await imageSettings(page, 'الإعدادات');
    // The market's site is wider than its canvas in Arabic: it scrolls inside, the window does not.
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(1280);
    await expect(page.getByTestId('sync-status')).toBeInViewport();
    await field.getByRole('button', { name: 'اختيار صورة' }).click();
    const dialog = page.getByRole('dialog', { name: 'مكتبة الصور' });
    await expect(dialog).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await dialog.locator('input[type="file"]').setInputFiles(await pictureFile('souk.png', '#8a3b12'));
    await expect(dialog.getByRole('status')).toHaveText('أُضيفت الصور إلى المكتبة.');
    await expect(
      dialog.getByRole('button', { name: 'استعمال هذه الصورة (\u2066640 × 400\u2069)' }).first(),
    ).toBeVisible();
    // The drop zone reads right to left: its upload button sits at the dialog's left end.
    const drop = (await dialog.locator('.studio-media-dialog__drop').boundingBox())!;
    const upload = (await dialog.getByText('رفع صور').boundingBox())!;
    expect(upload.x).toBeLessThan(drop.x + drop.width / 2);
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'studio-media-library-ar.png') });
    await dialog.getByRole('button', { name: 'استعمال هذه الصورة (\u2066640 × 400\u2069)' }).first().click();
    await expect(dialog).toBeHidden();
    await expect(field.getByRole('button', { name: /^نقطة التركيز/ })).toBeVisible();
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'studio-media-field-ar.png') });
    expect(errors).toEqual([]);
  });
});
