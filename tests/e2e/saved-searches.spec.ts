// Saved searches in a real browser: a member saves the search they are looking at, finds it on
// the notification centre, changes its alerts and deletes it; the server keeps each change.
import path from 'node:path';
import { expect, gql, SCREENSHOT_DIR, test } from './fixtures';

const SAVED = '{ savedSearches { id name path frequency } }';

test('a member saves a search, changes its alerts and deletes it', async ({ memberPage, request }) => {
  const { page, tokens } = memberPage;
  await page.goto('/s?q=golf');
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'Enregistrer la recherche' }).click();
  const dialog = page.getByRole('dialog', { name: 'Enregistrer cette recherche' });
  await dialog.getByRole('textbox', { name: 'Nom' }).fill('Golf à suivre');
  await dialog.getByRole('radio', { name: 'Une fois par jour' }).check();
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog.getByRole('status')).toContainText('Recherche enregistrée');
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'saved-search-fr.png') });

  const kept = await gql<{ savedSearches: { name: string; path: string; frequency: string }[] }>(
    request,
    SAVED,
    {},
    tokens.token,
  );
  expect(kept.data.savedSearches).toEqual([
    expect.objectContaining({ name: 'Golf à suivre', frequency: 'DAILY', path: expect.stringContaining('golf') }),
  ]);

  await dialog.getByRole('link', { name: 'Gérer mes recherches enregistrées' }).click();
  await expect(page).toHaveURL(/\/notifications$/);
  const alerts = page.getByRole('combobox', { name: 'Alertes pour Golf à suivre' });
  await expect(alerts).toHaveValue('DAILY');
  await page.waitForLoadState('networkidle');
  await alerts.selectOption('INSTANT');
  await expect
    .poll(
      async () =>
        (await gql<{ savedSearches: { frequency: string }[] }>(request, SAVED, {}, tokens.token)).data.savedSearches[0]
          ?.frequency,
    )
    .toBe('INSTANT');
  await page.getByRole('button', { name: 'Supprimer Golf à suivre' }).click();
  await expect(page.getByText('Aucune recherche enregistrée')).toBeVisible();
  expect((await gql<{ savedSearches: unknown[] }>(request, SAVED, {}, tokens.token)).data.savedSearches).toEqual([]);
});
