// The grid placement editor (tab props-grid) in Chromium against the real server, on the demo
// market (the stores' sites are edited by the editor's tests at the same time): a Grid with a
// Text inside, placed with the number inputs and the keyboard on wide screens and phones; the
// canvas (the site's own renderer) follows, and the places survive the autosave and a reload;
// in Arabic both the editor's picture and the canvas are mirrored.
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  STUDIO_DEMO,
  backToStructure,
  landRow,
  openLandEditor,
  openStoreEditor,
  pageRows,
  waitSaved,
  watchErrors,
} from './support';

/**
 * Adds a block of `type` at the end of the page and in the grid `into` when given. (The support
 * helper's "Ajouter un bloc" also matches a grid's "Ajouter un bloc ici" once the page has one.)
 */
async function addTo(page: Page, type: string, into?: Locator): Promise<void> {
  const button = into
    ? into.locator('.studio-nested > .studio-add')
    : page.locator('section[data-container^="page:"] > .studio-add');
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Ajouter un bloc' });
  await dialog.locator(`[data-add-block="${type}"]`).click();
  await expect(dialog).toBeHidden();
  await backToStructure(page);
}

/** The canvas cell of the grid holding the Text (the renderer's placement attributes are on it). */
const canvasItem = (page: Page, gridId: string): Locator =>
  page
    .getByTestId('canvas')
    .locator(`[data-block-id="${gridId}"] .site-grid__item`)
    .filter({ has: page.locator('[data-block-type="Text"]') });

test('places a block of a grid with the inputs and the keyboard; the canvas follows and a reload keeps it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const errors = watchErrors(page);
  await openStoreEditor(page, STUDIO_DEMO.marketOperator, STUDIO_DEMO.market);

  // A Grid at the end of the page, and a Text inside it (added through the grid's own button).
  await addTo(page, 'Grid');
  const gridRow = pageRows(page).last();
  await expect(gridRow).toHaveAttribute('data-block-type', 'Grid');
  const gridId = (await gridRow.getAttribute('data-block-row'))!;
  await addTo(page, 'Text', gridRow);
  // Without a place yet, the Text takes its type's default size (4 x 4), first column.
  const item = canvasItem(page, gridId);
  await expect(item).toHaveAttribute('data-md-w', '4');
  expect(await item.getAttribute('data-md-x')).toBeNull();

  // The new Text is selected: the Grid tab arranges the grid it sits in.
  await page.getByRole('tab', { name: 'Grille' }).click();
  const editor = page.locator('.studio-gridmap');
  const cells = editor.getByRole('group', { name: 'La grille sur Écran large (12 colonnes)' });
  const block = cells.getByRole('button', { name: /^Texte :/ });
  await expect(block).toHaveAccessibleName('Texte : colonne 1, ligne 1, largeur 4, hauteur 4');

  // Width 6 from column 3, typed in the inputs.
  const fields = editor.getByRole('group', { name: 'Place de Texte' });
  await fields.getByLabel('Largeur').fill('6');
  await fields.getByLabel('Largeur').press('Enter');
  await fields.getByLabel('Colonne').fill('3');
  await fields.getByLabel('Colonne').press('Enter');
  await expect(item).toHaveAttribute('data-md-x', '2');
  await expect(item).toHaveAttribute('data-md-w', '6');
  await expect(block).toHaveAccessibleName('Texte : colonne 3, ligne 1, largeur 6, hauteur 4');
  await expect(fields.getByLabel('Colonne')).toHaveAttribute('max', '7');

  // The keyboard: one cell to the right, one column wider, one row taller, each one announced.
  await block.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Shift+ArrowRight');
  await page.keyboard.press('Shift+ArrowDown');
  await expect(editor.getByRole('status')).toHaveText('Texte : colonne 4, ligne 1, largeur 7, hauteur 5');
  await expect(block).toBeFocused();
  await expect(item).toHaveAttribute('data-md-x', '3');
  await expect(item).toHaveAttribute('data-md-w', '7');
  await expect(item).toHaveAttribute('data-md-h', '5');
  // Wide screen: the site's stylesheet puts it at the fourth column line, seven columns wide.
  await expect(item).toHaveCSS('grid-column-start', '4');
  await expect(item).toHaveCSS('grid-column-end', 'span 7');
  // At the grid's edge the block stays and the owner is told why.
  await page.keyboard.press('Shift+ArrowRight');
  await page.keyboard.press('Shift+ArrowRight');
  await expect(item).toHaveAttribute('data-md-w', '9');
  await page.keyboard.press('Shift+ArrowRight');
  await expect(editor.getByRole('status')).toHaveText('Texte ne peut pas aller plus loin.');
  await expect(item).toHaveAttribute('data-md-w', '9');
  await page.keyboard.press('Shift+ArrowLeft');
  await page.keyboard.press('Shift+ArrowLeft');
  await expect(item).toHaveAttribute('data-md-w', '7');

  // Phones: half the width (2 of 4 columns), second half.
  await editor.getByLabel('Téléphone (4 colonnes)').check();
  await expect(editor.getByRole('group', { name: 'La grille sur Téléphone (4 colonnes)' })).toBeVisible();
  await fields.getByLabel('Largeur').fill('2');
  await fields.getByLabel('Largeur').press('Enter');
  await fields.getByLabel('Colonne').fill('3');
  await fields.getByLabel('Colonne').press('Tab');
  await expect(item).toHaveAttribute('data-xs-w', '2');
  await expect(item).toHaveAttribute('data-xs-x', '2');
  // The wide place is untouched.
  await expect(item).toHaveAttribute('data-md-x', '3');

  // Undo takes the last step back; redo brings it again.
  await page.keyboard.press('Control+z');
  await expect(item).not.toHaveAttribute('data-xs-x', '2');
  await page.keyboard.press('Control+Shift+z');
  await expect(item).toHaveAttribute('data-xs-x', '2');

  await waitSaved(page);
  await page.reload();
  await openLandEditor(page, STUDIO_DEMO.market);
  const again = canvasItem(page, gridId);
  await expect(again).toHaveAttribute('data-md-x', '3');
  await expect(again).toHaveAttribute('data-md-w', '7');
  await expect(again).toHaveAttribute('data-md-h', '5');
  await expect(again).toHaveAttribute('data-xs-x', '2');
  await expect(again).toHaveAttribute('data-xs-w', '2');
  // Selecting the Text on the canvas and opening the Grid tab shows the same place.
  await again.locator('[data-block-type="Text"]').click();
  await page.getByRole('tab', { name: 'Grille' }).click();
  await expect(page.locator('.studio-gridmap').getByRole('button', { name: /^Texte :/ })).toHaveAccessibleName(
    'Texte : colonne 4, ligne 1, largeur 7, hauteur 5',
  );
  expect(errors).toEqual([]);
});

test('in Arabic the grid is mirrored as the site is: column 1 on the right, the left arrow goes on', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const errors = watchErrors(page);
  await openStoreEditor(page, STUDIO_DEMO.marketOperator, STUDIO_DEMO.market);
  await addTo(page, 'Grid');
  const gridRow = pageRows(page).last();
  await expect(gridRow).toHaveAttribute('data-block-type', 'Grid');
  const gridId = (await gridRow.getAttribute('data-block-row'))!;
  await addTo(page, 'Text', gridRow);
  await expect(canvasItem(page, gridId)).toBeVisible();
  await waitSaved(page);

  await page.goto('/studio/?lang=ar');
  await landRow(page, STUDIO_DEMO.market).getByRole('button', { name: 'فتح المحرر' }).click();
  const item = canvasItem(page, gridId);
  await item.locator('[data-block-type="Text"]').click();
  await page.getByRole('tab', { name: 'الشبكة' }).click();
  const editor = page.locator('.studio-gridmap');
  const block = editor.getByRole('button', { name: /^نص:/ });
  await expect(block).toHaveAccessibleName('نص: العمود 1، السطر 1، العرض 4، الارتفاع 4');
  const cells = (await editor.locator('.studio-gridmap__cells').boundingBox())!;
  const drawn = (await block.boundingBox())!;
  expect(drawn.x + drawn.width).toBeGreaterThan(cells.x + cells.width - 10);

  await block.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(editor.getByRole('status')).toHaveText('نص: العمود 2، السطر 1، العرض 4، الارتفاع 4');
  await expect(item).toHaveAttribute('data-md-x', '1');
  // The canvas mirrors it the same way: the block sits in the right half of its grid.
  const grid = (await page
    .getByTestId('canvas')
    .locator(`[data-block-id="${gridId}"] .site-grid__items`)
    .boundingBox())!;
  const placed = (await item.boundingBox())!;
  expect(placed.x + placed.width).toBeGreaterThan(grid.x + grid.width / 2);
  expect(errors).toEqual([]);
});
