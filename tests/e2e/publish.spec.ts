// Publishing from the web (issue 19) in Chromium against the real server with the demo data: a new
// member publishes a car with its specifications and three pictures from a phone-sized window,
// in steps; a moderator publishes it from the studio; the member finds it in search and edits its
// price. Drafts survive a reload; the steps read right to left in Arabic.
import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { ANNOUNCEMENT_METRICS } from '../../shared/domain/statistics';
import { portalCatalog } from '../../shared/i18n/portal';
import { expect, gql, loginTokens, registerMember, SCREENSHOT_DIR, test, useSession } from './fixtures';
import { signInToStudio, watchErrors } from './studio/support';

const PHONE = { width: 390, height: 844 };
const STATUS = `query ($id: ID!) { announcementDetails(id: $id) {
  title status price priceUnit medias { id } announcerPhones { phone hasViber hasWhatsapp }
  specs { specification { codename } values } cities { name } store { id }
} }`;

/** A new member whose address is confirmed (the link of the confirmation e-mail, read from the dev outbox). */
async function confirmedMember(request: APIRequestContext) {
  const member = await registerMember(request);
  const email = `${member.username}@example.dz`;
  let token: string | undefined;
  await expect
    .poll(async () => {
      const outbox = (await (await request.get(`/dev/outbox?format=json&to=${encodeURIComponent(email)}`)).json()) as {
        messages: { text: string }[];
      };
      token = outbox.messages.map((message) => /[?&]token=([\w-]+)/.exec(message.text)?.[1]).find(Boolean);
      return token;
    })
    .toBeTruthy();
  const validated = await gql(
    request,
    `mutation ($token: String!) { userEmailValidate(token: $token) { isValidated } }`,
    {
      token,
    },
  );
  expect(validated.errors, JSON.stringify(validated.errors)).toBeUndefined();
  return member;
}

async function pictureFile(name: string, color: string) {
  const buffer = await sharp({ create: { width: 1200, height: 900, channels: 3, background: color } })
    .jpeg()
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

const next = (page: Page) => page.getByRole('button', { name: 'Suivant' }).click();
const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });

test.describe('publishing from the web', () => {
  test('a new member publishes a car from a phone, a moderator publishes it, the member finds it and edits its price', async ({
    browser,
    request,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const member = await confirmedMember(request);
    const context = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
    await useSession(context, baseURL!, member.tokens);
    const page = await context.newPage();
    const errors = watchErrors(page);
    const title = `Clio ${randomBytes(3).toString('hex')} diesel`;

    await page.goto('/publish');
    await expect(page.getByRole('heading', { level: 1, name: 'Publier une annonce' })).toBeVisible();
    await expect(page.getByText('Étape 1 sur 6')).toBeVisible();

    // Going on without a category: the step says why and keeps the member on it.
    await next(page);
    await expect(page.getByRole('alert')).toContainText('Certains champs');
    await expect(page.getByLabel('Catégorie *')).toBeFocused();
    // Found by name (accents aside): the picker takes it through its levels.
    await page.getByLabel('Trouver une catégorie par son nom').fill('voiture');
    await page.getByRole('button', { name: 'Véhicules › Voitures' }).click();
    await expect(page.getByLabel('Sous-catégorie')).toHaveValue(/\d+/);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/publish-1-category-phone.png`, fullPage: true });
    await next(page);

    await expect(stepHeading(page, 'Détails')).toBeFocused();
    await page.getByLabel('Titre *').fill(title);
    await page.getByLabel('Description *').fill('Première main, carnet d’entretien à jour, visible à Oran.');
    await page.getByLabel('Marque *').selectOption({ label: 'Renault' });
    await page.getByLabel('Modèle *').selectOption({ label: 'Clio 4' });
    await page.getByLabel('Année *').fill('2017');
    await page.getByLabel('Kilométrage (km) *').fill('98000');
    await page.getByRole('checkbox', { name: 'Climatisation' }).check();

    // A reload keeps everything typed and the step (the draft on this device and the server).
    await page.waitForTimeout(600);
    await page.reload();
    await expect(page.getByText(/Votre brouillon du .* est de retour/)).toBeVisible();
    await expect(page.getByLabel('Titre *')).toHaveValue(title);
    await expect(page.getByLabel('Modèle *')).toHaveValue(/.+/);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/publish-2-details-phone.png`, fullPage: true });
    await next(page);

    // Pictures: three at once, each with its progress; the third is moved first.
    await expect(stepHeading(page, 'Photos')).toBeFocused();
    await expect(page).toHaveURL(/steps=upload/);
    await page
      .locator('input[type="file"]')
      .setInputFiles([
        await pictureFile('avant.jpg', '#2f5d8a'),
        await pictureFile('arriere.jpg', '#8a2f3b'),
        await pictureFile('interieur.jpg', '#3b8a2f'),
      ]);
    await expect(page.getByRole('img', { name: /^Photo \d$/ })).toHaveCount(3, { timeout: 20_000 });
    const thirdBefore = await page.getByRole('img', { name: 'Photo 3' }).getAttribute('src');
    await page.getByRole('button', { name: 'Avancer la photo 3' }).click();
    await page.getByRole('button', { name: 'Avancer la photo 2' }).click();
    await expect(page.getByRole('img', { name: 'Photo 1' })).toHaveAttribute('src', thirdBefore!);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/publish-3-pictures-phone.png`, fullPage: true });
    await next(page);

    await expect(stepHeading(page, 'Lieu et contact')).toBeFocused();
    await next(page);
    await expect(page.getByLabel('Commune')).toHaveAccessibleDescription(/obligatoire/);
    await page.getByLabel('Wilaya').selectOption({ label: '31 · Oran' });
    await page.getByLabel('Commune').selectOption({ label: 'Bir El Djir' });
    await page.getByRole('button', { name: 'Ajouter la commune' }).click();
    await page.getByLabel('Téléphone 1').fill('0550123456');
    await page.getByRole('checkbox', { name: 'WhatsApp' }).check();
    await next(page);

    await expect(stepHeading(page, 'Prix et livraison')).toBeFocused();
    await page.getByLabel('Prix en').selectOption('MILLION');
    await page.getByLabel('Prix *').fill('185,5');
    await next(page);

    await expect(stepHeading(page, 'Aperçu')).toBeFocused();
    const preview = page.locator('.publish-preview');
    await expect(preview.getByRole('heading', { level: 3, name: title })).toBeVisible();
    await expect(preview).toContainText('185,50 Millions');
    await expect(preview).toContainText('Bir El Djir');
    await expect(preview).toContainText('Clio 4');
    await expect(preview).toContainText('0550 12 34 56');
    await page.screenshot({ path: `${SCREENSHOT_DIR}/publish-6-preview-phone.png`, fullPage: true });
    // Nothing on the page is wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    await page.getByRole('button', { name: 'Publier', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Envoyée pour validation' })).toBeVisible();
    await page.screenshot({ path: `${SCREENSHOT_DIR}/publish-done-phone.png` });

    // It waits for a moderator, with everything the steps asked.
    const mine = await gql<{ myAnnouncements: { data: { id: string; title: string }[] } }>(
      request,
      `{ myAnnouncements { data { id title } } }`,
      {},
      member.tokens.token,
    );
    const id = mine.data.myAnnouncements.data.find((row) => row.title === title)!.id;
    const created = (await gql(request, STATUS, { id }, member.tokens.token)).data.announcementDetails;
    expect(created).toMatchObject({
      title,
      status: 'PENDING',
      price: 1_855_000,
      priceUnit: 'MILLION',
      store: null,
      announcerPhones: [{ phone: '0550123456', hasWhatsapp: true, hasViber: false }],
      cities: [{ name: 'Bir El Djir' }],
    });
    expect(created.medias).toHaveLength(3);
    const specs = Object.fromEntries(
      created.specs.map((spec: { specification: { codename: string }; values: string[] }) => [
        spec.specification.codename,
        spec.values,
      ]),
    );
    expect(specs).toMatchObject({ annee: ['2017'], kilometrage: ['98000'] });
    // The draft went with the publication: a new form starts blank.
    await page.goto('/publish');
    await expect(page.getByLabel('Catégorie *')).toHaveValue('');
    await expect(page.getByText(/est de retour/)).toHaveCount(0);

    // A moderator publishes it from the studio's desk.
    const desk = await browser.newPage();
    await signInToStudio(desk, 'nour_moderation');
    await desk.getByRole('button', { name: 'Modération' }).click();
    await desk.getByLabel('Mots du titre ou de la description').fill(title.split(' ')[1]!);
    await desk.keyboard.press('Enter');
    await expect(desk.locator('.moderation__row')).toHaveCount(1);
    await desk.keyboard.press('n');
    await expect(desk.locator('.moderation__opened')).toHaveAttribute('data-announcement', id);
    await desk.keyboard.press('p');
    await expect
      .poll(async () => (await gql(request, STATUS, { id }, member.tokens.token)).data.announcementDetails.status)
      .toMatch(/^(PUBLISHED|VALIDATED_QUEUED)$/);
    await desk.close();

    // The member finds it in search, then edits its price in the same steps.
    await page.goto(`/s?q=${encodeURIComponent(title.split(' ')[1]!)}`);
    await expect(page.locator('.search-results .card', { hasText: title })).toBeVisible();
    await page.goto(`/edit-announcement/${id}?steps=price`);
    await expect(page.getByRole('heading', { level: 1, name: 'Modifier l’annonce' })).toBeVisible();
    await expect(page.getByLabel('Prix *')).toHaveValue('185.5');
    await page.getByLabel('Prix *').fill('179');
    await page.getByRole('button', { name: 'Aperçu' }).click();
    await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Envoyée pour validation' })).toBeVisible();
    const edited = (await gql(request, STATUS, { id }, member.tokens.token)).data.announcementDetails;
    expect(edited).toMatchObject({ price: 1_790_000, status: 'EDITED' });
    expect(edited.medias).toHaveLength(3);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('in Arabic the steps read right to left, and a visitor signs in first', async ({
    browser,
    request,
    baseURL,
  }) => {
    const visitor = await browser.newPage({ viewport: PHONE });
    await visitor.goto('/publish?steps=upload&lang=ar');
    await expect(visitor).toHaveURL(/\/auth\/login\?.*redirectTo=%2Fpublish%3Fsteps%3Dupload/);
    await visitor.close();

    const member = await confirmedMember(request);
    const context = await browser.newContext({ viewport: PHONE });
    await useSession(context, baseURL!, member.tokens);
    const page = await context.newPage();
    await page.goto('/publish?lang=ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'انشر إعلانًا' })).toBeVisible();
    await page.getByLabel('ابحث عن فئة باسمها').fill('سيار');
    await page.locator('.announcement-form__found button').first().click();
    await page.getByRole('button', { name: 'التالي' }).click();
    await expect(page.getByText('الخطوة 2 من 6')).toBeVisible();
    await page.screenshot({ path: `${SCREENSHOT_DIR}/publish-2-details-phone-ar.png`, fullPage: true });
    // The bar's "next" sits at the line's end: on the left in Arabic.
    const back = await page.getByRole('button', { name: 'رجوع' }).boundingBox();
    const forward = await page.getByRole('button', { name: 'التالي' }).boundingBox();
    expect(forward!.x).toBeLessThan(back!.x);
    await context.close();
  });

  test('a member manages their announcements on /my: chips, search, archive, restore, delete with a reason, statistics', async ({
    browser,
    request,
    baseURL,
  }) => {
    const member = await confirmedMember(request);
    const word = `gerer${randomBytes(3).toString('hex')}`;
    const ids: string[] = [];
    for (const name of ['vélo', 'casque']) {
      const created = await gql<{ announcementCreate: { id: string } }>(
        request,
        `mutation ($input: AnnouncementInput!) { announcementCreate(input: $input) { id } }`,
        {
          input: {
            title: `Un ${name} ${word}`,
            description: 'Très bon état, visible à Bab Ezzouar.',
            categoryId: '1002',
            price: 20000,
            priceUnit: 'UNIT',
            priceType: 'NEGOTIABLE',
            cityIds: ['558'],
          },
        },
        member.tokens.token,
      );
      expect(created.errors, JSON.stringify(created.errors)).toBeUndefined();
      ids.push(created.data.announcementCreate.id);
    }
    // A moderator publishes the bike; the helmet waits.
    const moderator = await loginTokens(request, 'nour_moderation');
    const validated = await gql(
      request,
      `mutation ($id: ID!) { announcementValidationSet(id: $id, status: PUBLISHED) { id } }`,
      { id: ids[0] },
      moderator.token,
    );
    expect(validated.errors, JSON.stringify(validated.errors)).toBeUndefined();

    const context = await browser.newContext({ viewport: PHONE });
    await useSession(context, baseURL!, member.tokens);
    const page = await context.newPage();
    const errors = watchErrors(page);
    // The spec's panel addresses lead here.
    await page.goto('/app/my');
    await expect(page.getByRole('heading', { level: 1, name: 'Mes annonces' })).toBeVisible();
    const row = (id: string) => page.locator(`.my-row[data-announcement="${id}"]`);
    await expect(row(ids[0]!)).toContainText('En ligne');
    await expect(row(ids[1]!)).toContainText('En attente de validation');
    // A waiting announcement cannot be brought to the top: the action is not offered.
    await expect(row(ids[1]!).getByRole('button', { name: 'Remonter' })).toHaveCount(0);

    await page.getByRole('link', { name: 'En attente', exact: true }).click();
    await expect(page.locator('.my-row')).toHaveCount(1);
    await expect(row(ids[1]!)).toBeVisible();
    await page.getByRole('link', { name: 'Toutes', exact: true }).click();
    await page.getByLabel('Rechercher dans les annonces').fill(`vélo ${word}`);
    await page
      .getByRole('search')
      .filter({ has: page.getByLabel('Rechercher dans les annonces') })
      .getByRole('button')
      .click();
    await expect(page).toHaveURL(/q=/);
    await expect(page.locator('.my-row')).toHaveCount(1);
    await expect(row(ids[0]!)).toBeVisible();

    // Archived, then restored, then deleted with a reason.
    await row(ids[0]!).getByRole('button', { name: 'Archiver' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'archivée' })).toBeVisible();
    await expect(row(ids[0]!)).toContainText('Archivée');
    await row(ids[0]!).getByRole('button', { name: 'Restaurer' }).click();
    await expect(row(ids[0]!)).not.toContainText('Archivée');
    await row(ids[0]!).getByRole('button', { name: 'Statistiques' }).click();
    await expect(row(ids[0]!).getByRole('img', { name: /Vues par jour/ })).toBeVisible();
    // Every measure of an announcement, in the shared order, with the shared French labels.
    const labels = portalCatalog('fr').myAnnouncements.metrics;
    await expect(row(ids[0]!).locator('.my-stats__totals dt')).toHaveText(
      ANNOUNCEMENT_METRICS.map((metric) => labels[metric]),
    );
    await page.screenshot({ path: `${SCREENSHOT_DIR}/my-announcements-phone.png`, fullPage: true });
    await row(ids[0]!).getByRole('button', { name: 'Supprimer' }).click();
    const dialog = page.getByRole('dialog', { name: /Supprimer/ });
    await expect(dialog.getByRole('button', { name: 'Supprimer' })).toBeDisabled();
    await dialog.getByRole('radio', { name: 'Vendu grâce à Souk' }).check();
    await dialog.getByRole('button', { name: 'Supprimer' }).click();
    await expect(row(ids[0]!)).toContainText('Supprimée');
    await expect(row(ids[0]!)).toContainText('Vendu grâce à Souk');
    const status = await gql(
      request,
      `query ($id: ID!) { announcementDetails(id: $id) { status deleteReason } }`,
      {
        id: ids[0],
      },
      member.tokens.token,
    );
    expect(status.data.announcementDetails).toEqual({ status: 'DELETED', deleteReason: 'SOLD_BY_SOUK' });

    await page.goto('/my?lang=ar');
    await expect(page.getByRole('heading', { level: 1, name: 'إعلاناتي' })).toBeVisible();
    await page.screenshot({ path: `${SCREENSHOT_DIR}/my-announcements-phone-ar.png`, fullPage: true });
    expect(errors).toEqual([]);
    await context.close();
  });

  test('a moderator edits anyone’s announcement in the same steps; a member may not', async ({
    browser,
    request,
    baseURL,
  }) => {
    const member = await confirmedMember(request);
    const created = await gql<{ announcementCreate: { id: string } }>(
      request,
      `mutation ($input: AnnouncementInput!) { announcementCreate(input: $input) { id } }`,
      {
        input: {
          title: `Vélo tout terrain ${randomBytes(3).toString('hex')}`,
          description: 'Très bon état, visible à Bab Ezzouar.',
          categoryId: '1002',
          price: 20000,
          priceUnit: 'UNIT',
          priceType: 'NEGOTIABLE',
          cityIds: ['558'],
        },
      },
      member.tokens.token,
    );
    const id = created.data.announcementCreate.id;

    // The announcer is no moderator: the admin form is not theirs.
    const own = await browser.newContext({ viewport: PHONE });
    await useSession(own, baseURL!, member.tokens);
    const ownPage = await own.newPage();
    await ownPage.goto(`/edit-announcement-admin/${id}`);
    await expect(ownPage.getByText('Seuls les modérateurs peuvent modifier')).toBeVisible();
    await own.close();

    const moderator = await loginTokens(request, 'nour_moderation');
    const context = await browser.newContext({ viewport: PHONE });
    await useSession(context, baseURL!, moderator);
    const page = await context.newPage();
    await page.goto(`/edit-announcement-admin/${id}?steps=details`);
    await expect(page.getByRole('heading', { level: 1, name: 'Modifier en tant que modérateur' })).toBeVisible();
    await page.getByLabel('Titre *').fill('Vélo tout terrain (titre corrigé)');
    await page.getByRole('button', { name: 'Aperçu' }).click();
    await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Envoyée pour validation' })).toBeVisible();
    const after = await gql(
      request,
      `query ($id: ID!) { announcementDetails(id: $id) { title } }`,
      { id },
      member.tokens.token,
    );
    expect(after.data.announcementDetails.title).toBe('Vélo tout terrain (titre corrigé)');
    await context.close();
  });
});
