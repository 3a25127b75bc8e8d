// The studio's moderation desk in Chromium against the real server: a moderator clears a queue
// with the keyboard alone, and two moderators at once never get the same announcement.
import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, gql, loginTokens, SCREENSHOT_DIR, test } from '../fixtures';
import { signInToStudio, watchErrors } from './support';

/** The demo moderators (server/db/seed/demo.ts) and a demo member who publishes. */
const MODERATORS = ['nour_moderation', 'walid_moderation'] as const;
const PUBLISHER = 'lina_cherif';

const CREATE = 'mutation ($input: AnnouncementInput!) { announcementCreate(input: $input) { id status } }';
const STATUS = 'query ($id: ID!) { announcementDetails(id: $id) { id status } }';

/** Announcements of one test, waiting for a moderator, found by a word of their titles. */
async function waitingAnnouncements(request: APIRequestContext, count: number) {
  const word = `moder${randomBytes(3).toString('hex')}`;
  const { token } = await loginTokens(request, PUBLISHER);
  const ids: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const created = await gql<{ announcementCreate: { id: string; status: string } }>(
      request,
      CREATE,
      {
        input: {
          title: `Vélo ${word} numéro ${index + 1}`,
          description: 'Très bon état, pneus neufs, visible à Bab Ezzouar.',
          categoryId: '1002',
          price: 20000 + index,
          priceUnit: 'UNIT',
          priceType: 'NEGOTIABLE',
          cityIds: ['558'],
        },
      },
      token,
    );
    expect(created.errors, JSON.stringify(created.errors)).toBeUndefined();
    expect(created.data.announcementCreate.status).toBe('PENDING');
    ids.push(created.data.announcementCreate.id);
  }
  return { word, ids, token };
}

/** Signs in as a moderator and opens the desk, filtered to one test's announcements (keyboard only). */
/**
 * Two members who report, and a bicycle announcement of neither of them to report: the
 * `nth` such announcement after the first five (other tests look at those), so each report
 * test has its own.
 */
async function reportSetup(request: APIRequestContext, nth: number) {
  const reporters = ['karim_bouzid', 'amina_benali'] as const;
  const tokens = await Promise.all(reporters.map((name) => loginTokens(request, name)));
  const me = await Promise.all(
    tokens.map(({ token }) => gql<{ me: { id: string } }>(request, '{ me { id } }', {}, token)),
  );
  const found = await gql<{ search: { announcements: { data: { id: string; title: string; userId: string }[] } } }>(
    request,
    '{ search(filter: { categorySlug: "velos" }) { announcements { data { id title userId } } } }',
  );
  expect(found.errors, JSON.stringify(found.errors)).toBeUndefined();
  const target = found.data.search.announcements.data
    .slice(5)
    .filter((announcement) => !me.some((user) => user.data.me.id === announcement.userId))[nth]!;
  return { tokens, target };
}

async function openDesk(page: Page, moderator: string, word: string) {
  await signInToStudio(page, moderator);
  await page.getByRole('button', { name: 'Modération' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Modération', level: 1 })).toBeFocused();
  await page.getByLabel('Mots du titre ou de la description').focus();
  await page.keyboard.type(word);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('queue-total')).toHaveText(/^\s*\d+ en attente/);
}

const opened = (page: Page) => page.locator('.moderation__opened');

test.describe('the moderation desk', () => {
  test('a moderator clears a queue with the keyboard only: publish, refuse and delete with reasons', async ({
    page,
    request,
  }) => {
    const errors = watchErrors(page);
    const { word, ids, token } = await waitingAnnouncements(request, 3);
    await openDesk(page, MODERATORS[0], word);
    await expect(page.locator('.moderation__row')).toHaveCount(3);
    // Each row says its price beside its title.
    await expect(page.locator(`.moderation__row[data-announcement="${ids[1]}"] .moderation__row-price`)).toHaveText(
      /^20\s001\sDA/,
    );
    const before = Number((await page.locator('[data-stat="today"] dd').innerText()).split(/\s/)[0]);

    // N opens the oldest; each decision opens the next by itself.
    await page.keyboard.press('n');
    await expect(opened(page)).toHaveAttribute('data-announcement', ids[0]!);
    // The held counter counts this moderator's own: the one open.
    await expect(page.locator('[data-stat="held"] dd')).toHaveText(/^1\s/);
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(`${word} numéro 1`) })).toBeFocused();
    await page.keyboard.press('p');
    await expect(opened(page)).toHaveAttribute('data-announcement', ids[1]!);
    await page.keyboard.press('r');
    await expect(page.getByRole('group', { name: 'Pourquoi la refuser ?' })).toBeVisible();
    await page.keyboard.press('1');
    await expect(opened(page)).toHaveAttribute('data-announcement', ids[2]!);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/studio-moderation-desk.png` });
    await page.keyboard.press('d');
    await page.keyboard.press('6');
    await expect(page.getByText('La file est vide : plus rien pour vous avec ce filtre.')).toBeVisible();
    await expect(page.locator('.moderation__row')).toHaveCount(0);
    await expect(page.getByTestId('queue-total')).toHaveText('0 en attente');
    await expect
      .poll(async () => Number((await page.locator('[data-stat="today"] dd').innerText()).split(/\s/)[0]))
      .toBeGreaterThanOrEqual(before + 3);

    // What the server holds: published, refused (DISABLED) and deleted, as the owner sees them.
    const statuses = [];
    for (const id of ids) {
      const detail = await gql<{ announcementDetails: { status: string } }>(request, STATUS, { id }, token);
      statuses.push(detail.data.announcementDetails.status);
    }
    expect(statuses[0]).toMatch(/^(PUBLISHED|VALIDATED_QUEUED)$/);
    expect(statuses.slice(1)).toEqual(['DISABLED', 'DELETED']);
    expect(errors).toEqual([]);
  });

  test('two moderators at once never get the same announcement, and each sees who holds the other', async ({
    browser,
    request,
  }) => {
    const { word, ids } = await waitingAnnouncements(request, 2);
    const contexts = await Promise.all(MODERATORS.map(() => browser.newContext()));
    try {
      const pages = await Promise.all(contexts.map((context) => context.newPage()));
      await Promise.all(pages.map((page, index) => openDesk(page, MODERATORS[index]!, word)));
      await Promise.all(pages.map((page) => page.keyboard.press('n')));
      const held = await Promise.all(pages.map((page) => opened(page).getAttribute('data-announcement')));
      expect(new Set(held)).toEqual(new Set(ids));

      // The live queue shows each the other's hold.
      const [nour, walid] = pages as [Page, Page];
      await expect(nour.locator(`.moderation__row[data-announcement="${held[1]}"]`)).toContainText(
        'Ouverte par Walid Saadi',
      );
      await expect(walid.locator(`.moderation__row[data-announcement="${held[0]}"]`)).toContainText(
        'Ouverte par Nour Belkacem',
      );
      // Skipping with nothing else free leaves the desk empty rather than taking the other's.
      await nour.keyboard.press('s');
      await expect(nour.getByText('La file est vide : plus rien pour vous avec ce filtre.')).toBeVisible();
      await expect(opened(walid)).toHaveAttribute('data-announcement', held[1]!);
    } finally {
      await Promise.all(contexts.map((context) => context.close()));
    }
  });

  test('reports are grouped by announcement with their reasons, and dismissed at once', async ({ page, request }) => {
    const errors = watchErrors(page);
    const { tokens, target } = await reportSetup(request, 0);
    for (const [index, reason] of (['SCAM', 'SPAM'] as const).entries()) {
      const reported = await gql(
        request,
        'mutation ($id: ID!, $reason: ReportReason!) { announcementReport(id: $id, reason: $reason) }',
        { id: target.id, reason },
        tokens[index]!.token,
      );
      expect(reported.errors, JSON.stringify(reported.errors)).toBeUndefined();
    }

    await signInToStudio(page, MODERATORS[1]);
    await page.getByRole('button', { name: 'Modération' }).click();
    await page.getByRole('tab', { name: 'Signalements' }).click();
    const group = page.locator(`[data-report-target="ANNOUNCEMENT:${target.id}"]`);
    await expect(group).toContainText(target.title);
    await expect(group).toContainText('2 signalement(s)');
    await expect(group).toContainText('Spam');
    await page.screenshot({ path: `${SCREENSHOT_DIR}/studio-moderation-reports.png` });
    await group.getByRole('button', { name: 'Ignorer' }).click();
    await expect(page.getByRole('status').filter({ hasText: '2 signalement(s) traité(s).' })).toBeVisible();
    await expect(group).toHaveCount(0);
    // Dismissed, the announcement stays as it was.
    const after = await gql<{ announcementDetails: { status: string } }>(request, STATUS, { id: target.id });
    expect(after.data.announcementDetails.status).toMatch(/^(PUBLISHED|EDITED)$/);
    expect(errors).toEqual([]);
  });

  test('a report group shows the reporters’ messages, opens its announcement on the desk, and offers the reports’ reason first', async ({
    page,
    request,
  }) => {
    const errors = watchErrors(page);
    // Not the one the test above reports.
    const { tokens, target } = await reportSetup(request, 1);
    const message = 'Photos prises sur un autre site, appelez le 0550 12 34 56 — الصور مسروقة';
    for (const [index, text] of [message, null].entries()) {
      const reported = await gql(
        request,
        'mutation ($id: ID!, $message: String) { announcementReport(id: $id, reason: INAPPROPRIATE, message: $message) }',
        { id: target.id, message: text },
        tokens[index]!.token,
      );
      expect(reported.errors, JSON.stringify(reported.errors)).toBeUndefined();
    }

    await signInToStudio(page, MODERATORS[0]);
    await page.getByRole('button', { name: 'Modération' }).click();
    await expect(page.getByRole('heading', { name: 'Modération', level: 1 })).toBeFocused();
    await page.getByRole('tab', { name: 'Signalements' }).click();
    const group = page.locator(`[data-report-target="ANNOUNCEMENT:${target.id}"]`);
    // Each report: who, why, and the member's own words (or that there are none), the newest first.
    const lines = group.locator('.moderation__group-report');
    await expect(lines).toHaveCount(2);
    await expect(lines.nth(0)).toContainText('amina_benali');
    await expect(lines.nth(0)).toContainText('Sans message');
    await expect(lines.nth(1)).toContainText('karim_bouzid · Contenu inapproprié');
    await expect(lines.nth(1).locator('.moderation__report-message')).toHaveText(message);
    // The reason the reports point to is offered first, and chosen.
    const reason = group.getByRole('combobox', { name: 'Motif' });
    await expect(reason).toHaveValue('INAPPROPRIATE_CONTENT');
    await expect(reason.locator('option').first()).toHaveText('Contenu inapproprié');
    await group.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SCREENSHOT_DIR}/studio-moderation-reports-messages.png` });

    // Opened on the desk: the announcement with the same decisions, the reports' reason first again.
    await group.getByRole('button', { name: 'Ouvrir l’annonce' }).click();
    await expect(page.getByRole('tab', { name: /File d’attente/ })).toHaveAttribute('aria-selected', 'true');
    await expect(opened(page)).toHaveAttribute('data-announcement', target.id);
    await expect(page.getByRole('heading', { level: 2, name: target.title })).toBeFocused();
    await expect(page.getByRole('button', { name: /^Publier/ })).toBeDisabled();
    await page.keyboard.press('d');
    const picker = page.getByRole('group', { name: 'Pourquoi la supprimer ?' });
    await expect(picker.getByRole('button').first()).toHaveText('1 Contenu inapproprié');
    // Let go undecided: back to the reports, where the group waits as it was.
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect(opened(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Retour aux signalements' }).click();
    await expect(group.locator('.moderation__group-report')).toHaveCount(2);
    const still = await gql<{ announcementDetails: { status: string } }>(request, STATUS, { id: target.id });
    expect(still.data.announcementDetails.status).toMatch(/^(PUBLISHED|EDITED)$/);

    // In Arabic: the same group read right to left, the message in its own direction.
    await page.goto('/studio/?lang=ar');
    await page.getByRole('button', { name: 'الإشراف' }).click();
    await page.getByRole('tab', { name: 'البلاغات' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(group.locator('.moderation__group-report').nth(0)).toContainText('بلا رسالة');
    await expect(group.getByRole('combobox', { name: 'السبب' })).toHaveValue('INAPPROPRIATE_CONTENT');
    await expect(group.getByRole('button', { name: 'فتح الإعلان' })).toBeVisible();
    await group.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SCREENSHOT_DIR}/studio-moderation-reports-messages-ar.png` });

    // Dismissed, the group leaves (and the announcement stays as it was).
    await group.getByRole('button', { name: 'تجاهل' }).click();
    await expect(group).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});
