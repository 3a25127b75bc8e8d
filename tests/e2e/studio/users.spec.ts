// The moderators' Users and Audit log tabs in Chromium against the real server: a moderator finds
// a demo member who publishes, suspends them with a reason, the portal's search stops showing
// their announcements, and restoring the account brings them back; the audit log says so.
import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_MEMBERS, expect, gql, loginTokens, SCREENSHOT_DIR, test } from '../fixtures';
import { signInToStudio, watchErrors } from './support';

const MODERATOR = 'walid_moderation';

const FIND = `query { moderationUserSearch(filter: { role: "USER", suspended: false }, count: 100) {
  data { id roles announcementCount user { username displayName } }
} }`;
const CREATE = 'mutation ($input: AnnouncementInput!) { announcementCreate(input: $input) { id status } }';
const LOCK = 'mutation ($id: ID!) { moderationLock(id: $id) { waitingSince } }';
const PUBLISH = 'mutation ($id: ID!) { announcementValidationSet(id: $id, status: PUBLISHED) { id status } }';

interface Member {
  id: string;
  username: string;
  displayName: string;
}

/**
 * A generated demo member (not one of the named demo accounts other tests sign in with: a
 * suspension signs the account out everywhere) with a fresh announcement published under a word
 * of its own, so the portal's search for that word finds exactly it.
 */
async function publishingMember(request: APIRequestContext): Promise<{ member: Member; word: string; id: string }> {
  const { token: moderatorToken } = await loginTokens(request, MODERATOR);
  const found = await gql<{
    moderationUserSearch: {
      data: {
        id: string;
        roles: string[];
        announcementCount: number;
        user: { username: string; displayName: string };
      }[];
    };
  }>(request, FIND, {}, moderatorToken);
  expect(found.errors, JSON.stringify(found.errors)).toBeUndefined();
  const named: readonly string[] = DEMO_MEMBERS;
  // Picked by the suffix of this run so that parallel runs on other ports do not share one.
  const candidates = found.data.moderationUserSearch.data.filter(
    (row) => row.announcementCount > 0 && row.roles.length === 1 && !named.includes(row.user.username),
  );
  expect(candidates.length).toBeGreaterThan(0);
  const row = candidates[Number.parseInt(randomBytes(1).toString('hex'), 16) % candidates.length]!;
  const word = `susp${randomBytes(3).toString('hex')}`;
  const { token } = await loginTokens(request, row.user.username);
  const created = await gql<{ announcementCreate: { id: string } }>(
    request,
    CREATE,
    {
      input: {
        title: `Vélo ${word} à vendre`,
        description: 'Très bon état, pneus neufs, visible à Bab Ezzouar.',
        categoryId: '1002',
        price: 21000,
        priceUnit: 'UNIT',
        priceType: 'NEGOTIABLE',
        cityIds: ['558'],
      },
    },
    token,
  );
  expect(created.errors, JSON.stringify(created.errors)).toBeUndefined();
  const id = created.data.announcementCreate.id;
  expect((await gql(request, LOCK, { id }, moderatorToken)).errors).toBeUndefined();
  const published = await gql<{ announcementValidationSet: { status: string } }>(
    request,
    PUBLISH,
    { id },
    moderatorToken,
  );
  expect(published.errors, JSON.stringify(published.errors)).toBeUndefined();
  expect(published.data.announcementValidationSet.status).toBe('PUBLISHED');
  return { member: { id: row.id, username: row.user.username, displayName: row.user.displayName }, word, id };
}

/** The portal's keyword search for `word`, in a page of its own: the titles it shows. */
async function searchTitles(page: Page, word: string): Promise<string[]> {
  const portal = await page.context().newPage();
  await portal.goto(`/${word}-r`);
  const titles = await portal.locator('.search-results .card__title').allInnerTexts();
  await portal.close();
  return titles;
}

/** Opens the desk's Users tab (keyboard-reachable tabs) from the land list. */
async function openUsersTab(page: Page) {
  await page.getByRole('button', { name: 'Modération' }).click();
  await expect(page.getByRole('heading', { name: 'Modération', level: 1 })).toBeFocused();
  await page.getByRole('tab', { name: 'Utilisateurs' }).click();
  await expect(page.getByRole('heading', { name: 'Utilisateurs', level: 2 })).toBeVisible();
}

test.describe('the moderators’ Users tab', () => {
  test('a user is suspended and their announcements disappear from search; restoring brings them back', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const errors = watchErrors(page);
    await page.setViewportSize({ width: 1366, height: 900 });
    const { member, word, id } = await publishingMember(request);
    expect((await searchTitles(page, word)).join()).toContain(word);

    await signInToStudio(page, MODERATOR);
    await openUsersTab(page);
    await page.getByLabel('Nom d’utilisateur, nom, e-mail, téléphone ou id').fill(member.username);
    await page.getByRole('button', { name: 'Chercher', exact: true }).click();
    const row = page.locator(`tr[data-user="${member.id}"]`);
    await expect(row).toBeVisible();
    await expect(row).toContainText('Actif');
    await row.getByRole('button', { name: `Ouvrir ${member.displayName}` }).click();
    const panel = page.locator(`[data-opened-user="${member.id}"]`);
    await expect(panel.getByRole('heading', { level: 2, name: member.displayName })).toBeFocused();
    await expect(panel.locator(`[data-user-announcement="${id}"]`)).toHaveAttribute('data-status', 'PUBLISHED');
    // Grants are a SUPER_ADMIN's: a moderator sees them, without the switches.
    await expect(panel.getByText('Seul un SUPER_ADMIN modifie les rôles et les permissions.')).toBeVisible();
    await expect(panel.getByRole('checkbox')).toHaveCount(0);

    // A reason is required, then a confirmation.
    await panel.getByRole('button', { name: 'Suspendre le compte' }).click();
    await expect(panel.getByRole('alert')).toHaveText('Indiquez un motif.');
    await panel.getByLabel('Motif (obligatoire, visible dans le journal)').fill('Annonces frauduleuses signalées');
    await panel.getByRole('button', { name: 'Suspendre le compte' }).click();
    const confirm = panel.getByRole('button', { name: 'Oui, suspendre' });
    await expect(confirm).toBeFocused();
    await page.screenshot({ path: `${SCREENSHOT_DIR}/studio-moderation-users.png` });
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Le compte est suspendu.' })).toBeVisible();
    await expect(panel.locator(`[data-user-announcement="${id}"]`)).toHaveAttribute('data-status', 'DISABLED');
    await expect(row).toContainText('Suspendu');

    expect((await searchTitles(page, word)).join()).not.toContain(word);
    // The member cannot sign in any more.
    const refused = await request.post('/login', { data: { username: member.username, password: 'souk-demo-2026' } });
    expect(refused.status()).toBeGreaterThanOrEqual(400);

    await panel.getByRole('button', { name: 'Réactiver le compte' }).click();
    await panel.getByRole('button', { name: 'Oui, réactiver' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Le compte est réactivé.' })).toBeVisible();
    await expect(panel.locator(`[data-user-announcement="${id}"]`)).toHaveAttribute('data-status', 'PUBLISHED');
    expect((await searchTitles(page, word)).join()).toContain(word);

    // The audit log: both actions, who made them and why, filtered by the account.
    await page.getByRole('tab', { name: 'Journal' }).click();
    await expect(page.getByRole('heading', { name: 'Journal de modération', level: 2 })).toBeVisible();
    await page.getByLabel('Id de l’objet').fill(member.id);
    // A label around a select names it with its value too ("Objet Tout").
    await page.getByRole('combobox', { name: /^Objet/ }).selectOption('USER');
    await page.getByRole('button', { name: 'Appliquer' }).click();
    const entries = page.locator('.moderation__audit tbody tr');
    await expect(entries).toHaveCount(2);
    await expect(entries.nth(0)).toHaveAttribute('data-audit-action', 'RESTORE');
    await expect(entries.nth(1)).toHaveAttribute('data-audit-action', 'SUSPEND');
    await expect(entries.nth(1)).toContainText('Annonces frauduleuses signalées');
    await expect(entries.nth(1)).toContainText('Walid');
    await page.screenshot({ path: `${SCREENSHOT_DIR}/studio-moderation-audit.png` });

    // A USER entry opens the account in the Users tab.
    await entries
      .nth(0)
      .getByRole('button', { name: `Ouvrir le compte ${member.id}` })
      .click();
    await expect(page.getByRole('heading', { level: 2, name: member.displayName })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('in Arabic the tabs read right to left', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await signInToStudio(page, MODERATOR);
    await page.goto('/studio/?lang=ar');
    await page.getByRole('button', { name: 'الإشراف' }).click();
    await page.getByRole('tab', { name: 'المستخدمون' }).click();
    await page.getByLabel('اسم المستخدم أو الاسم أو البريد أو الهاتف أو المعرّف').fill('a');
    await page.getByRole('button', { name: 'بحث', exact: true }).click();
    await expect(page.locator('tr[data-user]').first()).toBeVisible();
    await page.locator('tr[data-user] th button').first().click();
    await expect(page.locator('[data-opened-user]')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.screenshot({ path: `${SCREENSHOT_DIR}/studio-moderation-users-ar.png` });
    await page.getByRole('tab', { name: 'السجل' }).click();
    await expect(page.locator('.moderation__audit tbody tr').first()).toBeVisible();
    await page.screenshot({ path: `${SCREENSHOT_DIR}/studio-moderation-audit-ar.png` });
  });

  test('the opened announcement’s comments are switched off from the desk', async ({ page, request }) => {
    const errors = watchErrors(page);
    const word = `comm${randomBytes(3).toString('hex')}`;
    const { token } = await loginTokens(request, 'lina_cherif');
    const created = await gql<{ announcementCreate: { id: string } }>(
      request,
      CREATE,
      {
        input: {
          title: `Vélo ${word} pliant`,
          description: 'Très bon état, visible à Bab Ezzouar.',
          categoryId: '1002',
          price: 15000,
          priceUnit: 'UNIT',
          priceType: 'NEGOTIABLE',
          cityIds: ['558'],
        },
      },
      token,
    );
    expect(created.errors, JSON.stringify(created.errors)).toBeUndefined();
    const id = created.data.announcementCreate.id;
    await signInToStudio(page, MODERATOR);
    await page.getByRole('button', { name: 'Modération' }).click();
    await page.getByLabel('Mots du titre ou de la description').fill(word);
    await page.keyboard.press('Enter');
    await expect(page.locator('.moderation__row')).toHaveCount(1);
    await page.keyboard.press('n');
    await expect(page.locator('.moderation__opened')).toHaveAttribute('data-announcement', id);
    const comments = page.locator('.moderation__comments');
    await expect(comments.getByText('Aucun commentaire.')).toBeVisible();
    const toggle = comments.getByRole('switch', { name: 'Commentaires autorisés sur cette annonce' });
    await expect(toggle).toBeChecked();
    await toggle.click();
    await expect(comments.getByRole('status')).toHaveText(
      'Les commentaires sont désactivés : les visiteurs ne les voient plus.',
    );
    await expect(toggle).not.toBeChecked();
    const detail = await gql<{ announcementDetails: { isCommentEnabled: boolean } }>(
      request,
      'query ($id: ID!) { announcementDetails(id: $id) { isCommentEnabled } }',
      { id },
      token,
    );
    expect(detail.data.announcementDetails.isCommentEnabled).toBe(false);
    // The desk's keys still decide once the pointer left the switch: Escape lets the announcement go.
    await page.getByRole('heading', { level: 2, name: new RegExp(word) }).focus();
    await page.keyboard.press('Escape');
    await expect(page.locator('.moderation__opened')).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});
