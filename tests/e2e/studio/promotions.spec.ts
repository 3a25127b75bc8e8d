// Promotions (issue 21): an operator schedules a home slider campaign in the studio; it shows on
// the home page, a visitor's click is counted and reaches the campaign's figures; a slot nothing
// fills shows Souk's fallback banner, in French and in Arabic.
import sharp from 'sharp';
import { expect, gql, loginTokens, SCREENSHOT_DIR, test } from '../fixtures';
import { signInToStudio, watchErrors } from './support';

/** A banner of the slider's size (1000 × 250), drawn here: what an operator would upload. */
function banner(): Promise<Buffer> {
  return sharp({ create: { width: 1000, height: 250, channels: 3, background: '#0f766e' } })
    .png()
    .toBuffer();
}

test('a slot nothing fills shows the fallback banner, in French and in Arabic', async ({ page }) => {
  await page.goto('/s');
  const slot = page.locator('[data-slot="DESKTOP_LISTING_FEED"]');
  await expect(slot).toHaveAttribute('data-slot-state', 'fallback');
  await expect(slot.getByRole('link')).toContainText('Votre publicité ici');
  // The box was reserved before the answer came: the banner fills the slot's proportions (960 × 200).
  const box = (await slot.boundingBox())!;
  expect(box.width / box.height).toBeCloseTo(960 / 200, 0);
  await page.goto('/s?lang=ar');
  await expect(page.locator('[data-slot="DESKTOP_LISTING_FEED"]').getByRole('link')).toContainText('إعلانك هنا');
});

test('the listing and an announcement have their header banner, at the header’s proportions', async ({ page }) => {
  // Real estate: the category test below fills the header of vehicles only.
  await page.goto('/immobilier');
  const listing = page.locator('[data-slot="DESKTOP_LISTING_HEADER"]');
  await expect(listing).toHaveAttribute('data-slot-state', 'fallback');
  const box = (await listing.boundingBox())!;
  expect(box.width / box.height).toBeCloseTo(1300 / 150, 0);
  // It sits above the results: the first card comes after it.
  const firstCard = (await page.locator('.search-results .card').first().boundingBox())!;
  expect(firstCard.y).toBeGreaterThan(box.y + box.height);

  await page.locator('.search-results .card__title a').first().click();
  await expect(page.locator('#announcement-title')).toBeVisible();
  const details = page.locator('[data-slot="DESKTOP_DETAILS_HEADER"]');
  await expect(details).toHaveAttribute('data-slot-state', 'fallback');
  await expect(details.getByRole('link')).toContainText('Votre publicité ici');
  // On a phone, the phone's banner (360 × 100).
  // Loaded afresh at the phone's width (the slot's device is read once the page is live, which a
  // busy CI machine, with another test's server loading its demo, may take seconds to reach).
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(page.url());
  const phone = page.locator('[data-slot="MOBILE_DETAILS_HEADER"]');
  await expect(phone).toHaveAttribute('data-slot-state', 'fallback', { timeout: 20_000 });
  const phoneBox = (await phone.boundingBox())!;
  expect(phoneBox.width / phoneBox.height).toBeCloseTo(360 / 100, 0);
});

test('an operator schedules a slider campaign; it shows on the home, and a click is counted in its figures', async ({
  page,
  browser,
}) => {
  const errors = watchErrors(page);
  const name = `Salon de l’auto ${Date.now().toString(36)}`;
  await signInToStudio(page, 'sofia_operations');
  await page.getByRole('button', { name: 'Promotions' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Campagnes de promotion' })).toBeFocused();

  await page.getByRole('button', { name: 'Nouvelle campagne' }).click();
  const form = page.getByRole('form', { name: 'Nouvelle campagne' });
  // Sent empty: the fields to correct are said beside them, nothing is saved.
  await form.getByRole('button', { name: 'Enregistrer la campagne' }).click();
  await expect(form).toContainText('Donnez un nom à la campagne');
  await expect(form).toContainText('Choisissez au moins un emplacement.');

  await form.getByLabel('Nom').fill(name);
  await form.getByLabel('Lien (https://… ou une page de Souk comme /stores)').fill('/stores');
  // Slots are grouped by page.
  await form.getByRole('group', { name: 'Accueil' }).getByLabel('Carrousel · Ordinateur').check();
  await form.getByLabel('Poids (1 à 100)').fill('100');
  await form
    .getByLabel('Choisir une image (Ordinateur)')
    .setInputFiles({ name: 'salon.png', mimeType: 'image/png', buffer: await banner() });
  await expect(form.getByText('Aperçu dans l’emplacement Accueil · Carrousel · Ordinateur')).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/studio-promotion-form.png`, fullPage: true });
  await form.getByRole('button', { name: 'Enregistrer la campagne' }).click();
  await expect(page.getByRole('status')).toHaveText(`« ${name} » est enregistrée.`);
  const card = page.getByRole('listitem', { name });
  await expect(card).toContainText('En cours');
  // A campaign shown as a card has no picture: its thumbnail's place says what it shows.
  await expect(page.getByRole('listitem', { name: 'À la une — Lina Déco' }).locator('.promotions__thumb')).toHaveText(
    'Carte de boutique',
  );

  // A visitor opens the home: the campaign is one of the slider's slides.
  // A person's browser: the headless one announces itself as such, and Souk does not count robots.
  const visitor = await browser.newPage({
    viewport: { width: 1366, height: 900 },
    userAgent:
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36',
  });
  // The promotions the visitor's page reported as seen (their pixels).
  const viewed: string[] = [];
  visitor.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/px/')) return;
    const payload = JSON.parse(Buffer.from(url.searchParams.get('d') ?? '', 'base64url').toString('utf8')) as {
      payloadType: string;
      promotionIds?: string[];
    };
    if (payload.payloadType === 'promotion_view') viewed.push(...(payload.promotionIds ?? []));
  });
  await visitor.goto('/');
  const slider = visitor.getByRole('region', { name: 'Promotions' });
  const slide = slider.getByRole('link', { name: `${name} Sponsorisé` });
  await expect(slider).toHaveAttribute('data-slot-state', 'filled');
  for (let turn = 0; turn < 4 && !(await slide.isVisible()); turn += 1) {
    await slider.getByRole('button', { name: 'Promotion suivante' }).click();
  }
  await expect(slide).toBeVisible();
  // Seen once on screen for 200 ms: the view is sent before the click.
  const id = (await slide.getAttribute('data-promotion-id'))!;
  await expect.poll(() => viewed.includes(id)).toBe(true);
  await visitor.screenshot({ path: `${SCREENSHOT_DIR}/home-promotion-slider.png` });
  await slide.click();
  await expect(visitor).toHaveURL(/\/stores$/);
  await visitor.close();

  // Its figures count the view and the click (the roll-up runs every 2 s in this suite).
  await expect(async () => {
    await card.getByRole('button', { name: 'Chiffres' }).click();
    const totals = page.getByTestId('promotion-totals');
    await expect(totals).toContainText('Total', { timeout: 2_000 });
    const cells = await totals.getByRole('cell').allTextContents();
    expect(Number(cells[0])).toBeGreaterThanOrEqual(1);
    expect(cells[1]).toBe('1');
  }).toPass({ timeout: 30_000 });
  await expect(page.getByRole('heading', { name: `Chiffres de « ${name} »` })).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/studio-promotion-figures.png`, fullPage: true });

  // The visitor's page view is in the portal's audience too, the home among the pages.
  await page.getByRole('button', { name: 'Audience' }).click();
  await expect(page.getByRole('heading', { name: 'Audience des 7 derniers jours' })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: '/', exact: true })).toBeVisible();
  await expect(page.getByTestId('audience-totals')).toContainText('pages vues');

  // Paused, it leaves the slider.
  await card.getByRole('button', { name: 'Mettre en pause' }).click();
  await expect(page.getByRole('status')).toHaveText(`« ${name} » est en pause.`);
  await expect(card).toContainText('En pause');
  expect(errors).toEqual([]);
});

test('a header banner aimed at a category shows in that category’s results only', async ({ page, browser }) => {
  const errors = watchErrors(page);
  const name = `Bandeau autos ${Date.now().toString(36)}`;
  await signInToStudio(page, 'sofia_operations');
  await page.getByRole('button', { name: 'Promotions' }).click();
  await page.getByRole('button', { name: 'Nouvelle campagne' }).click();
  const form = page.getByRole('form', { name: 'Nouvelle campagne' });
  await form.getByLabel('Nom').fill(name);
  await form.getByLabel('Lien (https://… ou une page de Souk comme /stores)').fill('/vehicules');
  await form.getByRole('group', { name: 'Résultats de recherche' }).getByLabel('Bandeau · Ordinateur').check();
  const categories = form.getByRole('group', { name: 'Catégories' });
  // A root covers its subcategories: ticked, they are shown ticked and locked.
  await categories.getByRole('checkbox', { name: 'Véhicules', exact: true }).check();
  await categories.getByText('Sous-catégories de Véhicules').click();
  const cars = categories.getByRole('checkbox', { name: 'Voitures', exact: true });
  await expect(cars).toBeChecked();
  await expect(cars).toBeDisabled();
  await form.getByLabel('Poids (1 à 100)').fill('100');
  const picture = await sharp({ create: { width: 1300, height: 150, channels: 3, background: '#1d4ed8' } })
    .png()
    .toBuffer();
  await form
    .getByLabel('Choisir une image (Ordinateur)')
    .setInputFiles({ name: 'autos.png', mimeType: 'image/png', buffer: picture });
  await expect(form.getByText('Aperçu dans l’emplacement Résultats de recherche · Bandeau')).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/studio-promotion-categories.png`, fullPage: true });
  await form.getByRole('button', { name: 'Enregistrer la campagne' }).click();
  await expect(page.getByRole('status')).toHaveText(`« ${name} » est enregistrée.`);

  const visitor = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  // In a subcategory of Véhicules: the campaign (the placement walks the category's parents).
  await visitor.goto('/automobiles');
  const header = visitor.locator('[data-slot="DESKTOP_LISTING_HEADER"]');
  await expect(header).toHaveAttribute('data-slot-state', 'filled');
  await expect(header.getByRole('link', { name: `${name} Sponsorisé` })).toBeVisible();
  // Elsewhere, not: the fallback banner.
  await visitor.goto('/immobilier');
  await expect(visitor.locator('[data-slot="DESKTOP_LISTING_HEADER"]')).toHaveAttribute('data-slot-state', 'fallback');
  await visitor.close();

  // Opened again in the studio, the form shows the category it aims at.
  await page.getByRole('listitem', { name }).getByRole('button', { name: 'Modifier' }).click();
  await expect(
    page.getByRole('group', { name: 'Catégories' }).getByRole('checkbox', { name: 'Véhicules', exact: true }),
  ).toBeChecked();
  expect(errors).toEqual([]);
});

test('covers: nothing at all when empty; filled, a closable cover that stays closed for the visit', async ({
  page,
  request,
}) => {
  // Computing: no other test aims there, so the cover is this test's own.
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/immobilier');
  await expect(page.locator('[data-slot="DESKTOP_LISTING_HEADER"]')).toHaveAttribute('data-slot-state', 'fallback');
  // A cover nothing fills takes no room: no box, no placeholder.
  await expect(page.locator('.promo-cover')).toHaveCount(0);

  const { token } = await loginTokens(request, 'sofia_operations');
  const picture = await sharp({ create: { width: 300, height: 250, channels: 3, background: '#7c3aed' } })
    .png()
    .toBuffer();
  const uploaded = await request.post('/media', {
    headers: { authorization: `Bearer ${token}` },
    multipart: { files: { name: 'cover.png', mimeType: 'image/png', buffer: picture } },
  });
  expect(uploaded.status()).toBe(201);
  const mediaId = ((await uploaded.json()) as { data: { id: string }[] }).data[0]!.id;
  const categories = await gql<{ categories: { id: string; slug: string }[] }>(request, '{ categories { id slug } }');
  const computing = categories.data.categories.find((category) => category.slug === 'informatique')!;
  const name = `Couverture informatique ${Date.now().toString(36)}`;
  const now = Date.now();
  const created = await gql(
    request,
    `mutation ($input: PromotionCampaignInput!) { promotionCampaignCreate(input: $input) { id } }`,
    {
      input: {
        name,
        targetType: 'LINK',
        targetLink: '/informatique',
        startsAt: new Date(now - 60_000).toISOString(),
        endsAt: new Date(now + 86_400_000).toISOString(),
        locations: ['DESKTOP_LISTING_COVER', 'DESKTOP_DETAILS_COVER'],
        categoryIds: [computing.id],
        weight: 100,
        visuals: [{ device: 'DESKTOP', kind: 'IMAGE', mediaId, width: 300, height: 250 }],
      },
    },
    token,
  );
  expect(created.errors, JSON.stringify(created.errors)).toBeUndefined();

  await page.goto('/informatique');
  const cover = page.locator('[data-slot="DESKTOP_LISTING_COVER"]');
  await expect(cover.getByRole('link', { name: `${name} Sponsorisé` })).toBeVisible();
  const box = (await cover.boundingBox())!;
  expect(box.width / box.height).toBeCloseTo(300 / 250, 1);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/search-cover.png` });
  // Closed, it collapses, and stays so on the next pages of the visit.
  await cover.getByRole('button', { name: 'Fermer cette publicité' }).click();
  await expect(page.locator('.promo-cover')).toHaveCount(0);
  await page.reload();
  await expect(page.locator('.search-results .card').first()).toBeVisible();
  await expect(page.locator('.promo-cover')).toHaveCount(0);

  // A new visit, on a phone: covers are for computers only.
  const phone = await page
    .context()
    .browser()!
    .newPage({ viewport: { width: 390, height: 844 } });
  await phone.goto('/informatique');
  await expect(phone.locator('[data-slot="MOBILE_LISTING_HEADER"]')).toHaveAttribute(
    'data-slot-state',
    /fallback|filled/,
    {
      timeout: 20_000,
    },
  );
  await expect(phone.locator('.promo-cover')).toHaveCount(0);
  // And on a computer, an announcement of the category has it at the top of its side column.
  const computer = await page
    .context()
    .browser()!
    .newPage({ viewport: { width: 1366, height: 900 } });
  await computer.goto('/informatique');
  await computer.locator('.search-results .card__title a').first().click();
  await expect(computer.locator('#announcement-title')).toBeVisible();
  await expect(
    computer.locator('[data-slot="DESKTOP_DETAILS_COVER"]').getByRole('link', { name: `${name} Sponsorisé` }),
  ).toBeVisible();
  await phone.close();
  await computer.close();

  // Paused so that it leaves the suite's other pages as they were.
  const id = (created.data as { promotionCampaignCreate: { id: string } }).promotionCampaignCreate.id;
  await gql(request, 'mutation ($id: ID!) { promotionCampaignPause(id: $id, paused: true) { id } }', { id }, token);
});

test('the flash dialog opens with the page and waits its seconds; the interstitial comes at the visit’s third page', async ({
  browser,
  request,
}) => {
  const { token } = await loginTokens(request, 'sofia_operations');
  const upload = async (width: number, height: number, colour: string) => {
    const bytes = await sharp({ create: { width, height, channels: 3, background: colour } })
      .png()
      .toBuffer();
    const sent = await request.post('/media', {
      headers: { authorization: `Bearer ${token}` },
      multipart: { files: { name: `${width}x${height}.png`, mimeType: 'image/png', buffer: bytes } },
    });
    expect(sent.status()).toBe(201);
    return ((await sent.json()) as { data: { id: string }[] }).data[0]!.id;
  };
  const categories = await gql<{ categories: { id: string; slug: string }[] }>(request, '{ categories { id slug } }');
  const computing = categories.data.categories.find((category) => category.slug === 'informatique')!;
  const stamp = Date.now().toString(36);
  const campaign = async (name: string, locations: string[], timeout: number, visuals: object[]) => {
    const created = await gql<{ promotionCampaignCreate: { id: string } }>(
      request,
      `mutation ($input: PromotionCampaignInput!) { promotionCampaignCreate(input: $input) { id } }`,
      {
        input: {
          name,
          targetType: 'LINK',
          targetLink: '/informatique',
          startsAt: new Date(Date.now() - 60_000).toISOString(),
          endsAt: new Date(Date.now() + 86_400_000).toISOString(),
          locations,
          categoryIds: [computing.id],
          weight: 100,
          timeout,
          visuals,
        },
      },
      token,
    );
    expect(created.errors, JSON.stringify(created.errors)).toBeUndefined();
    return created.data.promotionCampaignCreate.id;
  };
  const flashName = `Flash informatique ${stamp}`;
  const interstitialName = `Pleine page informatique ${stamp}`;
  const ids = [
    await campaign(flashName, ['DESKTOP_LISTING_FLASH'], 2, [
      { device: 'DESKTOP', kind: 'IMAGE', mediaId: await upload(600, 470, '#0f766e'), width: 600, height: 470 },
    ]),
    await campaign(interstitialName, ['DESKTOP_LISTING_INTERSTITIAL'], 0, [
      { device: 'DESKTOP', kind: 'IMAGE', mediaId: await upload(900, 470, '#b45309'), width: 900, height: 470 },
    ]),
  ];
  try {
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    await page.goto('/informatique');
    const flash = page.locator('dialog[data-slot="DESKTOP_LISTING_FLASH"]');
    await expect(flash.getByRole('link', { name: `${flashName} Sponsorisé` })).toBeVisible();
    // Not closable before its 2 seconds: the button counts them down, Escape does nothing.
    const closing = flash.getByRole('button', { name: /Fermer dans \d s/ });
    await expect(closing).toBeDisabled();
    await page.screenshot({ path: `${SCREENSHOT_DIR}/search-flash-dialog.png` });
    await page.keyboard.press('Escape');
    await expect(flash).toBeVisible();
    await flash.getByRole('button', { name: 'Fermer', exact: true }).click({ timeout: 5_000 });
    await expect(flash).toBeHidden();

    // Shown once a visit: the next page has no flash dialog; the third page has the interstitial.
    await page.reload();
    await expect(page.locator('.search-results .card').first()).toBeVisible();
    await expect(page.locator('dialog[data-slot="DESKTOP_LISTING_FLASH"]')).toHaveCount(0);
    await expect(page.locator('dialog[data-slot="DESKTOP_LISTING_INTERSTITIAL"]')).toHaveCount(0);
    await page.goto('/informatique');
    const interstitial = page.locator('dialog[data-slot="DESKTOP_LISTING_INTERSTITIAL"]');
    await expect(interstitial.getByRole('link', { name: `${interstitialName} Sponsorisé` })).toBeVisible();
    const box = (await interstitial.locator('.promo-dialog__visual').boundingBox())!;
    expect(box.width / box.height).toBeCloseTo(900 / 470, 1);
    await interstitial.getByRole('button', { name: 'Continuer vers Souk' }).click();
    await expect(interstitial).toBeHidden();
    await page.close();
  } finally {
    for (const id of ids) {
      await gql(request, 'mutation ($id: ID!) { promotionCampaignPause(id: $id, paused: true) { id } }', { id }, token);
    }
  }
});

test('a campaign’s store is found by its name, and shows as a sponsored store in its category’s results', async ({
  page,
  browser,
}) => {
  const errors = watchErrors(page);
  const name = `Vitrine Bouzid ${Date.now().toString(36)}`;
  await signInToStudio(page, 'sofia_operations');
  await page.getByRole('button', { name: 'Promotions' }).click();
  await page.getByRole('button', { name: 'Nouvelle campagne' }).click();
  const form = page.getByRole('form', { name: 'Nouvelle campagne' });
  await form.getByLabel('Nom').fill(name);
  await form.getByLabel('La page d’une boutique').check();
  await form.getByLabel('Chercher la boutique par son nom').fill('Bouzid');
  await form.getByRole('button', { name: 'Bouzid Électronique' }).click();
  await expect(form.getByRole('status')).toHaveText(/^Choisie : Bouzid Électronique \(n° \d+\)$/);
  // A store shows as its own card in the results: no picture is needed there.
  await form
    .getByRole('group', { name: 'Résultats de recherche' })
    .getByLabel('Bannière entre les annonces · Ordinateur')
    .check();
  const categories = form.getByRole('group', { name: 'Catégories' });
  await categories.getByRole('checkbox', { name: 'Informatique', exact: true }).check();
  await form.getByRole('button', { name: 'Enregistrer la campagne' }).click();
  await expect(page.getByRole('status')).toHaveText(`« ${name} » est enregistrée.`);

  const visitor = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  await visitor.goto('/informatique');
  await expect(visitor.locator('.search-results .sponsored-card', { hasText: 'Bouzid Électronique' })).toBeVisible();
  await visitor.close();
  // Paused, it leaves the results to the suite's other pages.
  await page.getByRole('listitem', { name }).getByRole('button', { name: 'Mettre en pause' }).click();
  await expect(page.getByRole('status')).toHaveText(`« ${name} » est en pause.`);
  expect(errors).toEqual([]);
});
