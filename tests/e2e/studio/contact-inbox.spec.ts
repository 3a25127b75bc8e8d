// The operators' contact inbox (issue 22): a visitor writes through /contact-us, an operator finds
// the message in the studio by its subject, takes it, answers it (the answer reaches the outbox
// in the visitor's language, quoting the message) and marks it handled; in Arabic the inbox is
// mirrored.
import { expect, SCREENSHOT_DIR, test } from '../fixtures';
import { signInToStudio, watchErrors } from './support';

test('a visitor’s message is answered from the studio; the answer reaches the outbox', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const email = `e2e-inbox-${Date.now()}@example.dz`;
  const subject = `Bannière sur la page Voitures ${Date.now().toString(36)}`;
  const visitor = await browser.newPage();
  await visitor.goto('/contact-us');
  // The form's script is there before it is used (the shared rules answer in the page).
  await visitor.waitForLoadState('networkidle');
  await visitor.getByLabel('Votre message concerne').selectOption('PUBLICITY_PARTNERSHIP');
  await visitor.getByLabel('Nom').fill('Karima Haddad');
  await visitor.getByLabel('Adresse e-mail').fill(email);
  await visitor.getByLabel('Objet').fill(subject);
  await visitor
    .getByRole('textbox', { name: 'Message', exact: true })
    .fill('Bonjour, nous voudrions une bannière sur la page Voitures pendant un mois.');
  await visitor.getByRole('button', { name: 'Envoyer' }).click();
  await expect(visitor.getByRole('heading', { name: 'Message envoyé !' })).toBeVisible();
  await visitor.close();

  const errors = watchErrors(page);
  await signInToStudio(page, 'sofia_operations');
  await page.getByRole('button', { name: 'Messages de contact' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Messages de contact' })).toBeFocused();
  await page.getByLabel('Sujet').selectOption({ label: 'Publicité et partenariat' });
  await page.getByRole('button', { name: new RegExp(subject) }).click();
  const opened = page.locator('.contact-opened');
  await expect(opened.getByRole('heading', { level: 2, name: subject })).toBeFocused();
  await expect(opened).toContainText('Confié à personne');
  await opened.getByRole('button', { name: 'Me le confier' }).click();
  await expect(opened).toContainText('Confié à');
  await expect(opened.getByRole('button', { name: 'Ne plus le confier' })).toBeVisible();

  // Too short an answer is refused before sending.
  await opened.getByRole('button', { name: 'Envoyer la réponse' }).click();
  await expect(opened.getByRole('alert')).toHaveText('Écrivez au moins 2 caractères.');
  const answer = 'Merci pour votre message : notre équipe commerciale vous appelle demain matin.';
  await opened.getByLabel(/^Votre réponse/).fill(answer);
  await opened.getByRole('button', { name: 'Envoyer la réponse' }).click();
  await expect(page.locator('.studio-notice[role="status"]')).toHaveText(
    `La réponse à « ${subject} » est dans la boîte d’envoi.`,
  );
  await expect(opened.locator('.contact-opened__replies')).toContainText(answer);
  await expect(opened).toContainText('En cours');
  await page.screenshot({ path: `${SCREENSHOT_DIR}/studio-contact-inbox.png`, fullPage: true });

  // The answer waits in the outbox for the visitor, in French, quoting the message.
  const outbox = (await (await page.request.get(`/dev/outbox?format=json&to=${encodeURIComponent(email)}`)).json()) as {
    messages: { subject: string; text: string }[];
  };
  expect(outbox.messages[0]).toMatchObject({ subject: `Re : ${subject}` });
  expect(outbox.messages[0]!.text).toContain(answer);
  expect(outbox.messages[0]!.text).toContain('> Bonjour, nous voudrions une bannière');

  await opened.getByRole('button', { name: 'Marquer comme traité' }).click();
  await expect(page.locator('.studio-notice[role="status"]')).toHaveText(`« ${subject} » est traité.`);
  // Handled, it leaves the "new" list and is under "Traités".
  await page.getByRole('button', { name: 'Traités' }).click();
  await expect(page.getByRole('button', { name: new RegExp(subject) })).toBeVisible();
  expect(errors).toEqual([]);
});

test('in Arabic the inbox reads right to left', async ({ page }) => {
  await signInToStudio(page, 'sofia_operations');
  await page.getByRole('combobox', { name: 'Langue' }).selectOption('ar');
  await page.getByRole('button', { name: 'رسائل التواصل' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'رسائل التواصل' })).toBeFocused();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('group', { name: 'الرسائل حسب الحالة' })).toBeVisible();
  // The demo's new message in Arabic, opened beside the list.
  await page.getByRole('button', { name: /الصور لا تظهر على الهاتف/ }).click();
  await expect(page.locator('.contact-opened').getByRole('heading', { level: 2 })).toHaveText(
    'الصور لا تظهر على الهاتف',
  );
  await expect(page.locator('.contact-opened')).toContainText('غير مُسندة');
  await page.screenshot({ path: `${SCREENSHOT_DIR}/studio-contact-inbox-ar.png`, fullPage: true });
});
