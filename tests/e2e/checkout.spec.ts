// Cart, checkout and orders (issue 20) in Chromium against the real server and the demo data: a
// visitor on a phone continues without an account, fills a cart from two sellers, signs up during
// checkout (the cart comes along), pays on delivery and gets two orders; a seller confirms one and
// hands it to the delivery provider, the courier delivers it, and the buyer sees each state; the
// orders page reads right to left in Arabic.
import { randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import {
  expect,
  fillRegistration,
  gql,
  loginTokens,
  registerMember,
  SCREENSHOT_DIR,
  test,
  useSession,
} from './fixtures';
import { landRow, signInToStudio, watchErrors } from './studio/support';

const PHONE = { width: 390, height: 844 };

interface Orderable {
  id: string;
  slug: string;
  sellerKey: string;
}

/** An announcement that can be ordered (delivered, paid the given way, in stock, no variants), of a seller not in `not`. */
async function orderable(
  request: APIRequestContext,
  filter: Record<string, unknown>,
  not?: string,
  paymentMethod = 'PAYMENT_ON_DELIVERY',
): Promise<Orderable> {
  // The demo marketplace's delivered announcements, a page at a time, until one fits.
  for (let page = 1; page <= 6; page += 1) {
    const found = await gql<{ search: { announcements: { data: { id: string; slug: string }[] } } }>(
      request,
      `query ($filter: SearchFilter) { search(filter: $filter) { announcements { data { id slug } } } }`,
      { filter: { delivery: true, ...filter, page } },
    );
    for (const card of found.data.search.announcements.data) {
      const detail = await gql<{
        announcementDetails: {
          quantity: number | null;
          paymentMethod: string | null;
          price: number | null;
          userId: string;
          store: { id: string } | null;
          variants: unknown[];
        } | null;
      }>(
        request,
        `query ($id: ID!) { announcementDetails(id: $id) { quantity paymentMethod price userId store { id } variants { id } } }`,
        { id: card.id },
      );
      const a = detail.data.announcementDetails;
      if (!a || !a.quantity || a.quantity < 2 || a.paymentMethod !== paymentMethod || !a.price) continue;
      if (a.variants.length > 0) continue;
      const sellerKey = a.store ? `store:${a.store.id}` : `user:${a.userId}`;
      if (sellerKey === not) continue;
      return { id: card.id, slug: card.slug, sellerKey };
    }
  }
  throw new Error(`the demo data has no orderable announcement for ${JSON.stringify(filter)}`);
}

/** Two announcements of two different sellers that can be ordered, the first from a store (its orders show in the studio). */
async function twoOrderables(request: APIRequestContext): Promise<[Orderable, Orderable]> {
  const first = await orderable(request, { origin: 'STORE' });
  return [first, await orderable(request, {}, first.sellerKey)];
}

test('a visitor fills a cart from two sellers, signs up at checkout, pays on delivery, and follows the orders', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const [first, second] = await twoOrderables(request);
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();

  // A visitor is asked to sign in or continue without an account, and comes back to the announcement.
  await page.goto(`/${first.slug}-d${first.id}`);
  await page.getByRole('link', { name: 'Connectez-vous ou continuez sans compte pour commander' }).click();
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'Continuer sans compte' }).click();
  await expect(page).toHaveURL(new RegExp(`-d${first.id}$`), { timeout: 45_000 });

  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(page.getByText('Ajouté à votre panier.')).toBeVisible();
  await page.goto(`/${second.slug}-d${second.id}`);
  // The cart's form works once the page's script runs (a click before sends the form nowhere).
  await page.waitForLoadState('networkidle');
  await page.getByLabel('Quantité').fill('2');
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(page.getByText('Ajouté à votre panier.')).toBeVisible();
  await page.getByRole('button', { name: 'Panier, 3 articles' }).click();
  const menu = page.locator('#cart-menu');
  await expect(menu.locator('.cart-group')).toHaveCount(2);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/cart-menu-phone.png` });

  // Signing up during checkout keeps the cart.
  const username = `e2e_${randomBytes(4).toString('hex')}`;
  await page.goto(`/auth/register?redirectTo=${encodeURIComponent('/checkout/info')}`);
  await page.waitForLoadState('networkidle');
  await fillRegistration(page, username, 'Souk-e2e-2026');
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page).toHaveURL(/\/checkout\/info/);
  await expect(page.getByRole('heading', { level: 2, name: 'Panier' })).toBeVisible();
  await expect(page.locator('.checkout .cart-group')).toHaveCount(2);
  await page.getByRole('button', { name: 'Continuer' }).click();

  // Information: the shared rules first.
  await page.getByLabel('Nom du contact *').fill('');
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(page.getByRole('alert')).toContainText('Informations manquantes');
  await page.getByLabel('Nom du contact *').fill('Amine Benali');
  await page.getByLabel('Téléphone 1').last().fill('0551 23 45 67');
  await page.getByLabel('Wilaya *').selectOption({ label: '16 · Alger' });
  await page.getByLabel('Commune *').selectOption({ index: 1 });
  await page.getByLabel('Adresse *').fill('12 rue Didouche Mourad');
  await page.getByRole('button', { name: 'Continuer' }).click();

  // Delivery service: the providers serving Alger, with price and delay.
  await expect(page.getByRole('heading', { level: 2, name: 'Service de livraison' })).toBeVisible();
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(page.getByRole('alert')).toContainText('choisissez un service de livraison');
  await page.getByRole('radio', { name: /Sahel Express/ }).check();
  await page.getByRole('button', { name: 'Continuer' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Valider' })).toBeVisible();
  await expect(page.locator('.checkout__order')).toHaveCount(2);
  await expect(page.locator('.checkout__order').first()).toContainText('Paiement à la livraison');
  await page.screenshot({ path: `${SCREENSHOT_DIR}/checkout-validate-phone.png`, fullPage: true });
  await page.getByRole('button', { name: 'Confirmer la commande' }).dblclick();
  await expect(page.getByRole('heading', { level: 1, name: 'Merci, votre commande est passée' })).toBeVisible();
  await expect(page.locator('.checkout__placed a')).toHaveCount(2);

  // The store's seller confirms it in the studio and hands it to Sahel Express with a tracking number.
  const buyer = await loginTokens(request, username, 'Souk-e2e-2026');
  const mine = await gql<{
    myOrders: { data: { id: string; store: { name: string } | null; seller: { username: string } }[] };
  }>(request, '{ myOrders { data { id store { name } seller { username } } } }', {}, buyer.token);
  const storeOrder = mine.data.myOrders.data.find((order) => order.store !== null)!;
  const orderId = storeOrder.id;
  const studio = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const errors = watchErrors(studio);
  await signInToStudio(studio, storeOrder.seller.username);
  await landRow(studio, storeOrder.store!.name).getByTestId('store-orders').click();
  const card = studio.locator(`[data-order="${orderId}"]`);
  await expect(card).toContainText('À confirmer');
  await expect(card).toContainText('Amine Benali');
  await card.getByRole('button', { name: 'Confirmer' }).click();
  await expect(studio.getByRole('status').filter({ hasText: `Commande n° ${orderId} : Confirmée.` })).toBeVisible();
  await card.getByRole('button', { name: 'Remettre au livreur' }).click();
  await card.getByLabel('Numéro de suivi donné par le livreur').fill('SAH-2026-0042');
  await card.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(card).toContainText('Expédiée');
  await studio.screenshot({ path: `${SCREENSHOT_DIR}/studio-orders.png`, fullPage: true });
  // The delivery slip is what prints (the desktop app saves it as a PDF; a browser opens its print dialog).
  await studio.evaluate(() => {
    window.print = () => {
      document.body.dataset.printed = document.querySelector('.delivery-slip')?.textContent ?? '';
    };
  });
  await card.getByRole('button', { name: 'Bon de livraison' }).click();
  await expect(studio.locator('body')).toHaveAttribute(
    'data-printed',
    /Amine Benali.*SAH-2026-0042|SAH-2026-0042.*Amine Benali/,
  );
  await expect(studio.locator('.delivery-slip')).toHaveCount(0);
  expect(errors).toEqual([]);
  await studio.close();

  await page.goto(`/show-delivery/${orderId}`);
  await expect(page.locator('.order__head')).toContainText('Expédiée');
  await expect(page.getByText('SAH-2026-0042')).toBeVisible();
  const MOVE =
    'mutation ($id: ID!, $a: OrderAction!, $t: String) { orderMove(id: $id, action: $a, trackingNumber: $t) { status } }';
  const courier = await loginTokens(request, 'sahel_livraison');
  expect((await gql(request, MOVE, { id: orderId, a: 'deliver' }, courier.token)).errors).toBeUndefined();
  await page.reload();
  await expect(page.locator('.order__head')).toContainText('Livrée');
  await page.screenshot({ path: `${SCREENSHOT_DIR}/order-delivered-phone.png`, fullPage: true });

  // The other order can still be cancelled by the buyer; the list shows both.
  await page.goto('/show-delivery-list?lang=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'طلباتي' })).toBeVisible();
  await expect(page.locator('.orders__row')).toHaveCount(2);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/orders-ar-phone.png`, fullPage: true });
  await context.close();
});

test('an order paid in advance is paid by card through the provider, confirmed by its webhook', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const item = await orderable(request, {}, undefined, 'PAYMENT_IN_ADVANCE');
  const member = await registerMember(request);
  const context = await browser.newContext({ viewport: PHONE });
  await useSession(context, baseURL!, member.tokens);
  const page = await context.newPage();
  await page.goto(`/${item.slug}-d${item.id}`);
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(page.getByText('Ajouté à votre panier.')).toBeVisible();
  await page.goto('/checkout/info');
  await page.getByRole('button', { name: 'Continuer' }).click();
  await page.getByLabel('Nom du contact *').fill('Sara Haddad');
  await page.getByLabel('Téléphone 1').last().fill('0661 23 45 67');
  await page.getByLabel('Wilaya *').selectOption({ label: '16 · Alger' });
  await page.getByLabel('Commune *').selectOption({ index: 1 });
  await page.getByLabel('Adresse *').fill('3 rue Larbi Ben M’hidi');
  await page.getByRole('button', { name: 'Continuer' }).click();
  await page.getByRole('radio', { name: /Atlas Colis/ }).check();
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(page.locator('.checkout__order')).toContainText('Paiement à l’avance');
  await expect(page.locator('.checkout__order')).toContainText('À payer en ligne maintenant');
  await page.getByRole('button', { name: 'Confirmer la commande' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Votre commande est enregistrée : il reste à la payer' }),
  ).toBeVisible();

  // The provider's hosted checkout (the local fake), then back: the webhook, not the return, settles it.
  await page.getByRole('button', { name: /Payer .* par carte CIB \/ EDAHABIA/ }).click();
  await expect(page).toHaveURL(/\/fake-pay\/fake_/);
  await page.getByRole('button', { name: /^Payer/ }).click();
  await expect(page).toHaveURL(/\/checkout\/confirm\?checkout=\d+/);
  await expect(page.getByRole('heading', { level: 1, name: 'Paiement reçu' })).toBeVisible();
  await expect(page.locator('.checkout__placed')).toContainText('Payée en ligne');
  const checkoutId = new URL(page.url()).searchParams.get('checkout')!;
  await page.goto(`/checkout/confirm?checkout=${checkoutId}&lang=ar`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'تم استلام الدفع' })).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/payment-paid-ar-phone.png`, fullPage: true });
  await context.close();
});

test('a member adds from a search card, then on a store’s own domain from its cards and an announcement page', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const stores = await gql<{
    storeSearch: { data: { id: string; name: string; domainName: { domain: string } | null }[] };
  }>(request, '{ storeSearch(filter: { count: 50 }) { data { id name domainName { domain } } } }');
  const store = stores.data.storeSearch.data.find((candidate) => candidate.domainName);
  expect(store, 'the demo store with its own domain').toBeTruthy();
  const origin = `http://${store!.domainName!.domain}:${new URL(baseURL!).port}`;
  const { tokens } = await registerMember(request);
  const context = await browser.newContext();
  // Signed in on the portal and on the store's domain (each its own cookies, as the sign-in through the portal leaves them).
  await useSession(context, baseURL!, tokens);
  await useSession(context, origin, tokens);
  const page = await context.newPage();
  const errors = watchErrors(page);

  // A search card: one unit in one click, then the same button opens the cart.
  await page.goto('/s');
  await page.waitForLoadState('networkidle');
  const quickAdd = page.locator('main').getByRole('button', { name: /^Ajouter .+ au panier$/ });
  await quickAdd.first().click();
  await expect(page.getByRole('status').filter({ hasText: 'Ajouté à votre panier.' })).toHaveCount(1);
  await expect(page.getByRole('banner').getByTestId('cart-badge')).toHaveText('1');
  await expect(page.locator('main').getByRole('button', { name: 'Voir le panier' })).toHaveCount(1);

  // The store's own domain: its quick bar has the same cart; its cards add too.
  await page.goto(`${origin}/`);
  await page.waitForLoadState('networkidle');
  const quickBar = page.locator('.quick-bar');
  await expect(quickBar.getByTestId('cart-badge')).toHaveText('1');
  const siteQuickAdd = page.locator('.site').getByRole('button', { name: /^Ajouter .+ au panier$/ });
  await expect(siteQuickAdd.first()).toBeVisible();
  await siteQuickAdd.first().click();
  await expect(quickBar.getByTestId('cart-badge')).toHaveText('2');

  // An announcement's page inside the site: the buy box under the price.
  const inStore = await orderable(request, { storeId: store!.id });
  await page.goto(`${origin}/annonce/${inStore.id}`);
  await expect(page).toHaveURL(new RegExp(`^${origin}/annonce/\\d+$`));
  await page.waitForLoadState('networkidle');
  await page.locator('.site').getByRole('button', { name: 'Ajouter au panier', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Ajouté à votre panier.' })).toBeVisible();
  await expect(quickBar.getByTestId('cart-badge')).toHaveText('3');
  await page.screenshot({ path: `${SCREENSHOT_DIR}/store-domain-buy-box.png` });

  // The cart menu from the quick bar: its lines link back to the portal (other sellers' announcements are
  // there); ordering stays on the store's domain.
  await quickBar.getByRole('button', { name: /^Panier/ }).click();
  const menu = page.locator('#cart-menu');
  await expect(menu.locator('.cart-item').first()).toBeVisible();
  for (const href of await menu
    .locator('.cart-item__title')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')))) {
    expect(href!.startsWith(`${baseURL}/`), href!).toBe(true);
  }
  await page.screenshot({ path: `${SCREENSHOT_DIR}/store-domain-cart.png` });
  await menu.getByRole('link', { name: 'Commander', exact: true }).click();
  await expect(page).toHaveURL(`${origin}/checkout/info`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(errors).toEqual([]);
  await context.close();
});
