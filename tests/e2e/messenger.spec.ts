// The messenger in real browsers: a buyer writes to a seller from the announcement page; the
// seller, in another browser, sees it arrive and answers; the buyer sees the seen mark, the
// typing and the answer without reloading. fr for the buyer, ar (right to left) for the seller.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_MEMBERS, expect, gql, loginTokens, SCREENSHOT_DIR, test, useSession } from './fixtures';

interface Listing {
  id: string;
  slug: string;
  title: string;
  isFromStore: boolean;
  user: { username: string } | null;
}

/** An active announcement of one of the demo members (an individual seller), through the API. */
async function demoMemberListing(request: APIRequestContext): Promise<Listing> {
  const result = await gql<{ search: { announcements: { data: Listing[] } } }>(
    request,
    '{ search(filter: { page: 1, count: 48 }) { announcements { data { id slug title isFromStore user { username } } } } }',
  );
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  const listing = result.data.search.announcements.data.find(
    (a) => !a.isFromStore && (DEMO_MEMBERS as readonly string[]).includes(a.user?.username ?? ''),
  );
  expect(listing, 'a demo member’s announcement').toBeDefined();
  return listing!;
}

/** "Envoyer un message": straight to the thread, or through the call dialog's "Message sur Souk". */
async function openChat(page: Page) {
  await page.getByRole('button', { name: 'Envoyer un message' }).first().click();
  const viaDialog = page.getByRole('link', { name: 'Message sur Souk' });
  const drawer = page.getByRole('dialog', { name: 'Messages' });
  await expect(viaDialog.or(drawer)).toBeVisible();
  if (await viaDialog.isVisible()) await viaDialog.click();
  await expect(drawer).toBeVisible();
  return drawer;
}

test.describe('messenger', () => {
  test('a buyer writes from the announcement, the seller answers, both live', async ({
    memberPage,
    request,
    browser,
    baseURL,
  }) => {
    // Two browsers and a live round trip each way: under CI's load it outlasts the default 30 s.
    test.setTimeout(60_000);
    const { page, username } = memberPage;
    const listing = await demoMemberListing(request);
    // The seller is on Souk already, in another browser, in Arabic.
    const sellerContext = await browser.newContext({ baseURL, locale: 'ar' });
    await useSession(sellerContext, baseURL!, await loginTokens(request, listing.user!.username));
    const seller = await sellerContext.newPage();
    await seller.goto('/?lang=ar');
    await seller.waitForLoadState('networkidle');
    const sellerBell = seller.getByRole('banner').getByRole('button', { name: /^الرسائل/ });
    const unreadBefore = Number((await sellerBell.getAttribute('aria-label'))!.match(/\d+/)?.[0] ?? 0);

    await page.goto(`/${listing.slug}-d${listing.id}`);
    await page.waitForLoadState('networkidle');
    const drawer = await openChat(page);
    await expect(page).toHaveURL(new RegExp(`/messages/thread/announcement-${listing.id}$`));
    await expect(drawer.getByText(listing.title)).toBeVisible();
    const question = `Bonjour, toujours disponible ? ${Date.now()}`;
    await drawer.getByRole('textbox', { name: 'Écrivez un message…' }).fill(question);
    await drawer.getByRole('textbox').press('Enter');
    // The first message started the conversation: the address is now the conversation's.
    await expect(page).toHaveURL(/\/messages\/thread\/\d+$/);
    const threadPath = new URL(page.url()).pathname;
    const mine = drawer.locator('.message--mine').filter({ hasText: question });

    // The seller's open page hears it: its badge counts one more, and the buyer sees it delivered.
    await expect(sellerBell).toHaveAttribute('aria-label', `الرسائل: ${unreadBefore + 1} غير مقروءة`);
    await expect(mine.getByTestId('message-status')).toHaveText('Distribué');
    // The seller opens the conversation from the top bar's panel (the newest first, unread in bold).
    await sellerBell.click();
    const row = seller.locator('#messenger-menu .conversation').first();
    await expect(row).toHaveClass(/conversation--unread/);
    await expect(row).toContainText(question);
    await expect(row).toContainText(username);
    await row.getByRole('link').click();
    await expect(seller).toHaveURL(new RegExp(`${threadPath}(\\?lang=ar)?$`));
    const sellerDrawer = seller.getByRole('dialog', { name: 'الرسائل' });
    await expect(sellerDrawer.locator('.message').filter({ hasText: question })).toBeVisible();
    await expect(seller.locator('html')).toHaveAttribute('dir', 'rtl');

    // Read on screen: the buyer sees "Vu" without reloading.
    await expect(mine.getByTestId('message-status')).toHaveText('Vu');

    // The seller types (the buyer sees it) and answers (the buyer sees the answer).
    const box = sellerDrawer.getByRole('textbox', { name: 'اكتب رسالة…' });
    await box.pressSequentially('نعم، ما زال متوفرًا');
    await expect(drawer.getByText(/écrit…/)).toBeVisible();
    await box.press('Enter');
    await expect(
      drawer.locator('.message:not(.message--mine)').filter({ hasText: 'نعم، ما زال متوفرًا' }),
    ).toBeVisible();
    await expect(sellerDrawer.locator('.message--mine').getByTestId('message-status')).toHaveText('شوهدت');

    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'messenger-buyer-fr.png') });
    await seller.screenshot({ path: path.join(SCREENSHOT_DIR, 'messenger-seller-ar.png') });

    // A reload keeps the thread (history from the server).
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    const phoneDrawer = page.getByRole('dialog', { name: 'Messages' });
    await expect(phoneDrawer.getByText(question)).toBeVisible();
    // On a phone the messenger takes the whole screen.
    expect((await phoneDrawer.boundingBox())!.width).toBe(390);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'messenger-buyer-phone-fr.png') });
    await sellerContext.close();
  });

  test('visitors are sent to sign in and come back to the thread', async ({ page, request }) => {
    const listing = await demoMemberListing(request);
    await page.goto(`/messages/thread/announcement-${listing.id}`);
    await expect(page).toHaveURL(/\/auth\/login\?redirectTo=/);
  });

  test('a member writes to a store from its card in the directory, then finds the same thread again', async ({
    memberPage,
  }) => {
    const { page } = memberPage;
    await page.goto('/boutiques');
    await page.waitForLoadState('networkidle');
    const card = page.locator('.store-card').first();
    const name = (await card.locator('h2, h3').first().innerText()).trim();
    await card.getByRole('link', { name: `Écrire à ${name}` }).click();
    const drawer = page.getByRole('dialog', { name: 'Messages' });
    await expect(drawer.getByText('Votre premier message ouvre la conversation avec la boutique.')).toBeVisible();
    const text = `Livrez-vous à Oran ? ${Date.now()}`;
    // A picture goes with the first message (uploaded through the media pipeline with the page's session).
    const picture = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2f7d5b' } })
      .png()
      .toBuffer();
    await drawer
      .getByTestId('composer-pictures')
      .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: picture });
    await expect(drawer.locator('.composer__pictures img')).toHaveCount(1);
    await drawer.getByRole('textbox', { name: 'Écrivez un message…' }).fill(text);
    await drawer.getByRole('textbox').press('Enter');
    await expect(page).toHaveURL(/\/messages\/thread\/\d+$/);
    await expect(drawer.locator('.thread__name')).toHaveText(name);
    await expect(drawer.locator('.message--mine .message__pictures img')).toHaveCount(1);
    // Mute the conversation; delete the message for oneself (it stays gone after a reload).
    await drawer.getByRole('button', { name: 'Mettre en sourdine' }).click();
    await expect(drawer.getByRole('button', { name: 'Réactiver les alertes' })).toHaveAttribute('aria-pressed', 'true');
    await drawer.locator('.message--mine').filter({ hasText: text }).hover();
    await drawer
      .locator('.message--mine')
      .filter({ hasText: text })
      .getByRole('button', { name: 'Supprimer pour moi' })
      .click();
    await expect(drawer.locator('.message--mine').filter({ hasText: text })).toHaveCount(0);
    await page.reload();
    await expect(
      page.getByRole('dialog', { name: 'Messages' }).locator('.message--mine').filter({ hasText: text }),
    ).toHaveCount(0);
    // From the card again: the same conversation (muted), not a new one.
    await page.goto('/boutiques');
    await page.waitForLoadState('networkidle');
    await page
      .locator('.store-card')
      .first()
      .getByRole('link', { name: `Écrire à ${name}` })
      .click();
    await expect(
      page.getByRole('dialog', { name: 'Messages' }).getByRole('button', { name: 'Réactiver les alertes' }),
    ).toBeVisible();
  });
});
