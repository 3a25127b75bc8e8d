// The notification centre in a real browser: a reply to my comment, made by another member
// through the API, lights the bell; the panel lists it in fr and ar; its link opens the comment;
// "mark all read" clears the badge.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { expect, gql, registerMember, SCREENSHOT_DIR, test } from './fixtures';

/** An active demo announcement, through the public API. */
async function someAnnouncement(request: APIRequestContext): Promise<{ id: string; slug: string }> {
  const result = await gql<{ search: { announcements: { data: { id: string; slug: string }[] } } }>(
    request,
    '{ search(filter: { page: 1 }) { announcements { data { id slug } } } }',
  );
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  return result.data.search.announcements.data[0]!;
}

async function comment(
  request: APIRequestContext,
  token: string,
  announcementId: string,
  text: string,
  parentId?: string,
) {
  const result = await gql<{ announcementCommentCreate: { id: string } }>(
    request,
    'mutation ($a: ID!, $c: String, $p: ID) { announcementCommentCreate(announcementId: $a, content: $c, parentId: $p) { id } }',
    { a: announcementId, c: text, p: parentId ?? null },
    token,
  );
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  return result.data.announcementCommentCreate.id;
}

test.describe('notifications', () => {
  test('a reply to my comment lights the bell; its link opens the comment; mark all read clears it', async ({
    memberPage,
    request,
  }) => {
    const { page, tokens } = memberPage;
    const announcement = await someAnnouncement(request);
    const question = `Livraison possible à Oran ? ${Date.now()}`;
    const questionId = await comment(request, tokens.token, announcement.id, question);
    const other = await registerMember(request);
    const answerId = await comment(request, other.tokens.token, announcement.id, 'Oui, sous 48 heures.', questionId);

    await page.goto('/');
    const bell = page.getByRole('banner').getByRole('button', { name: 'Notifications : 1 non lues' });
    await expect(bell).toBeVisible();
    await expect(bell.getByTestId('notifications-badge')).toHaveText('1');
    await page.waitForLoadState('networkidle');
    await bell.click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    const item = panel.locator('.notification--unread');
    await expect(item).toHaveCount(1);
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'notifications-fr.png') });

    // The link opens the announcement at the answer, and following it marks it read.
    await item.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`-d${announcement.id}#comment-${answerId}$`));
    await expect(page.locator(`#comment-${answerId}`)).toBeInViewport();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();

    // In Arabic, right to left; a second notification, then "mark all read" clears the badge.
    await comment(request, other.tokens.token, announcement.id, 'وأيضًا إلى وهران.', questionId);
    await page.goto('/?lang=ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const arBell = page.getByRole('banner').getByRole('button', { name: 'الإشعارات: 1 غير مقروءة' });
    await expect(arBell).toBeVisible();
    await page.waitForLoadState('networkidle');
    await arBell.click();
    const arPanel = page.getByRole('dialog', { name: 'الإشعارات' });
    await expect(arPanel.locator('.notification')).toHaveCount(2);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'notifications-ar.png') });
    await arPanel.getByRole('button', { name: 'تعليم الكل كمقروء' }).click();
    await expect(arPanel.locator('.notification--unread')).toHaveCount(0);
    await expect(page.getByRole('banner').getByTestId('notifications-badge')).toHaveCount(0);
  });

  test('the /notifications page lists them and saves a preference that the server keeps', async ({
    memberPage,
    request,
  }) => {
    const { page, tokens } = memberPage;
    const announcement = await someAnnouncement(request);
    const questionId = await comment(request, tokens.token, announcement.id, `Garantie ? ${Date.now()}`);
    const other = await registerMember(request);
    await comment(request, other.tokens.token, announcement.id, 'Un an, facture à l’appui.', questionId);

    await page.goto('/notifications');
    await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    await expect(page.locator('main .notification--unread')).toHaveCount(1);
    const emailReplies = page.getByRole('checkbox', { name: 'Une réponse à mon commentaire · Par e-mail' });
    const wasChecked = await emailReplies.isChecked();
    await page.waitForLoadState('networkidle');
    await emailReplies.click();
    await expect(page.getByRole('status').filter({ hasText: 'Préférences enregistrées' })).toBeVisible();
    const settings = await gql<{
      notificationSettings: { preferences: { kind: string; email: boolean }[] };
    }>(request, '{ notificationSettings { preferences { kind email } } }', {}, tokens.token);
    const reply = settings.data.notificationSettings.preferences.find((row) => row.kind === 'COMMENT_REPLY');
    expect(reply?.email).toBe(!wasChecked);

    await page.reload();
    await expect(emailReplies).toBeChecked({ checked: !wasChecked });
    // The checkbox is right in the server's HTML already; the button only works once the page has hydrated.
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Tout marquer comme lu' }).click();
    await expect(page.locator('main .notification--unread')).toHaveCount(0);
    await expect(page.getByRole('banner').getByTestId('notifications-badge')).toHaveCount(0);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'notifications-page-fr.png'), fullPage: true });
  });

  test('the service worker shows a pushed notification and the opt-in asks only on a click', async ({
    memberPage,
    context,
    baseURL,
  }) => {
    const { page } = memberPage;
    await page.goto('/notifications');
    const enable = page.getByRole('button', { name: 'Activer les notifications sur cet appareil' });
    await expect(enable).toBeVisible();
    // Nothing was asked on arrival: the permission is still the browser's default.
    expect(await page.evaluate(() => Notification.permission)).toBe('default');
    await context.grantPermissions(['notifications'], { origin: baseURL! });
    await enable.click();
    // Offline, the browser's push service may refuse the subscription: either way the page says so.
    await expect(
      page.getByRole('status').filter({ hasText: /activées sur cet appareil|n’a pas pu s’abonner/ }),
    ).toBeVisible();

    // The worker at /sw.js, scope /: a push it receives becomes a notification with its link.
    const registration = await page.evaluate(async () => {
      const ready = await navigator.serviceWorker.ready;
      return ready.scope;
    });
    expect(registration).toBe(`${baseURL}/`);
    const cdp = await context.newCDPSession(page);
    const registrations: { registrationId: string; scopeURL: string }[] = [];
    cdp.on('ServiceWorker.workerRegistrationUpdated', (event: { registrations: typeof registrations }) => {
      registrations.push(...event.registrations);
    });
    await cdp.send('ServiceWorker.enable');
    await expect.poll(() => registrations.length).toBeGreaterThan(0);
    const payload = {
      title: 'Nouvelle réponse',
      body: 'Un membre a répondu.',
      url: `${baseURL}/notifications`,
      notificationId: '77',
      kind: 'COMMENT_REPLY',
    };
    const deliver = () =>
      cdp.send('ServiceWorker.deliverPushMessage', {
        origin: baseURL!,
        registrationId: registrations[0]!.registrationId,
        data: JSON.stringify(payload),
      });
    await deliver();
    // On a loaded machine a push can reach the worker before it listens: delivered again until it
    // shows (the same tag replaces it, so there is still one notification).
    await expect
      .poll(
        async () => {
          const shown = await page.evaluate(async () => {
            const ready = await navigator.serviceWorker.ready;
            return (await ready.getNotifications()).map((n) => ({
              title: n.title,
              body: n.body,
              tag: n.tag,
              data: n.data as unknown,
            }));
          });
          if (shown.length === 0) await deliver();
          return shown;
        },
        { timeout: 20_000 },
      )
      .toEqual([
        {
          title: 'Nouvelle réponse',
          body: 'Un membre a répondu.',
          tag: 'notification-77',
          data: { url: `${baseURL}/notifications` },
        },
      ]);
  });
});
