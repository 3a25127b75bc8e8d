// A store's announcements and statistics in the studio (issue 7), in Chromium against the real
// server with the demo data: the owner deletes an announcement with a reason, meets the
// server's "action impossible", and reads the statistics chart with its numbers beside it.
import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, gql, loginTokens, SCREENSHOT_DIR, test } from '../fixtures';
import { landRow, signInToStudio, STUDIO_DEMO, watchErrors } from './support';
import { ANNOUNCEMENT_METRICS, STATISTICS_METRICS } from '../../../shared/domain/statistics';

/** Lina Déco: a demo store with no site-builder plan, which the editor's tests leave alone. */
const OWNER = STUDIO_DEMO.noPlanOwner;
const STORE = STUDIO_DEMO.noPlanStore;

const CREATE = 'mutation ($input: AnnouncementInput!) { announcementCreate(input: $input) { id status } }';
const MY_STORES = '{ myStores { id name } }';

/** Two announcements of the store, waiting for validation, found by a word of their titles. */
async function storeAnnouncements(request: APIRequestContext) {
  const word = `stat${randomBytes(3).toString('hex')}`;
  const { token } = await loginTokens(request, OWNER);
  const stores = await gql<{ myStores: { id: string; name: string }[] }>(request, MY_STORES, {}, token);
  const storeId = stores.data.myStores.find((store) => store.name === STORE)!.id;
  const ids: string[] = [];
  for (const index of [1, 2]) {
    const created = await gql<{ announcementCreate: { id: string } }>(
      request,
      CREATE,
      {
        input: {
          title: `Lampe ${word} numéro ${index}`,
          description: 'Lampe de chevet en laiton, très bon état, à voir à Tizi Ouzou.',
          categoryId: '1002',
          price: 4500 + index,
          priceUnit: 'UNIT',
          priceType: 'NEGOTIABLE',
          cityIds: ['558'],
          storeId,
        },
      },
      token,
    );
    expect(created.errors, JSON.stringify(created.errors)).toBeUndefined();
    ids.push(created.data.announcementCreate.id);
  }
  return { word, ids };
}

const row = (page: Page, id: string) => page.locator(`.store-row[data-announcement="${id}"]`);

test.describe('the store studio', () => {
  test('a store owner deletes an announcement with a reason and sees the statistics chart', async ({
    page,
    request,
  }) => {
    const errors = watchErrors(page);
    const { word, ids } = await storeAnnouncements(request);
    const [kept, deleted] = ids as [string, string];
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInToStudio(page, OWNER);
    await landRow(page, STORE).getByRole('button', { name: 'Annonces' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Annonces de ${STORE}` })).toBeFocused();

    // The waiting ones of this test, found by their word.
    await page.getByRole('button', { name: 'En attente', exact: true }).click();
    await page.getByRole('searchbox', { name: 'Rechercher dans les annonces' }).fill(word);
    await page.getByRole('button', { name: 'Rechercher', exact: true }).click();
    await expect(page.locator('.store-row')).toHaveCount(2);
    // A waiting announcement offers what its status allows: archive and delete, not refresh or restore.
    await expect(row(page, deleted).locator('[data-action]')).toHaveText(['Archiver', 'Supprimer', 'Statistiques']);

    // Delete one with a reason: it leaves the waiting list.
    await row(page, deleted).getByRole('button', { name: 'Supprimer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Supprimer 1 annonce(s)' });
    await dialog.getByLabel('Motif').selectOption({ label: 'Vendu grâce à Souk' });
    await dialog.getByRole('button', { name: 'Supprimer' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: '1 annonce(s) supprimée(s).' })).toBeVisible();
    await expect(row(page, deleted)).toHaveCount(0);
    await expect(row(page, kept)).toHaveAttribute('data-status', 'PENDING');

    // Among all of them, it shows DELETED with its reason, and can only be restored.
    await page.getByRole('button', { name: 'Toutes', exact: true }).click();
    await expect(row(page, deleted)).toHaveAttribute('data-status', 'DELETED');
    await expect(row(page, deleted)).toContainText('Supprimée');
    await expect(row(page, deleted)).toContainText('Motif : Vendu grâce à Souk');
    await expect(row(page, deleted).locator('[data-action]')).toHaveText(['Restaurer', 'Statistiques']);

    // Archiving both at once: the deleted one forbids it, the server refuses the whole batch.
    await page.getByLabel('Sélectionner toutes les annonces de cette page').check();
    await page.locator('[data-bulk="disable"]').click();
    const alert = page.getByTestId('action-impossible');
    await expect(alert).toBeVisible();
    await expect(alert).toContainText('Action impossible');
    await expect(alert).toContainText('Action impossible : cette annonce est DELETED.');
    await expect(alert).toContainText('au statut « Supprimée »');
    await expect(row(page, kept)).toHaveAttribute('data-status', 'PENDING');
    await page.screenshot({ path: `${SCREENSHOT_DIR}/studio-store-announcements.png`, fullPage: true });

    // The store's statistics over the last 30 days (the demo's month of activity).
    await page.getByRole('tab', { name: 'Statistiques' }).click();
    await expect(page.getByRole('heading', { name: 'Statistiques de la boutique' })).toBeVisible();
    const chart = page.getByTestId('statistics-chart');
    await expect(chart.locator('path.recharts-line-curve')).toHaveCount(STATISTICS_METRICS.length);
    // The default period ends today: its last point is partial, and the caption says so.
    await expect(chart.locator('figcaption')).toContainText('La journée d’aujourd’hui n’est pas finie');
    const totals = page.getByTestId('statistics-totals');
    await expect(totals.locator('caption')).toContainText(/^Totaux du \d{2}\/\d{2}\/\d{4} au \d{2}\/\d{2}\/\d{4}$/);
    await expect(totals.locator('tbody tr')).toHaveCount(STATISTICS_METRICS.length);
    const views = Number((await totals.locator('[data-metric="views"] td').innerText()).replace(/\D/g, ''));
    expect(views).toBeGreaterThan(0);
    // A measure can be hidden from the chart; its number stays beside it.
    await chart.getByRole('checkbox', { name: 'Vues' }).uncheck();
    await expect(chart.locator('path.recharts-line-curve')).toHaveCount(STATISTICS_METRICS.length - 1);
    await chart.getByRole('checkbox', { name: 'Vues' }).check();
    await page.getByRole('button', { name: '7 derniers jours' }).click();
    await expect(page.getByRole('button', { name: '7 derniers jours' })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: '30 derniers jours' }).click();
    await expect(chart.locator('path.recharts-line-curve')).toHaveCount(STATISTICS_METRICS.length);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/studio-store-statistics.png`, fullPage: true });

    // One announcement's statistics from its row: all measures but followers (the store's).
    await page.getByRole('tab', { name: 'Annonces' }).click();
    await row(page, kept).getByRole('button', { name: 'Statistiques' }).click();
    await expect(page.getByRole('heading', { name: `Statistiques de « Lampe ${word} numéro 1 »` })).toBeVisible();
    await expect(chart.locator('path.recharts-line-curve')).toHaveCount(ANNOUNCEMENT_METRICS.length);

    // The same screens in Arabic, right to left.
    // The language picker is on the land list.
    await page.getByRole('button', { name: 'Retour à vos sites' }).click();
    await page.locator('.studio-language select').selectOption('ar');
    await landRow(page, STORE).getByRole('button', { name: 'الإعلانات' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: `إعلانات ${STORE}` })).toBeVisible();
    await page.getByRole('searchbox', { name: 'البحث في الإعلانات' }).fill(word);
    await page.getByRole('button', { name: 'بحث', exact: true }).click();
    await expect(row(page, deleted)).toContainText('محذوف');
    await page.screenshot({ path: `${SCREENSHOT_DIR}/studio-store-announcements-ar.png`, fullPage: true });
    await page.getByRole('tab', { name: 'الإحصائيات' }).click();
    await expect(page.getByTestId('statistics-chart').locator('path.recharts-line-curve')).toHaveCount(
      STATISTICS_METRICS.length,
    );
    await page.screenshot({ path: `${SCREENSHOT_DIR}/studio-store-statistics-ar.png`, fullPage: true });

    expect(errors).toEqual([]);
  });
});
