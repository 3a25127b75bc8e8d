// Store owners' promotion requests (issue 21): the owner of Lina Déco asks, in the studio, for one
// of its announcements to be first in its category's search results for 15 days; an operator
// approves it from the studio; a visitor then finds the announcement's sponsored card first in
// that category's results.
import type { APIRequestContext } from '@playwright/test';
import { expect, gql, loginTokens, SCREENSHOT_DIR, test } from '../fixtures';
import { landRow, signInToStudio, STUDIO_DEMO, STUDIO_TEXTS, watchErrors } from './support';

test('an owner asks to promote an announcement; an operator approves; it is sponsored in its results', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const errors = watchErrors(page);
  await withdrawWaiting(request, STUDIO_DEMO.noPlanOwner, STUDIO_DEMO.noPlanStore);
  await signInToStudio(page, STUDIO_DEMO.noPlanOwner);
  await landRow(page, STUDIO_DEMO.noPlanStore).getByRole('button', { name: 'Promouvoir' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Promouvoir ${STUDIO_DEMO.noPlanStore}` })).toBeFocused();

  // The store itself cannot go first in search results: that offer waits for an announcement.
  const search = page.getByRole('radio', { name: /En tête des résultats de recherche/ });
  await expect(search).toBeDisabled();
  const what = page.getByLabel('Quoi promouvoir');
  const options = await what
    .locator('option')
    .evaluateAll((items) =>
      items.map((item) => ({ value: (item as HTMLOptionElement).value, text: item.textContent ?? '' })),
    );
  expect(options.length).toBeGreaterThan(1);
  // One of the store's announcements, drawn so that a retry does not ask twice for the same one.
  const announcements = options.slice(1);
  const chosen = announcements[Date.now() % announcements.length]!;
  await what.selectOption(chosen.value);
  await search.check();
  await page.getByRole('radio', { name: '15 jours' }).check();
  await expect(page.getByText(/^Total :/)).toHaveText('Total : \u2068\u20663 750\u2069 DA\u2069');
  await page.screenshot({ path: `${SCREENSHOT_DIR}/studio-promote.png`, fullPage: true });
  await page.getByRole('button', { name: 'Envoyer la demande' }).click();
  await expect(page.locator('.studio-notice[role="status"]')).toHaveText(
    'Demande envoyée : un opérateur y répond, et vous êtes prévenu.',
  );
  const mine = page.locator('.promote-request', { hasText: chosen.text }).first();
  await expect(mine).toContainText('En attente');

  // An operator approves it from the studio.
  const operator = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  await signInToStudio(operator, 'sofia_operations');
  await operator.getByRole('button', { name: 'Demandes de promotion' }).click();
  const card = operator.getByRole('listitem', { name: `${STUDIO_DEMO.noPlanStore} · ${chosen.text}` }).first();
  await expect(card).toContainText('En tête des résultats de recherche');
  await operator.screenshot({ path: `${SCREENSHOT_DIR}/studio-promotion-requests.png`, fullPage: true });
  await card.getByRole('button', { name: 'Accepter et démarrer' }).click();
  await expect(operator.locator('.studio-notice[role="status"]')).toHaveText(
    `La promotion de « ${STUDIO_DEMO.noPlanStore} · ${chosen.text} » est en cours.`,
  );
  await operator.close();

  // The owner's list says it runs, until when.
  await page.reload();
  await expect(page.getByRole('heading', { name: STUDIO_TEXTS.landsTitle })).toBeVisible();
  await landRow(page, STUDIO_DEMO.noPlanStore).getByRole('button', { name: 'Promouvoir' }).click();
  await expect(page.locator('.promote-request', { hasText: chosen.text }).first()).toContainText(/En cours · jusqu’au/);

  // In Arabic the screen is mirrored; the price keeps its digits in order, its currency after them.
  await page.getByRole('button', { name: 'Retour à vos sites' }).click();
  await page.getByRole('combobox', { name: 'Langue' }).selectOption('ar');
  await landRow(page, STUDIO_DEMO.noPlanStore).getByRole('button', { name: 'ترويج' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `ترويج ${STUDIO_DEMO.noPlanStore}` })).toBeFocused();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('.promote-request', { hasText: chosen.text }).first()).toContainText(
    '\u2068\u20663 750\u2069 دج\u2069',
  );
  // As drawn: the currency left of the amount (read after it, right to left), "3" left of "750".
  const drawn = await page
    .locator('.promote-request', { hasText: chosen.text })
    .first()
    .locator('p')
    .first()
    .evaluate((element) => {
      const node = element.firstChild!;
      const text = node.textContent!;
      const at = (needle: string) => {
        const range = document.createRange();
        range.setStart(node, text.indexOf(needle));
        range.setEnd(node, text.indexOf(needle) + 1);
        return range.getBoundingClientRect().x;
      };
      return { currency: at('دج'), thousands: at('3 7'), units: at('750') };
    });
  expect(drawn.currency).toBeLessThan(drawn.thousands);
  expect(drawn.thousands).toBeLessThan(drawn.units);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/studio-promote-ar.png`, fullPage: true });

  // A visitor searching the announcement's category finds its card first, marked sponsored.
  const details = await gql<{ announcementDetails: { category: { slug: string } } }>(
    request,
    'query ($id: ID!) { announcementDetails(id: $id) { category { slug } } }',
    { id: chosen.value },
  );
  const visitor = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  await visitor.goto(`/${details.data.announcementDetails.category.slug}`);
  const sponsored = visitor.locator(`.search-results .sponsored-card`, { hasText: chosen.text });
  await expect(sponsored).toBeVisible();
  await expect(sponsored.locator('.sponsored-card__badge')).toHaveText('Sponsorisé');
  await visitor.close();
  expect(errors).toEqual([]);
});

test('an operator refuses a request with a reason; the owner reads it beside the request', async ({
  page,
  browser,
  request,
}) => {
  const errors = watchErrors(page);
  // Asked through the API, as the studio's form would: the store itself in the home's top ads.
  const { owner, storeId } = await withdrawWaiting(request, STUDIO_DEMO.secondFullOwner, STUDIO_DEMO.secondFullStore);
  const days = [7, 15, 30][Date.now() % 3]!;
  const asked = await gql<{ promotionRequestCreate: { id: string } }>(
    request,
    'mutation ($input: PromotionRequestInput!) { promotionRequestCreate(input: $input) { id } }',
    { input: { storeId, offer: 'TOP_AD', days } },
    owner.token,
  );
  expect(asked.errors, JSON.stringify(asked.errors)).toBeUndefined();
  const id = asked.data.promotionRequestCreate.id;

  const operator = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  await signInToStudio(operator, 'sofia_operations');
  await operator.getByRole('button', { name: 'Demandes de promotion' }).click();
  const card = operator.locator(`[data-request="${id}"]`);
  await card.getByRole('button', { name: 'Refuser' }).click();
  const reason = card.getByLabel('Motif (lu par le propriétaire de la boutique)');
  await expect(reason).toBeFocused();
  await reason.fill('Le logo de la boutique manque : ajoutez-le, puis redemandez.');
  await card.getByRole('button', { name: 'Refuser la demande' }).click();
  await expect(operator.locator('.studio-notice[role="status"]')).toHaveText(
    `La demande de « ${STUDIO_DEMO.secondFullStore} » est refusée.`,
  );
  // Under "Refusées", with its reason.
  await operator.getByRole('button', { name: 'Refusées' }).click();
  await expect(operator.locator(`[data-request="${id}"]`)).toContainText('Le logo de la boutique manque');
  await operator.close();

  await signInToStudio(page, STUDIO_DEMO.secondFullOwner);
  await landRow(page, STUDIO_DEMO.secondFullStore).getByRole('button', { name: 'Promouvoir' }).click();
  const mine = page.locator(`[data-request="${id}"]`);
  await expect(mine).toContainText('Refusée');
  await expect(mine).toContainText('Motif : Le logo de la boutique manque : ajoutez-le, puis redemandez.');
  expect(errors).toEqual([]);
});

/**
 * Withdraws the store's waiting requests: a try before this one may have left one, and the same
 * request is asked once at a time. Returns the owner's tokens and the store's id.
 */
async function withdrawWaiting(request: APIRequestContext, username: string, storeName: string) {
  const owner = await loginTokens(request, username);
  const stores = await gql<{ myStores: { id: string; name: string }[] }>(
    request,
    '{ myStores { id name } }',
    {},
    owner.token,
  );
  const storeId = stores.data.myStores.find((item) => item.name === storeName)!.id;
  const earlier = await gql<{ storePromotionRequests: { id: string; status: string }[] }>(
    request,
    'query ($storeId: ID!) { storePromotionRequests(storeId: $storeId) { id status } }',
    { storeId },
    owner.token,
  );
  for (const row of earlier.data.storePromotionRequests.filter((item) => item.status === 'PENDING')) {
    await gql(request, 'mutation ($id: ID!) { promotionRequestCancel(id: $id) { id } }', { id: row.id }, owner.token);
  }
  return { owner, storeId };
}
