// The site-builder editor of the studio's renderer, in Chromium against the real server (the
// browser build at /studio/) on the demo stores: blocks, drag and keyboard moves, pins, texts in
// fr and ar, theme, phone preview, autosave, publish, history, blueprints, offline edits, plans
// and a conflict between two editors.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { SCREENSHOT_DIR } from '../fixtures';
import {
  STUDIO_DEMO,
  addBlock,
  apiSwitch,
  backToStructure,
  editorStatus,
  landRow,
  openLandEditor,
  openStoreEditor,
  pageRows,
  rowTypes,
  signInToStudio,
  waitSaved,
  watchErrors,
} from './support';

test.describe('the studio’s editor', () => {
  test.describe('FULL plan', () => {
    test('adds blocks from the dialog, moves one by dragging and by keyboard only, pins and unpins, undoes and redoes', async ({
      page,
    }) => {
      const errors = watchErrors(page);
      await openStoreEditor(page);
      const before = await rowTypes(page);
      await addBlock(page, 'Spacer');
      await addBlock(page, 'Button');
      expect(await rowTypes(page)).toEqual([...before, 'Spacer', 'Button']);
      await expect(page.getByTestId('canvas').locator('[data-block-type="Button"]').last()).toBeVisible();

      // Drag the Button above the Spacer with the mouse.
      const buttonHandle = pageRows(page).last().locator('.studio-handle');
      const spacerRow = pageRows(page).nth(before.length);
      const from = (await buttonHandle.boundingBox())!;
      const to = (await spacerRow.boundingBox())!;
      await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
      await page.mouse.down();
      await page.mouse.move(from.x + from.width / 2, from.y - 10, { steps: 5 });
      await page.mouse.move(to.x + 20, to.y + 4, { steps: 10 });
      await page.mouse.up();
      await expect.poll(() => rowTypes(page)).toEqual([...before, 'Button', 'Spacer']);

      // The same move back with the keyboard only: focus the handle, Space, arrow, Space.
      await pageRows(page).nth(before.length).locator('.studio-handle').focus();
      // A screen reader hears each step in French, the block named by its type, never by its id.
      const spoken = page.locator('[id^="DndLiveRegion"]');
      const count = before.length + 2;
      await page.keyboard.press('Space');
      await expect(spoken).toHaveText(`Bouton saisi, position ${before.length + 1} sur ${count}.`);
      await page.waitForTimeout(200);
      await page.keyboard.press('ArrowDown');
      await expect(spoken).toHaveText(`Bouton : position ${before.length + 2} sur ${count}.`);
      await page.waitForTimeout(300);
      await page.keyboard.press('Space');
      await expect(spoken).toHaveText(`Bouton déposé en position ${before.length + 2} sur ${count}.`);
      await expect.poll(() => rowTypes(page)).toEqual([...before, 'Spacer', 'Button']);

      // Pin the Spacer at the top, then unpin it: back at the start of the page.
      const spacer = pageRows(page).nth(before.length);
      await spacer.hover();
      await spacer.getByRole('button', { name: 'Épingler en haut' }).click();
      const headers = page.locator('section[data-container="headers"] .studio-block-row');
      await expect(headers.last()).toHaveAttribute('data-block-type', 'Spacer');
      await headers.last().hover();
      await headers.last().getByRole('button', { name: 'Désépingler' }).click();
      await expect.poll(async () => (await rowTypes(page))[0]).toBe('Spacer');

      // Undo twice (unpin, pin), redo once.
      await page.getByRole('button', { name: 'Annuler' }).click();
      await expect(headers.last()).toHaveAttribute('data-block-type', 'Spacer');
      await page.keyboard.press('Control+z');
      await expect.poll(() => rowTypes(page)).toEqual([...before, 'Spacer', 'Button']);
      await page.keyboard.press('Control+Shift+z');
      await expect(headers.last()).toHaveAttribute('data-block-type', 'Spacer');
      expect(errors).toEqual([]);
    });

    test('edits a text in French and Arabic, changes the theme, previews on a phone; the autosave survives a reload', async ({
      page,
    }) => {
      const errors = watchErrors(page);
      await openStoreEditor(page);
      await addBlock(page, 'Content');
      await expect(page.getByRole('tab', { name: 'Réglages' })).toBeVisible();
      // A new block is selected: its settings are one tab away.
      await page.getByRole('tab', { name: 'Réglages' }).click();
      const title = page.locator('[data-field="title"]');
      await title.getByLabel('Français').fill('Nos horaires d’été');
      // The new block's Arabic and English titles were its own, not translations: emptied, and the
      // fields say the site shows the French there.
      await expect(title.getByLabel('Anglais (non traduit')).toHaveValue('');
      await expect(title.getByLabel('Anglais (non traduit')).toHaveAttribute('placeholder', 'Nos horaires d’été');
      // The rich text's tools are icons named in the studio's language.
      const tools = page.getByRole('toolbar', { name: 'Mise en forme du texte' }).first();
      await expect(tools.getByRole('button', { name: 'Liste à puces' })).toBeVisible();
      await expect(tools.getByRole('button', { name: 'Lien' })).toBeVisible();
      await title.getByLabel('Arabe').fill('مواعيدنا الصيفية');
      await expect(title.getByLabel('Arabe', { exact: true })).toHaveValue('مواعيدنا الصيفية');
      await expect(title.getByLabel('Arabe')).toHaveAttribute('dir', 'rtl');
      const canvasBlock = page.getByTestId('canvas').locator('[data-block-type="Content"]').last();
      await expect(canvasBlock).toContainText('Nos horaires d’été');

      await page.getByRole('tab', { name: 'Thème' }).click();
      await page.getByLabel('Mode sombre').check();
      await expect(page.getByTestId('canvas').locator('.site')).toHaveAttribute('data-dark', 'true');

      await page.getByRole('button', { name: 'Aperçu téléphone' }).click();
      await expect(page.locator('.studio-canvas')).toHaveAttribute('data-phone', 'true');
      // The phone is a frame of its own (tests/e2e/studio/phone-preview.spec.ts compares it with the site).
      const phoneCanvas = page.frameLocator('iframe.studio-phone__screen').getByTestId('canvas');
      await expect(phoneCanvas.locator('[data-block-type="Content"]').last()).toContainText('Nos horaires d’été');
      expect(await phoneCanvas.evaluate(() => window.innerWidth)).toBe(390);

      await waitSaved(page);
      await page.reload();
      await openLandEditor(page, STUDIO_DEMO.fullStore);
      await expect(page.getByTestId('canvas')).toContainText('Nos horaires d’été');
      expect(errors).toEqual([]);
    });
  });

  test('publishing shows the change on the public store site; the saves go over the WebSocket', async ({
    page,
    context,
  }) => {
    // Where each save went: a frame on the graphql-ws socket, or an HTTP request.
    const overSocket: string[] = [];
    const overHttp: string[] = [];
    page.on('websocket', (socket) =>
      socket.on('framesent', ({ payload }) => {
        if (String(payload).includes('siteBuildCommit')) overSocket.push(String(payload));
      }),
    );
    page.on('request', (request) => {
      if (request.postData()?.includes('siteBuildCommit')) overHttp.push(request.url());
    });
    await openStoreEditor(page, STUDIO_DEMO.secondFullOwner, STUDIO_DEMO.secondFullStore);
    await addBlock(page, 'Content');
    await page.getByRole('tab', { name: 'Réglages' }).click();
    const marks = page.locator('[data-field="title"]').getByRole('list', { name: 'Langues de ce texte' });
    // The template's words count as written in every language until the owner writes their own.
    await expect(marks).toContainText('Arabe : écrit');
    await page.locator('[data-field="title"]').getByLabel('Français').fill('Arrivage de printemps');
    // Beside the label: what publishing will warn about.
    await expect(marks).toContainText('Français : écrit');
    await expect(marks).toContainText('Arabe : non traduit');
    await expect(marks).toContainText('Anglais : non traduit');
    await expect(marks.locator('[data-missing="true"]')).toHaveText([
      'ARArabe : non traduit',
      'ENAnglais : non traduit',
    ]);
    // A text written in no language is not used: no marks, nothing to translate.
    const subtitle = page.locator('[data-field="subtitle"]');
    for (const lang of ['fr', 'ar', 'en']) {
      await subtitle.locator(`input[lang="${lang}"]`).fill('');
      await subtitle.locator(`input[lang="${lang}"]`).press('Tab');
    }
    await expect(subtitle.getByRole('list', { name: 'Langues de ce texte' })).toHaveCount(0);
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'studio-language-marks-fr.png') });
    await page.getByRole('tab', { name: 'Thème' }).click();
    await page.getByRole('button', { name: 'Publier' }).click();
    // The title is in French only: publishing says so first, naming the text and its missing languages.
    const check = page.getByRole('dialog', { name: 'Des textes ne sont pas traduits' });
    const row = check.locator('li', { hasText: 'Contenu · Titre' }).last();
    await expect(row).toContainText('Arabe, Anglais');
    // A text of the list opens its block's settings, even from another panel of the drawer.
    await row.getByRole('button').click();
    await expect(check).toBeHidden();
    await expect(page.getByRole('tab', { name: 'Réglages' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('[data-field="title"]').getByLabel('Français')).toHaveValue('Arrivage de printemps');
    await page.getByRole('button', { name: 'Publier' }).click();
    await expect(row).toBeVisible();
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'studio-publish-check-fr.png') });
    await check.getByRole('button', { name: 'Publier quand même' }).click();
    await expect(check).toBeHidden();
    await expect(editorStatus(page)).toHaveText('Publié', { timeout: 15_000 });
    const site = await context.newPage();
    await site.goto(
      await page
        .getByRole('link', { name: 'Voir le site' })
        .getAttribute('href')
        .then((href) => href!),
    );
    await expect(site.getByRole('main')).toContainText('Arrivage de printemps');
    expect(overSocket.length).toBeGreaterThan(0);
    expect(overHttp).toEqual([]);
  });

  test('a rich text’s link is asked in the studio’s own dialog: a refused address says why, a link is changed and removed', async ({
    page,
  }) => {
    // Electron has no window.prompt: a native prompt here would fail the test.
    page.on('dialog', (dialog) => {
      throw new Error(`native dialog: ${dialog.message()}`);
    });
    const errors = watchErrors(page);
    await openStoreEditor(page);
    await addBlock(page, 'Content');
    await page.getByRole('tab', { name: 'Réglages' }).click();
    const text = page.locator('[data-field="content"]').getByRole('textbox', { name: 'Français' });
    await text.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Nos horaires');
    await page.keyboard.press('ControlOrMeta+A');
    const tools = page
      .locator('[data-field="content"]')
      .getByRole('toolbar', { name: 'Mise en forme du texte' })
      .first();
    await tools.getByRole('button', { name: 'Lien' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ajouter un lien' });
    await dialog.getByLabel('Adresse du lien').fill('javascript:alert(1)');
    await dialog.getByRole('button', { name: 'Appliquer' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Seuls les liens http, https, mailto et tel sont acceptés.');
    await dialog.getByLabel('Adresse du lien').fill('https://souk.dz/horaires');
    await dialog.getByRole('button', { name: 'Appliquer' }).click();
    await expect(dialog).toBeHidden();
    const canvasBlock = page.getByTestId('canvas').locator('[data-block-type="Content"]').last();
    await expect(canvasBlock.getByRole('link', { name: 'Nos horaires' })).toHaveAttribute(
      'href',
      'https://souk.dz/horaires',
    );

    // Inside the link, the dialog edits it: its address shown, and it can be removed.
    await text.getByText('Nos horaires').click();
    await tools.getByRole('button', { name: 'Lien' }).click();
    const edit = page.getByRole('dialog', { name: 'Modifier le lien' });
    await expect(edit.getByLabel('Adresse du lien')).toHaveValue('https://souk.dz/horaires');
    await edit.getByRole('button', { name: 'Retirer le lien' }).click();
    await expect(edit).toBeHidden();
    await expect(canvasBlock).toContainText('Nos horaires');
    await expect(canvasBlock.getByRole('link', { name: 'Nos horaires' })).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('an icon is chosen by sight, each named in words, and the canvas shows it', async ({ page }) => {
    const errors = watchErrors(page);
    await openStoreEditor(page);
    await addBlock(page, 'Icon');
    await page.getByRole('tab', { name: 'Réglages' }).click();
    const icons = page.locator('[data-field="icon"]');
    await expect(icons.getByRole('radio', { name: 'Étoile' })).toBeChecked();
    await icons.getByTitle('Camion de livraison').click();
    await expect(icons.getByRole('radio', { name: 'Camion de livraison' })).toBeChecked();
    const canvasIcon = page.getByTestId('canvas').locator('[data-block-type="Icon"]').last();
    await expect(canvasIcon.locator('svg.lucide-truck')).toBeVisible();
    // The arrows move through the icons as in any radio group.
    await icons.getByRole('radio', { name: 'Camion de livraison' }).press('ArrowRight');
    await expect(icons.getByRole('radio', { name: 'Bouclier (garantie)' })).toBeChecked();
    await expect(canvasIcon.locator('svg.lucide-shield-check')).toBeVisible();

    // In a list (each strength of Features), the grid is folded behind the chosen icon's name.
    await backToStructure(page);
    await addBlock(page, 'Features');
    await page.getByRole('tab', { name: 'Réglages' }).click();
    const first = page.locator('[data-field="items.0.icon"]');
    await expect(first).toContainText('Camion de livraison');
    await expect(first.getByRole('radio')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Changer l’icône' })).toHaveCount(
      await page.locator('[data-field$=".icon"]').count(),
    );
    await first.getByRole('button', { name: 'Changer l’icône' }).click();
    await first.getByTitle('Téléphone', { exact: true }).click();
    await expect(first.getByRole('radio', { name: 'Téléphone', exact: true })).toBeChecked();
    await expect(
      page.getByTestId('canvas').locator('[data-block-type="Features"]').last().locator('svg.lucide-phone').first(),
    ).toBeVisible();
    await first.getByRole('button', { name: 'Terminé' }).click();
    await expect(first.getByRole('radio')).toHaveCount(0);
    await expect(first).toContainText('Téléphone');
    await waitSaved(page);
    expect(errors).toEqual([]);
  });

  test('the pages menu names the page shown; a page is added, named in three languages, moved, hidden and removed', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await openStoreEditor(page, STUDIO_DEMO.secondFullOwner, STUDIO_DEMO.secondFullStore);
    const menu = page.getByRole('button', { name: /^Pages : / });
    await expect(menu).toHaveAccessibleName('Pages : Accueil');
    await menu.click();
    const list = page.getByRole('region', { name: 'Pages', exact: true });
    const rows = list.locator('li[data-page]');
    const before = await rows.count();
    await expect(list.locator('li[aria-current="page"]')).toHaveAttribute('data-page', 'home');

    await list.getByRole('button', { name: 'Ajouter une page' }).click();
    await list.locator('input[name="title-fr"]').fill('Nos horaires');
    await list.locator('input[name="title-ar"]').fill('مواعيدنا');
    await list.locator('input[name="title-en"]').fill('Opening hours');
    await list.getByRole('button', { name: 'Enregistrer' }).click();
    const added = rows.last();
    await expect(added).toContainText('Nos horaires');
    await expect(added).toContainText('/nos-horaires');
    await expect(rows).toHaveCount(before + 1);

    await added.getByRole('button', { name: 'Monter' }).click();
    await expect(rows.nth(before - 1)).toContainText('Nos horaires');
    await rows
      .nth(before - 1)
      .getByRole('button', { name: 'Masquer' })
      .click();
    await expect(rows.nth(before - 1)).toContainText('masquée');
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'studio-pages-fr.png') });

    // Chosen, the page is on the canvas, the menu closed and named after it.
    await rows
      .nth(before - 1)
      .getByRole('button', { name: /Nos horaires/ })
      .click();
    await expect(list).toBeHidden();
    await expect(menu).toHaveAccessibleName('Pages : Nos horaires');
    await expect(menu).toBeFocused();
    // Escape closes the list too.
    await menu.click();
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
    await waitSaved(page);

    // In Arabic: the page's own title, its address kept left to right.
    await page.getByRole('button', { name: 'Mes sites' }).click();
    await page.getByRole('combobox', { name: 'Langue' }).selectOption('ar');
    await landRow(page, STUDIO_DEMO.secondFullStore).getByRole('button', { name: 'فتح المحرر' }).click();
    await expect(page.getByTestId('editor')).toBeVisible();
    await page.getByRole('button', { name: /^الصفحات : / }).click();
    const arabic = page.getByRole('region', { name: 'الصفحات', exact: true });
    const mine = arabic.locator('li[data-page="nos-horaires"]');
    await expect(mine).toContainText('مواعيدنا');
    await expect(mine.locator('bdi')).toHaveText('/nos-horaires');
    await expect(mine).toContainText('مخفية');
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'studio-pages-ar.png') });

    // Removed after asking, the site has its pages as before.
    page.once('dialog', (dialog) => void dialog.accept());
    await mine.getByRole('button', { name: 'حذف الصفحة' }).click();
    await expect(arabic.locator('li[data-page]')).toHaveCount(before);
    await expect(arabic.locator('li[data-page="nos-horaires"]')).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('restores a history entry, saves and selects a blueprint', async ({ page }) => {
    // Restoring and choosing a blueprint replace the whole site: each asks first.
    const asked: string[] = [];
    page.on('dialog', (dialog) => {
      asked.push(dialog.message());
      void dialog.accept();
    });
    await openStoreEditor(page, STUDIO_DEMO.secondFullOwner, STUDIO_DEMO.secondFullStore);
    const before = await rowTypes(page);
    await addBlock(page, 'Spacer');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await waitSaved(page);
    // The version before the Spacer, from the history.
    await page.getByRole('tab', { name: 'Historique' }).click();
    const entries = page.locator('[data-panel="history"] li');
    await expect(entries.first()).toBeVisible();
    // Each version says when (relative, the exact time in its tooltip), its number and its marks.
    await expect(entries.first().locator('time')).toHaveText(/il y a|à l’instant/);
    await expect(entries.first().locator('time')).toHaveAttribute('title', /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);
    await expect(entries.first().locator('.studio-chip').first()).toHaveText(/^Version \d+$/);
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'studio-history-fr.png') });
    await entries.nth(1).getByRole('button', { name: 'Restaurer' }).click();
    await page.getByRole('tab', { name: 'Structure' }).click();
    await expect.poll(() => rowTypes(page)).toEqual(before);
    await waitSaved(page);

    await page.getByRole('tab', { name: 'Modèles' }).click();
    await page.getByLabel('Nom du modèle (facultatif)').fill('Soldes d’été');
    await page.getByRole('button', { name: 'Enregistrer le site actuel comme modèle' }).click();
    await expect(page.locator('[data-panel="blueprints"] li')).toHaveCount(1);
    await expect(page.locator('[data-panel="blueprints"] li').first()).toContainText('Soldes d’été');
    await page.getByRole('tab', { name: 'Structure' }).click();
    await addBlock(page, 'Spacer');
    await waitSaved(page);
    await page.getByRole('tab', { name: 'Modèles' }).click();
    await page.locator('[data-panel="blueprints"] li').first().getByRole('button', { name: 'Utiliser' }).click();
    await page.getByRole('tab', { name: 'Structure' }).click();
    await expect.poll(() => rowTypes(page)).toEqual(before);
    expect(asked).toEqual([
      'Remplacer le site en cours par cette version ? Vous pourrez l’annuler.',
      'Remplacer le site en cours par ce modèle ? L’actuel reste dans l’historique.',
    ]);
  });

  test('edits made while the server is unreachable, then a closed window, are sent when it is back', async ({
    context,
  }) => {
    const api = await apiSwitch(context);
    const page = await context.newPage();
    await openStoreEditor(page);
    const before = await rowTypes(page);
    // The server goes away: every API call fails.
    await api.away();
    await addBlock(page, 'Searchbar');
    await expect(editorStatus(page)).toHaveText(/Hors ligne/, { timeout: 15_000 });
    await page.close();
    // The server is back; the studio starts again and sends what was left.
    await api.back();
    const again = await context.newPage();
    await signInToStudio(again, STUDIO_DEMO.fullOwner);
    await openLandEditor(again, STUDIO_DEMO.fullStore);
    await expect.poll(() => rowTypes(again)).toEqual([...before, 'Searchbar']);
    await waitSaved(again);
    await again.reload();
    await openLandEditor(again, STUDIO_DEMO.fullStore);
    await expect.poll(() => rowTypes(again)).toEqual([...before, 'Searchbar']);
  });

  test('a BASIC owner edits content but cannot add pages or blocks', async ({ page }) => {
    await openStoreEditor(page, STUDIO_DEMO.basicOwner, STUDIO_DEMO.basicStore);
    await expect(page.getByRole('button', { name: 'Ajouter un bloc' })).toHaveCount(0);
    await page.getByRole('button', { name: /^Pages : / }).click();
    await expect(page.getByRole('button', { name: 'Ajouter une page' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Renommer' }).first()).toBeVisible();
  });

  test('the same member in two windows: a change saved in one shows in the other live, both ways', async ({
    context,
  }) => {
    const first = await context.newPage();
    await openStoreEditor(first, STUDIO_DEMO.secondFullOwner, STUDIO_DEMO.secondFullStore);
    // A second window of the same member (signed in there too), left idle.
    const second = await context.newPage();
    await signInToStudio(second, STUDIO_DEMO.secondFullOwner);
    await openLandEditor(second, STUDIO_DEMO.secondFullStore);
    await waitSaved(second);
    const before = await rowTypes(second);

    await addBlock(first, 'Spacer');
    await first.getByRole('button', { name: 'Enregistrer' }).click();
    await waitSaved(first);
    await expect.poll(() => rowTypes(second), { timeout: 10_000 }).toEqual([...before, 'Spacer']);
    await expect(second.getByTestId('canvas').locator('[data-block-type="Spacer"]')).toHaveCount(
      before.filter((type) => type === 'Spacer').length + 1,
    );
    await waitSaved(second);

    // And back: the theme changed in the second window reaches the first.
    await second.getByRole('tab', { name: 'Thème' }).click();
    const dark = second.getByLabel('Mode sombre');
    const wasDark = await dark.isChecked();
    await dark.setChecked(!wasDark);
    await second.getByRole('button', { name: 'Enregistrer' }).click();
    await waitSaved(second);
    const site = first.getByTestId('canvas').locator('.site');
    if (wasDark) await expect(site).not.toHaveAttribute('data-dark', 'true', { timeout: 10_000 });
    else await expect(site).toHaveAttribute('data-dark', 'true', { timeout: 10_000 });
    await waitSaved(first);
    expect(await rowTypes(first)).toEqual([...before, 'Spacer']);
    // The theme as it was, for the conflict test below (it checks the dark mode of this store).
    await dark.setChecked(wasDark);
    await second.getByRole('button', { name: 'Enregistrer' }).click();
    await waitSaved(second);
  });

  test('two editors of one store: a conflict merges both sides’ work, nothing lost', async ({ browser }) => {
    const open = async (b: Browser) => {
      const context = await b.newContext();
      const api = await apiSwitch(context);
      const page = await context.newPage();
      await openStoreEditor(page, STUDIO_DEMO.secondFullOwner, STUDIO_DEMO.secondFullStore);
      return { page, api };
    };
    const { page: first } = await open(browser);
    const { page: second, api: secondApi } = await open(browser);
    // The second editor loses the server for a moment, with an edit of its own pending.
    await secondApi.away();
    await second.getByRole('tab', { name: 'Thème' }).click();
    await second.getByLabel('Mode sombre').check();
    await expect(editorStatus(second)).toHaveText(/Hors ligne/, { timeout: 15_000 });
    // Meanwhile the first one saves a new block: the second's edit is now based on a stale version.
    await addBlock(first, 'Button');
    await first.getByRole('button', { name: 'Enregistrer' }).click();
    await waitSaved(first);
    await secondApi.back();
    await expect(second.locator('.studio-conflict')).toContainText('Un autre éditeur a enregistré la version', {
      timeout: 20_000,
    });
    await waitSaved(second);
    // Both changes are in the second editor's document, and so in the server's.
    await second.getByRole('tab', { name: 'Structure' }).click();
    expect((await rowTypes(second)).at(-1)).toBe('Button');
    await first.reload();
    await openLandEditor(first, STUDIO_DEMO.secondFullStore);
    await expect(first.getByTestId('canvas').locator('.site')).toHaveAttribute('data-dark', 'true');
    expect((await rowTypes(first)).at(-1)).toBe('Button');
    await first.context().close();
    await second.context().close();
  });
});

// The query editor (the drawer's "Listes" tab, FULL plan only), in this file rather than one of
// its own because it edits the same demo store (the tests of one file never run at the same
// time): adding a list, naming it in French and Arabic, its keywords, count, category and wilaya,
// showing it in a Products block, the canvas's results following the list, undo, the autosave
// surviving a reload, deleting with a confirmation; and no tab at all on the BASIC plan.
const LIST_FR = 'Promos freinage';
const LIST_AR = 'عروض الفرامل';

const queriesTab = (page: Page) => page.getByRole('tab', { name: 'Listes' });
const panel = (page: Page) => page.locator('[data-panel="queries"]');
const form = (page: Page) => panel(page).locator('.studio-query-form');
const listItem = (page: Page, name: string) => panel(page).locator('.studio-queries__item', { hasText: name });
const countField = (scope: Locator) => scope.getByLabel(/^Nombre de résultats/);
/** The Products block this test adds (the last one of the page). */
const productsBlock = (page: Page) => page.getByTestId('canvas').locator('[data-block-type="Products"]').last();

test.describe('the studio’s query editor', () => {
  test('a FULL owner adds a list, fills it, shows it in a Products block, and finds it again after a reload', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const errors = watchErrors(page);
    await openStoreEditor(page);

    await queriesTab(page).click();
    await panel(page).getByRole('button', { name: 'Ajouter une liste' }).click();
    // The new list is chosen and its French name has the focus.
    const names = form(page).locator('[data-field="name"]');
    await expect(names.getByLabel('Français')).toBeFocused();
    await names.getByLabel('Français').fill(LIST_FR);
    await names.getByLabel('Arabe').fill(LIST_AR);
    await expect(names.getByLabel('Arabe')).toHaveAttribute('dir', 'rtl');
    await countField(form(page)).fill('2');
    await countField(form(page)).press('Enter');
    await expect(listItem(page, LIST_FR)).toContainText('Annonces · résultats : 2');

    // A Products block shows the list: chosen in its settings.
    await page.getByRole('tab', { name: 'Structure' }).click();
    await addBlock(page, 'Products');
    await page.getByRole('tab', { name: 'Réglages' }).click();
    await page.getByLabel('Liste affichée').selectOption({ label: LIST_FR });
    // Once saved, the canvas shows the list's results: the store's two latest announcements.
    await waitSaved(page);
    await expect(productsBlock(page).locator('.site-cards > li')).toHaveCount(2, { timeout: 15_000 });

    // Back to the list: keywords, a count undone, a category and a wilaya with one commune.
    await queriesTab(page).click();
    await listItem(page, LIST_FR).click();
    await form(page).getByLabel('Mots-clés').fill('frein');
    await form(page).getByLabel('Mots-clés').press('Enter');
    await countField(form(page)).fill('5');
    await countField(form(page)).press('Enter');
    await expect(listItem(page, LIST_FR)).toContainText('résultats : 5');
    await page.getByRole('button', { name: 'Annuler', exact: true }).click();
    await expect(countField(form(page))).toHaveValue('2');
    await expect(listItem(page, LIST_FR)).toContainText('résultats : 2');

    const category = form(page).getByRole('combobox', { name: 'Catégorie', exact: true });
    await expect(category).toBeEnabled();
    await category.selectOption({ index: 1 });
    const categoryId = await category.inputValue();
    expect(categoryId).not.toBe('');
    await form(page).getByLabel('31 · Oran').check();
    const oran = form(page).locator('[data-region="31"]');
    await oran.getByLabel('Oran', { exact: true }).check();
    await expect(oran.locator('legend')).toHaveText('Communes de Oran (choisies : 1)');
    await form(page).getByLabel('Avec photos seulement').check();
    await waitSaved(page);

    // After a reload the list, its texts and its filter are there, and the block still shows it.
    await page.reload();
    await openLandEditor(page, STUDIO_DEMO.fullStore);
    await queriesTab(page).click();
    await expect(listItem(page, LIST_FR)).toContainText('Blocs qui l’affichent : 1');
    await listItem(page, LIST_FR).click();
    await expect(names.getByLabel('Français')).toHaveValue(LIST_FR);
    await expect(names.getByLabel('Arabe')).toHaveValue(LIST_AR);
    await expect(form(page).getByLabel('Mots-clés')).toHaveValue('frein');
    await expect(countField(form(page))).toHaveValue('2');
    await expect(form(page).getByRole('combobox', { name: 'Catégorie', exact: true })).toHaveValue(categoryId);
    await expect(form(page).getByLabel('31 · Oran')).toBeChecked();
    await expect(oran.getByLabel('Oran', { exact: true })).toBeChecked();
    await expect(form(page).getByLabel('Avec photos seulement')).toBeChecked();

    // Deleting asks first; "keep it" keeps it, "delete" removes it and the block lets it go.
    await form(page).getByRole('button', { name: 'Supprimer la liste' }).click();
    await form(page).getByRole('button', { name: 'La garder' }).click();
    await expect(listItem(page, LIST_FR)).toHaveCount(1);
    await form(page).getByRole('button', { name: 'Supprimer la liste' }).click();
    await form(page).getByRole('button', { name: 'Supprimer', exact: true }).click();
    await expect(listItem(page, LIST_FR)).toHaveCount(0);
    await productsBlock(page).locator('.site-heading__title').click();
    await page.getByRole('tab', { name: 'Réglages' }).click();
    await expect(page.getByLabel('Liste affichée')).toHaveValue('');
    await waitSaved(page);
    expect(errors).toEqual([]);
  });

  test('a BASIC owner has no lists tab', async ({ page }) => {
    await openStoreEditor(page, STUDIO_DEMO.basicOwner, STUDIO_DEMO.basicStore);
    await expect(page.getByRole('tab', { name: 'Thème' })).toBeVisible();
    await expect(queriesTab(page)).toHaveCount(0);
    await expect(page.locator('[data-panel="queries"]')).toHaveCount(0);
  });
});
