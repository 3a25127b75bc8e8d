// The studio's publishing form (issue 7) in Chromium against the real server with the demo data:
// a store owner creates a car announcement with its specifications and a picture, then edits it.
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { expect, gql, loginTokens, SCREENSHOT_DIR, test } from '../fixtures';
import { landRow, signInToStudio, STUDIO_DEMO, watchErrors } from './support';

/** Maison Meziane: the form only adds waiting announcements to it, which its public site does not show. */
const OWNER = STUDIO_DEMO.secondFullOwner;
const STORE = STUDIO_DEMO.secondFullStore;

const DETAILS = `query ($id: ID!) { announcementDetails(id: $id) {
  title status price priceUnit store { name } medias { id } announcerPhones { phone hasWhatsapp }
  specs { specification { codename } values } cities { name }
} }`;

test('a store owner publishes a car with its specifications and a picture from the studio, then edits it', async ({
  page,
  request,
}) => {
  const errors = watchErrors(page);
  const title = `Renault Clio ${randomBytes(3).toString('hex')}`;
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInToStudio(page, OWNER);
  await landRow(page, STORE).getByRole('button', { name: 'Annonces' }).click();
  await page.getByRole('button', { name: 'Nouvelle annonce' }).click();
  const form = page.getByRole('region', { name: 'Nouvelle annonce' });
  await expect(form.getByRole('heading', { level: 1, name: 'Nouvelle annonce' })).toBeFocused();

  // Sent empty: nothing leaves, the first refused field takes the focus and says why.
  await form.getByRole('button', { name: 'Publier' }).click();
  await expect(form.getByLabel('Titre *')).toBeFocused();
  await expect(form.getByLabel('Titre *')).toHaveAccessibleDescription('Ce champ est obligatoire !');

  await form.getByLabel('Titre *').fill(title);
  await form.getByLabel('Catégorie *').selectOption({ label: 'Véhicules' });
  // A group only groups: the form asks for one of its sub-categories.
  await expect(form.getByText('Choisissez une sous-catégorie')).toBeVisible();
  await form.getByLabel('Sous-catégorie').selectOption({ label: 'Voitures' });
  await expect(form.getByText('Choisissez une sous-catégorie')).toHaveCount(0);

  // The model follows the make: Renault's models only, and a new make drops the model.
  const make = form.getByLabel('Marque *');
  const model = form.getByLabel('Modèle *');
  await make.selectOption({ label: 'Renault' });
  await expect(model.locator('option', { hasText: 'Clio 4' })).toHaveCount(1);
  await expect(model.locator('option', { hasText: 'Golf' })).toHaveCount(0);
  await model.selectOption({ label: 'Clio 4' });
  await make.selectOption({ label: 'Volkswagen' });
  await expect(model).toHaveValue('');
  await expect(model.locator('option', { hasText: 'Golf' })).toHaveCount(1);
  await make.selectOption({ label: 'Renault' });
  await model.selectOption({ label: 'Clio 4' });
  await form.getByLabel('Année *').fill('2017');
  await form.getByLabel('Kilométrage (km) *').fill('98000');
  await form.getByRole('checkbox', { name: 'Climatisation' }).check();
  await form.getByLabel('Description *').fill('Première main, carnet d’entretien à jour, visible à Oran.');
  await form.getByLabel('Prix en').selectOption('MILLION');
  await form.getByLabel('Prix *').fill('185,5');
  await form.getByLabel('Wilaya').selectOption({ label: '31 · Oran' });
  await form.getByLabel('Commune').selectOption({ label: 'Bir El Djir' });
  await form.getByRole('button', { name: 'Ajouter la commune' }).click();
  await expect(form.getByRole('list', { name: 'Commune' })).toContainText('Bir El Djir');
  await form.getByLabel('Téléphone 1').fill('0550123456');
  await form.getByRole('checkbox', { name: 'WhatsApp' }).check();

  const picture = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#2f5d8a' } })
    .png()
    .toBuffer();
  await form.locator('input[type="file"]').setInputFiles({ name: 'clio.png', mimeType: 'image/png', buffer: picture });
  await expect(form.getByRole('img', { name: 'Photo 1' })).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/studio-announcement-form.png`, fullPage: true });

  await form.getByRole('button', { name: 'Publier' }).click();
  await expect(form).toHaveCount(0);
  const row = page.locator('.store-row', { hasText: title });
  await expect(row).toContainText('En attente de validation');
  const id = (await row.getAttribute('data-announcement'))!;

  const { token } = await loginTokens(request, OWNER);
  const created = await gql(request, DETAILS, { id }, token);
  const announcement = created.data.announcementDetails;
  expect(announcement).toMatchObject({
    title,
    status: 'PENDING',
    price: 1_855_000,
    priceUnit: 'MILLION',
    store: { name: STORE },
    announcerPhones: [{ phone: '0550123456', hasWhatsapp: true }],
    cities: [{ name: 'Bir El Djir' }],
  });
  expect(announcement.medias).toHaveLength(1);
  const specs = Object.fromEntries(
    announcement.specs.map((spec: { specification: { codename: string }; values: string[] }) => [
      spec.specification.codename,
      spec.values,
    ]),
  );
  expect(specs).toMatchObject({ annee: ['2017'], kilometrage: ['98000'] });

  // Edited: the form opens with what was saved, and a changed price is all that changes.
  await row.getByRole('button', { name: 'Modifier' }).click();
  const edit = page.getByRole('region', { name: 'Modifier l’annonce' });
  await expect(edit.getByLabel('Titre *')).toHaveValue(title);
  await expect(edit.getByLabel('Modèle *')).toHaveValue(specs.modele[0]);
  await expect(edit.getByLabel('Prix *')).toHaveValue('185.5');
  await expect(edit.getByRole('checkbox', { name: 'Climatisation' })).toBeChecked();
  await expect(edit.getByRole('img', { name: 'Photo 1' })).toBeVisible();
  await edit.getByLabel('Prix *').fill('179');
  await edit.getByRole('button', { name: 'Enregistrer les modifications' }).click();
  await expect(edit).toHaveCount(0);

  const edited = (await gql(request, DETAILS, { id }, token)).data.announcementDetails;
  expect(edited).toMatchObject({ ...announcement, price: 1_790_000 });
  expect(errors).toEqual([]);
});

test('says so when the wilayas cannot be loaded, instead of an empty list', async ({ page }) => {
  await signInToStudio(page, OWNER);
  await landRow(page, STORE).getByRole('button', { name: 'Annonces' }).click();
  await page.route('**/graphql', (route) =>
    route.request().postData()?.includes('query Regions') ? route.abort() : route.fallback(),
  );
  await page.getByRole('button', { name: 'Nouvelle annonce' }).click();
  const form = page.getByRole('region', { name: 'Nouvelle annonce' });
  await expect(form.getByRole('alert')).toHaveText(
    'Les wilayas et communes n’ont pas pu être chargées. Fermez le formulaire et rouvrez-le.',
  );
});
