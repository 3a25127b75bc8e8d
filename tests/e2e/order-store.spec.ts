// Becoming a store (issue 19) in Chromium against the real server with the demo data: a new member
// asks for a store from a phone-sized window, the demo operator approves it in the studio, and the
// store's site is there with its name; the page reads right to left in Arabic.
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { expect, registerMember, SCREENSHOT_DIR, test, useSession } from './fixtures';
import { signInToStudio, watchErrors } from './studio/support';

const PHONE = { width: 390, height: 844 };

test('a member asks for a store, the operator approves it in the studio, and its site opens', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const member = await registerMember(request);
  const context = await browser.newContext({ viewport: PHONE });
  await useSession(context, baseURL!, member.tokens);
  const page = await context.newPage();
  const errors = watchErrors(page);
  const name = `Librairie ${randomBytes(3).toString('hex')}`;

  await page.goto('/pro');
  await expect(page.getByRole('heading', { level: 1, name: 'Ouvrez votre boutique sur Souk' })).toBeVisible();
  // Sent empty: nothing leaves, the first refused field takes the focus and says why.
  await page.getByRole('button', { name: 'Envoyer ma demande' }).click();
  await expect(page.getByRole('alert').first()).toContainText('vérifiez les champs signalés');
  await expect(page.getByLabel('Nom de la boutique *')).toBeFocused();
  await expect(page.getByLabel('Nom de la boutique *')).toHaveAccessibleDescription(/obligatoire/);

  await page.getByLabel('Nom de la boutique *').fill(name);
  await page.getByLabel('Courte description').fill('Livres scolaires, romans et papeterie, livraison à Alger.');
  const logo = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#1f6f8b' } })
    .png()
    .toBuffer();
  await page.locator('input[type="file"]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
  await expect(page.getByRole('img', { name: 'Logo' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Véhicules' }).check();
  await page.getByLabel('Wilaya *').selectOption({ label: '16 · Alger' });
  await page.getByLabel('Commune *').selectOption({ index: 1 });
  await page.getByLabel('Adresse *').fill('12 rue Didouche Mourad');
  await page.getByLabel('Téléphone 1 *').fill('0550123456');
  await page.getByRole('radio', { name: /Éditeur de site BASIC/ }).check();
  await page.getByLabel('Durée').selectOption({ label: 'un mois' });
  await page.screenshot({ path: `${SCREENSHOT_DIR}/order-store-phone.png`, fullPage: true });
  await page.getByRole('button', { name: 'Envoyer ma demande' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'attend un opérateur' })).toContainText(name);
  await expect(page.getByRole('button', { name: 'Envoyer ma demande' })).toHaveCount(0);

  // The operator approves it in the studio.
  const studio = await browser.newPage();
  await signInToStudio(studio, 'sofia_operations');
  await studio.getByRole('button', { name: 'Demandes de boutique' }).click();
  await expect(studio.getByRole('heading', { level: 1, name: 'Demandes de boutique' })).toBeFocused();
  const card = studio.getByRole('listitem').filter({ has: studio.getByRole('heading', { name }) });
  await expect(card).toContainText('Éditeur de site BASIC · un mois');
  await expect(card).toContainText('0550 12 34 56');
  await studio.screenshot({ path: `${SCREENSHOT_DIR}/studio-store-requests.png` });
  await card.getByRole('button', { name: 'Accepter et ouvrir la boutique' }).click();
  await expect(studio.getByRole('status').filter({ hasText: `La boutique « ${name} » est ouverte.` })).toBeVisible();
  await studio.close();

  // The member sees it open, and its site is there.
  await page.reload();
  await expect(page.getByText(`Votre boutique « ${name} » est ouverte.`)).toBeVisible();
  await page.getByRole('link', { name: 'Voir ma boutique' }).click();
  // A new store's site waits for its owner's first publication, and says whose it is.
  await expect(page.getByRole('heading', { level: 1, name: 'Site en préparation' })).toBeVisible();
  await expect(page.getByText(`${name} prépare son site.`)).toBeVisible();

  // The owner changes its details on the web; the site shows the new name.
  await page.goto('/order-store');
  await page.getByRole('link', { name: 'Modifier les informations de ma boutique' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Les informations de ma boutique' })).toBeVisible();
  await expect(page.getByLabel('Nom de la boutique *')).toHaveValue(name);
  const renamed = `${name} & Papeterie`;
  await page.getByLabel('Nom de la boutique *').fill(renamed);
  await page.getByLabel('Horaires d’ouverture').fill('Sam–Jeu 9h–19h');
  await page.getByLabel('Identifiant Google Tag Manager (GTM-…)').fill('pas-un-id');
  await page.getByRole('button', { name: 'Enregistrer les informations' }).click();
  await expect(page.getByLabel('Identifiant Google Tag Manager (GTM-…)')).toBeFocused();
  await expect(page.getByLabel('Identifiant Google Tag Manager (GTM-…)')).toHaveAttribute('aria-invalid', 'true');
  // Cleared again: a store site with a tag manager would load it from Google, which is out of reach here.
  await page.getByLabel('Identifiant Google Tag Manager (GTM-…)').fill('');
  await page.getByRole('button', { name: 'Enregistrer les informations' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Enregistré' })).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/store-settings-phone.png`, fullPage: true });
  await page.getByRole('link', { name: 'Voir le site' }).click();
  await expect(page.getByText(`${renamed} prépare son site.`)).toBeVisible();
  expect(errors).toEqual([]);

  await page.goto('/order-store?lang=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByText(/متجرك «.*» مفتوح/)).toBeVisible();
  await context.close();
});

test('in Arabic the request form reads right to left', async ({ browser, request, baseURL }) => {
  const member = await registerMember(request);
  const context = await browser.newContext({ viewport: PHONE });
  await useSession(context, baseURL!, member.tokens);
  const page = await context.newPage();
  await page.goto('/order-store?lang=ar');
  await expect(page.getByRole('heading', { level: 1, name: 'افتح متجرك على سوق' })).toBeVisible();
  await expect(page.getByLabel('اسم المتجر *')).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/order-store-phone-ar.png`, fullPage: true });
  await context.close();
});
