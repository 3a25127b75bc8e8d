// Store owners' promotion requests (issue 21): the owner of Lina Déco asks, in the studio, for one
// of its announcements to be first in its category's search results for 15 days; an operator
// approves it from the studio; a visitor then finds the announcement's sponsored card first in
// that category's results.
import { expect, gql, SCREENSHOT_DIR, test } from '../fixtures';
import { landRow, signInToStudio, STUDIO_DEMO, STUDIO_TEXTS, watchErrors } from './support';

test('an owner asks to promote an announcement; an operator approves; it is sponsored in its results', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const errors = watchErrors(page);
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
