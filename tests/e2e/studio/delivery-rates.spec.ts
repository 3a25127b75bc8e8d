// Operators import the delivery providers' price grids in the studio (issue 20): a file with a
// wrong line imports nothing and says which lines and why; a right one replaces the grid, and the
// portal's checkout offers the new prices at once.
import { RATE_IMPORT_MAX_LINES } from '../../../shared/domain/orders';
import { expect, gql, SCREENSHOT_DIR, test } from '../fixtures';
import { signInToStudio, watchErrors } from './support';

/** A whole grid (58 wilayas × home and pickup) at the given home price. */
function fullGrid(home: number): string {
  const lines = ['wilaya,mode,price,delay_min,delay_max,unit'];
  for (let wilaya = 1; wilaya <= 58; wilaya += 1) {
    lines.push(`${wilaya},HOME,${home},1,3,DAYS`, `${wilaya},PICKUP,${home - 150},1,3,DAYS`);
  }
  return `${lines.join('\n')}\n`;
}

test('an operator imports a provider’s grid from CSV; a wrong file imports nothing and says why', async ({
  page,
  request,
}) => {
  const errors = watchErrors(page);
  await signInToStudio(page, 'sofia_operations');
  await page.getByRole('button', { name: 'Tarifs de livraison' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tarifs des livreurs' })).toBeFocused();
  const atlas = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Atlas Colis' }) });
  await expect(atlas).toContainText('tarifs');
  const file = atlas.getByLabel('Fichier CSV pour Atlas Colis');
  const upload = (name: string, text: string) =>
    file.setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text, 'utf8') });

  await upload(
    'atlas-faux.csv',
    'wilaya,mode,price,delay_min,delay_max,unit\n16,HOME,450,1,2,DAYS\n99,HOME,1,1,1,DAYS\n16,HOME,500,1,2,DAYS\n',
  );
  await atlas.getByRole('button', { name: 'Importer' }).click();
  const refused = atlas.getByRole('alert');
  await expect(refused).toContainText('Rien n’a été importé');
  await expect(refused).toContainText('Ligne 3 : La wilaya doit être un code de 1 à 58.');
  await expect(refused).toContainText('Ligne 4 : Cette wilaya et ce mode figurent déjà sur une ligne précédente.');
  await page.screenshot({ path: `${SCREENSHOT_DIR}/studio-delivery-rates-refused.png`, fullPage: true });
  // One line too many: the limit is said with its number (the shared one, not a copy in the text).
  await upload('atlas-trop.csv', `${fullGrid(450)}1,HOME,450,1,3,DAYS\n`);
  await atlas.getByRole('button', { name: 'Importer' }).click();
  await expect(refused).toContainText(
    `Trop de lignes : ${RATE_IMPORT_MAX_LINES} au plus (une par wilaya et par mode).`,
  );

  const home = 430 + Math.floor(Math.random() * 50);
  await upload('atlas.csv', fullGrid(home));
  await atlas.getByRole('button', { name: 'Importer' }).click();
  await expect(atlas.getByRole('status')).toHaveText('116 tarifs importés pour Atlas Colis.');
  await expect(atlas).toContainText('116 tarifs');

  // The checkout's delivery step reads the new grid, in the far south too.
  const options = await gql<{ deliveryOptions: { provider: { name: string }; price: number }[] }>(
    request,
    'query ($r: ID!) { deliveryOptions(regionId: $r, mode: HOME) { provider { name } price } }',
    { r: '11' },
  );
  expect(options.data.deliveryOptions.find((option) => option.provider.name === 'Atlas Colis')?.price).toBe(home);
  expect(errors).toEqual([]);
});
