// A buyer writes to a store from its announcement's page on the portal; a member of the store
// answers from the studio's inbox (a quick reply); the buyer sees the answer and the seen mark
// without reloading, and the store's land list counts unread messages live.
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { expect, gql, loginTokens, SCREENSHOT_DIR, test } from '../fixtures';
import { landRow, signInToStudio, STUDIO_DEMO, watchErrors } from './support';

const OWNER = STUDIO_DEMO.noPlanOwner;
const STORE = STUDIO_DEMO.noPlanStore;

/** An active announcement of the store, through the API. */
async function storeListing(request: APIRequestContext) {
  const { token } = await loginTokens(request, OWNER);
  const stores = await gql<{ myStores: { id: string; name: string }[] }>(
    request,
    '{ myStores { id name } }',
    {},
    token,
  );
  const storeId = stores.data.myStores.find((store) => store.name === STORE)!.id;
  const found = await gql<{ search: { announcements: { data: { id: string; slug: string; title: string }[] } } }>(
    request,
    'query ($s: ID) { search(filter: { page: 1, storeId: $s }) { announcements { data { id slug title } } } }',
    { s: storeId },
  );
  expect(found.errors, JSON.stringify(found.errors)).toBeUndefined();
  const listing = found.data.search.announcements.data[0];
  expect(listing, 'an active announcement of the store').toBeDefined();
  return listing!;
}

test('a buyer writes to a store; a member answers from the studio; the buyer sees it live', async ({
  memberPage,
  request,
  browser,
  baseURL,
}) => {
  const { page, username } = memberPage;
  const listing = await storeListing(request);

  // The store's member has the studio open on the land list.
  const studioContext = await browser.newContext({ baseURL });
  const studio = await studioContext.newPage();
  const errors = watchErrors(studio);
  await signInToStudio(studio, OWNER);
  const inboxButton = landRow(studio, STORE).getByTestId('store-inbox');
  await expect(inboxButton).toBeVisible();

  // The buyer writes from the announcement page.
  await page.goto(`/${listing.slug}-d${listing.id}`);
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'Envoyer un message' }).first().click();
  const viaDialog = page.getByRole('link', { name: 'Message sur Souk' });
  const drawer = page.getByRole('dialog', { name: 'Messages' });
  await expect(viaDialog.or(drawer)).toBeVisible();
  if (await viaDialog.isVisible()) await viaDialog.click();
  const question = `Livrez-vous à Sétif ? ${Date.now()}`;
  await drawer.getByRole('textbox', { name: 'Écrivez un message…' }).fill(question);
  await drawer.getByRole('textbox').press('Enter');
  await expect(page).toHaveURL(/\/messages\/thread\/\d+$/);
  // The thread is with the store, under its name.
  await expect(drawer.locator('.thread__name')).toHaveText(STORE);

  // The land list counts it without reloading, and a notice tells of it; the member opens the inbox.
  await expect(inboxButton).toHaveText(/Messages \(\d+ non lus\)/);
  const toast = studio.getByTestId('new-message-toast');
  await expect(toast).toContainText(`Nouveau message pour ${STORE}`);
  await expect(toast).toContainText(question);
  await inboxButton.click();
  await expect(studio.getByRole('heading', { name: `Messages de ${STORE}` })).toBeVisible();
  const row = studio.locator('.inbox-row', { hasText: question });
  await expect(row).toContainText(username);
  await row.click();
  await expect(studio.locator('.inbox-message', { hasText: question })).toBeVisible();

  // Read in the studio: the buyer sees "Vu" without reloading.
  const mine = drawer.locator('.message--mine').filter({ hasText: question });
  await expect(mine.getByTestId('message-status')).toHaveText('Vu');

  // A quick reply saved once, inserted, sent as the store.
  await studio.getByText('Réponses rapides').click();
  await studio.getByRole('textbox', { name: 'Titre' }).fill(`Livraison ${Date.now()}`);
  await studio.getByRole('textbox', { name: 'Texte', exact: true }).fill('Oui, livraison en 48 h à Sétif.');
  await studio.getByRole('button', { name: 'Enregistrer la réponse rapide' }).click();
  await studio.locator('.inbox__quick li button').first().click();
  const box = studio.getByRole('textbox', { name: `Répondre au nom de ${STORE}…` });
  await expect(box).toHaveValue('Oui, livraison en 48 h à Sétif.');
  await box.press('Enter');
  await expect(box).toHaveValue('');

  // The buyer sees the store's answer live; the studio sees the buyer read it.
  await expect(
    drawer.locator('.message:not(.message--mine)').filter({ hasText: 'Oui, livraison en 48 h à Sétif.' }),
  ).toBeVisible();
  await expect(
    studio.locator('.inbox-message--mine', { hasText: 'Oui, livraison en 48 h à Sétif.' }).getByTestId('inbox-status'),
  ).toContainText('Vu');
  await studio.screenshot({ path: path.join(SCREENSHOT_DIR, 'studio-inbox-fr.png') });
  expect(errors).toEqual([]);

  // The studio's notification panel hears a comment on the store's announcement live.
  await studio.getByRole('button', { name: 'Retour à vos sites' }).click();
  const bell = studio.getByTestId('studio-notifications');
  await expect(bell).toBeVisible();
  const comment = `Quelle garantie ? ${Date.now()}`;
  const commented = await gql(
    request,
    'mutation ($a: ID!, $c: String) { announcementCommentCreate(announcementId: $a, content: $c) { id } }',
    { a: listing.id, c: comment },
    memberPage.tokens.token,
  );
  expect(commented.errors, JSON.stringify(commented.errors)).toBeUndefined();
  await expect(bell).toHaveText(/Notifications \(\d+ non lues\)/);
  await bell.click();
  await expect(
    studio.getByRole('region', { name: 'Notifications' }).getByText('Nouveau commentaire').first(),
  ).toBeVisible();
  await studioContext.close();
});
