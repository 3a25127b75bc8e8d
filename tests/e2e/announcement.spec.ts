// The announcement page in a browser, on the demo marketplace: reactions, questions and answers,
// phone reveal, report, the connection dialog for visitors, and screenshots to look at.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, gql, loginTokens, registerMember, SCREENSHOT_DIR, test, useSession } from './fixtures';

interface Candidate {
  id: string;
  slug: string;
  title: string;
  hasPhone: boolean;
  likeCount: number;
}

interface Phone {
  phoneExt: string;
  hasViber: boolean;
  hasWhatsapp: boolean;
  hasTelegram: boolean;
}

/** Active demo announcements with pictures, newest first, through the public API. */
async function candidates(request: APIRequestContext, page = 1): Promise<Candidate[]> {
  const result = await gql<{ search: { announcements: { data: Candidate[] } } }>(
    request,
    `query ($page: Int) { search(filter: { hasPictures: true, page: $page }) {
      announcements { data { id slug title hasPhone likeCount } } } }`,
    { page },
  );
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  return result.data.search.announcements.data;
}

const addressOf = (announcement: { id: string; slug: string }) =>
  `/${encodeURIComponent(announcement.slug)}-d${announcement.id}`;

/** A demo announcement with several pictures. */
async function withSeveralPictures(request: APIRequestContext): Promise<Candidate> {
  for (const candidate of await candidates(request)) {
    const result = await gql<{ announcementDetails: { medias: unknown[] } }>(
      request,
      'query ($id: ID!) { announcementDetails(id: $id) { medias { id } } }',
      { id: candidate.id },
    );
    if (result.data.announcementDetails.medias.length > 1) return candidate;
  }
  throw new Error('no demo announcement with several pictures');
}

/** Fails the test on any script error or console error (a hydration mismatch among them). */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/**
 * The announcement page has hydrated: its scripts loaded, the network went quiet, and its content
 * is live (a banner slot knows its device only once the page's script runs).
 */
async function openAnnouncement(page: Page, address: string): Promise<void> {
  const response = await page.goto(address);
  expect(response?.status()).toBe(200);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.announcement__header-promo')).toHaveAttribute('data-slot', /_DETAILS_HEADER$/);
}

/**
 * A demo announcement whose seller flagged a telegram number. Phone reveals are limited per
 * caller (30 an hour), so the search uses helper members of its own, a new one every 25 reveals.
 */
async function telegramAnnouncement(request: APIRequestContext): Promise<{ announcement: Candidate; phones: Phone[] }> {
  let token = '';
  let reveals = 0;
  for (let page = 1; page <= 3; page += 1) {
    for (const announcement of (await candidates(request, page)).filter((a) => a.hasPhone)) {
      if (reveals % 25 === 0) token = (await registerMember(request)).tokens.token;
      reveals += 1;
      const result = await gql<{ announcementPhoneGet: Phone[] }>(
        request,
        'mutation ($id: ID!) { announcementPhoneGet(id: $id) { phoneExt hasViber hasWhatsapp hasTelegram } }',
        { id: announcement.id },
        token,
      );
      const phones = result.data?.announcementPhoneGet ?? [];
      if (phones.some((phone) => phone.hasTelegram)) return { announcement, phones };
    }
  }
  throw new Error('no demo announcement with a telegram number');
}

test.describe('announcement page', () => {
  test('the content hydrates on a first visit and on the next ones (scripts cached), with the top bar live', async ({
    page,
    request,
  }) => {
    const errors = watchErrors(page);
    const [first, second] = await candidates(request);
    for (const announcement of [first!, second!, first!]) {
      await openAnnouncement(page, addressOf(announcement));
      // Live: a visitor's like is answered in place, by the sign-in dialog.
      const dialog = page.getByRole('dialog', { name: 'Connectez-vous pour continuer' });
      await page.getByRole('button', { name: /^J'aime/ }).click();
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'Fermer' }).click();
      await expect(dialog).toBeHidden();
    }
    expect(errors).toEqual([]);
  });

  test('a member likes and bookmarks; the state and the count survive a reload', async ({ memberPage, request }) => {
    const { page } = memberPage;
    const errors = watchErrors(page);
    const [announcement] = await candidates(request);
    await openAnnouncement(page, addressOf(announcement!));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(announcement!.title);

    const like = page.getByRole('button', { name: /^J'aime/ });
    const bookmark = page.getByRole('button', { name: 'Sauvegarder' });
    const count = page.getByTestId('like-count');
    const before = Number(await count.textContent());
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(count).toHaveText(String(before + 1));
    await bookmark.click();
    await expect(bookmark).toHaveAttribute('aria-pressed', 'true');
    // Wait for the server's answer before reloading (the toggle is optimistic).
    await page.waitForLoadState('networkidle');

    await page.reload();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(bookmark).toHaveAttribute('aria-pressed', 'true');
    await expect(count).toHaveText(String(before + 1));

    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await expect(count).toHaveText(String(before));
    expect(errors).toEqual([]);
  });

  test('a member asks a question and answers it; an empty comment is refused', async ({ memberPage, request }) => {
    const { page } = memberPage;
    const [, announcement] = await candidates(request);
    await openAnnouncement(page, addressOf(announcement!));
    const section = page.locator('#comments');
    const field = section.getByLabel('Votre question ou commentaire');

    await section.getByRole('button', { name: 'Commenter' }).click();
    await expect(section.getByText('Ce champs est requis')).toBeVisible();

    const question = `Toujours disponible ? ${Date.now()}`;
    await field.fill(question);
    await section.getByRole('button', { name: 'Commenter' }).click();
    await expect(section.getByRole('status')).toHaveText('Votre commentaire a été envoyé');
    await expect(field).toHaveValue('');
    const thread = section.locator('.comment-thread').filter({ hasText: question });
    await expect(thread).toHaveCount(1);
    // Newest first: the question opens the list.
    await expect(section.locator('.comment-thread').first()).toContainText(question);

    await thread.getByRole('button', { name: 'Répondre' }).click();
    const answer = `Et la livraison ? ${Date.now()}`;
    await thread.getByRole('textbox').fill(answer);
    await thread.getByRole('button', { name: 'Répondre' }).last().click();
    await expect(thread.locator('.comment-thread__replies')).toContainText(answer);
    await expect(thread.getByRole('status')).toHaveText('Votre commentaire a été envoyé');

    // Still there for the next visitor: the server renders both.
    await page.reload();
    await expect(page.locator('#comments .comment-thread').filter({ hasText: question })).toContainText(answer);
  });

  // Fails since 2026-11-27 at the commit before this session's work too (checked on 18c67da): the
  // comment form no longer shows the store chosen in the account menu, though the server returns
  // the member's stores and the choice is stored. Known, to be fixed first next session (issue 20 note).
  test('a store’s owner acts as the store from the account menu, and answers as the store', async ({
    browser,
    request,
    baseURL,
  }) => {
    const tokens = await loginTokens(request, 'lina_cherif');
    const context = await browser.newContext();
    await useSession(context, baseURL!, tokens);
    const page = await context.newPage();
    const [, , announcement] = await candidates(request);
    await openAnnouncement(page, addressOf(announcement!));
    const menu = page.getByRole('button', { name: /^Menu du compte de / });
    await menu.click();
    await expect(page.getByRole('button', { name: 'Utilisateur' })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Boutique · Lina Déco' }).click();
    await expect(page.getByRole('button', { name: 'Boutique · Lina Déco' })).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('Escape');

    const section = page.locator('#comments');
    await expect(section.getByText('Vous écrivez en tant que la boutique Lina Déco')).toBeVisible();
    const text = `Disponible en boutique à Tizi Ouzou. ${Date.now()}`;
    await section.getByLabel('Votre question ou commentaire').fill(text);
    await section.getByRole('button', { name: 'Commenter' }).click();
    const thread = section.locator('.comment-thread').filter({ hasText: text });
    await expect(thread.locator('.comment__author').first()).toHaveText('Lina Déco');

    // The choice stays on the next page, until the member switches back.
    await page.reload();
    await expect(page.locator('#comments').getByText('Vous écrivez en tant que la boutique Lina Déco')).toBeVisible();
    await menu.click();
    await page.getByRole('button', { name: 'Utilisateur' }).click();
    await page.keyboard.press('Escape');
    await expect(page.locator('#comments').getByText('Vous écrivez en tant que')).toHaveCount(0);
    await context.close();
  });

  test('comments come ten at a time, newest first; "more" brings the next ones', async ({ page, request }) => {
    const [, , , announcement] = await candidates(request);
    const { tokens } = await registerMember(request);
    const stamp = Date.now();
    for (let index = 1; index <= 11; index += 1) {
      const result = await gql(
        request,
        'mutation ($id: ID!, $content: String) { announcementCommentCreate(announcementId: $id, content: $content) { id } }',
        { id: announcement!.id, content: `Question ${index} (${stamp})` },
        tokens.token,
      );
      expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
    }
    await openAnnouncement(page, addressOf(announcement!));
    const threads = page.locator('#comments .comment-thread');
    await expect(threads).toHaveCount(10);
    await expect(threads.first()).toContainText(`Question 11 (${stamp})`);
    await expect(page.locator('#comments')).not.toContainText(`Question 1 (${stamp})`);
    await page.getByRole('button', { name: 'Plus de commentaires' }).click();
    await expect(page.locator('#comments')).toContainText(`Question 1 (${stamp})`);
    expect(await threads.count()).toBeGreaterThan(10);
  });

  test('revealing the phone opens the call dialog: tel link, and telegram keeps its plus', async ({
    memberPage,
    request,
  }) => {
    const { page } = memberPage;
    const { announcement, phones } = await telegramAnnouncement(request);
    await openAnnouncement(page, addressOf(announcement));
    await page.getByRole('button', { name: 'Afficher le numéro' }).click();

    const dialog = page.getByRole('dialog', { name: 'Contacter le vendeur' });
    await expect(dialog).toBeVisible();
    const withTelegram = phones.find((phone) => phone.hasTelegram)!;
    await expect(dialog.locator(`a[href="tel:${withTelegram.phoneExt}"]`)).toHaveCount(1);
    await expect(dialog.locator(`a[href="https://t.me/${withTelegram.phoneExt}"]`)).toHaveCount(1);
    expect(withTelegram.phoneExt.startsWith('+213')).toBe(true);
    for (const phone of phones) {
      const digits = phone.phoneExt.replace('+', '');
      if (phone.hasWhatsapp) await expect(dialog.locator(`a[href="https://wa.me/${digits}"]`)).toHaveCount(1);
      if (phone.hasViber) await expect(dialog.locator(`a[href="viber://chat?number=${digits}"]`)).toHaveCount(1);
    }
    await expect(dialog.locator('a[href*="wa.me/+"], a[href*="number=+"]')).toHaveCount(0);

    await dialog.getByRole('button', { name: 'Fermer' }).click();
    await expect(dialog).toBeHidden();
    // The numbers stay on the page as call links.
    await expect(page.locator('.contact__numbers').locator(`a[href="tel:${withTelegram.phoneExt}"]`)).toBeVisible();
  });

  test('a second click while the number is on its way sends nothing more; too many reveals say how long to wait', async ({
    memberPage,
    request,
  }) => {
    const { page, tokens } = memberPage;
    const withPhone = (await candidates(request)).filter((a) => a.hasPhone);
    const reveals: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes('/graphql') && sent.postData()?.includes('announcementPhoneGet'))
        reveals.push(sent.url());
    });
    await openAnnouncement(page, addressOf(withPhone[0]!));
    await page.getByRole('button', { name: 'Afficher le numéro' }).dblclick();
    await expect(page.getByRole('dialog', { name: 'Contacter le vendeur' })).toBeVisible();
    expect(reveals).toHaveLength(1);

    // The member uses up the hour's reveals through the API; the page then shows the server's limit.
    let index = 1;
    for (let listPage = 1; index <= 30; listPage += 1) {
      const more =
        listPage === 1 ? withPhone.slice(1) : (await candidates(request, listPage)).filter((a) => a.hasPhone);
      for (const announcement of more) {
        if (index > 30) break;
        await gql(
          request,
          'mutation ($id: ID!) { announcementPhoneGet(id: $id) { id } }',
          { id: announcement.id },
          tokens.token,
        );
        index += 1;
      }
    }
    const next = (await candidates(request, 5)).find((a) => a.hasPhone)!;
    await openAnnouncement(page, addressOf(next));
    await page.getByRole('button', { name: 'Afficher le numéro' }).click();
    await expect(page.getByRole('alert')).toHaveText(/^Trop de numéros affichés, réessayez dans \d+ secondes\.$/);
    await expect(page.getByRole('dialog', { name: 'Contacter le vendeur' })).toBeHidden();
  });

  test('the owner sees their inactive announcement with its status; buyer actions open the status dialog', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    // amina_benali's demo announcements include one a moderator is validating (LOCKED).
    const tokens = await loginTokens(request, 'amina_benali');
    const mine = await gql<{ myAnnouncements: { data: { id: string; slug: string; status: string }[] } }>(
      request,
      '{ myAnnouncements(filter: { statuses: [LOCKED] }) { data { id slug status } } }',
      {},
      tokens.token,
    );
    const locked = mine.data.myAnnouncements.data[0];
    expect(locked, 'a LOCKED demo announcement of amina_benali').toBeTruthy();
    await useSession(context, baseURL!, tokens);
    await openAnnouncement(page, addressOf(locked!));
    await expect(page.getByRole('note')).toHaveText(
      "Cette annonce n'est pas visible du public : en cours de validation.",
    );

    await page.getByRole('button', { name: /^J'aime/ }).click();
    const status = page.getByRole('dialog', { name: 'Annonce non active' });
    await expect(status).toContainText('en cours de validation');
    await expect(page.getByRole('button', { name: /^J'aime/ })).toHaveAttribute('aria-pressed', 'false');
    await status.getByRole('button', { name: 'Fermer' }).last().click();
    await expect(status).toBeHidden();

    // Her own announcement: no calling or messaging herself, and a refresh is impossible while LOCKED.
    await expect(page.getByRole('button', { name: 'Envoyer un message' })).toBeDisabled();
    await page.getByRole('button', { name: 'Remonter en tête de liste' }).click();
    await expect(page.getByRole('dialog', { name: 'Action impossible' })).toContainText('en cours de validation');
  });

  test('a visitor who likes, bookmarks or comments is asked to sign in and come back', async ({ page, request }) => {
    const [announcement] = await candidates(request);
    const address = addressOf(announcement!);
    await openAnnouncement(page, address);
    const dialog = page.getByRole('dialog', { name: 'Connectez-vous pour continuer' });

    await page.getByRole('button', { name: /^J'aime/ }).click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Se connecter' })).toHaveAttribute(
      'href',
      `/auth/login?redirectTo=${encodeURIComponent(address)}`,
    );
    await expect(page.getByRole('button', { name: /^J'aime/ })).toHaveAttribute('aria-pressed', 'false');
    await dialog.getByRole('button', { name: 'Fermer' }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'Connectez-vous pour commenter' }).click();
    await expect(dialog).toBeVisible();
  });

  test('a member reports an announcement with a reason and a message', async ({ memberPage, request }) => {
    const { page } = memberPage;
    const [, , announcement] = await candidates(request);
    await openAnnouncement(page, addressOf(announcement!));
    await page.getByRole('button', { name: 'Signaler cette annonce' }).click();
    const dialog = page.getByRole('dialog', { name: 'Signaler cette annonce' });
    await dialog.getByRole('button', { name: 'Envoyer le signalement' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Choisissez une raison.');
    await dialog.getByRole('radio', { name: 'Arnaque ou fraude' }).check();
    await dialog.getByLabel('Message (facultatif)').fill('Le vendeur demande un paiement à l’avance.');
    await dialog.getByRole('button', { name: 'Envoyer le signalement' }).click();
    await expect(dialog.getByRole('status')).toContainText('votre signalement a été transmis');
  });

  test('pictures change with the thumbnails and the arrow keys', async ({ page, request }) => {
    const withPictures = await withSeveralPictures(request);
    await openAnnouncement(page, addressOf(withPictures));
    const counter = page.locator('.gallery__counter');
    await expect(counter).toHaveText(/^1 \/ \d+$/);
    await page.getByRole('link', { name: 'Afficher la photo 2' }).click();
    await expect(counter).toHaveText(/^2 \/ /);
    await page.locator('.gallery__stage').focus();
    await page.keyboard.press('ArrowLeft');
    await expect(counter).toHaveText(/^1 \/ /);
    await page.keyboard.press('End');
    await expect(page.getByRole('link', { name: /Afficher la photo/ }).last()).toHaveAttribute('aria-current', 'true');
  });

  test('without JavaScript, "Show the number" posts and the page comes back with the number to call', async ({
    browser,
    baseURL,
    request,
  }) => {
    const withPhone = (await candidates(request, 3)).find((a) => a.hasPhone)!;
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto(addressOf(withPhone));
    await page.getByRole('button', { name: 'Afficher le numéro' }).click();
    await expect(page).toHaveURL(new RegExp(`-d${withPhone.id}#contact$`));
    await expect(page.locator('.contact__numbers a[href^="tel:"]').first()).toBeVisible();
    await context.close();
  });

  test('on a phone, call and message stay in view in a bar at the bottom, in French and Arabic', async ({
    browser,
    baseURL,
    request,
  }) => {
    const withPhone = (await candidates(request)).find((a) => a.hasPhone)!;
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL });
    const page = await context.newPage();
    for (const [lang, call, message] of [
      ['fr', 'Afficher le numéro', 'Envoyer un message'],
      ['ar', 'إظهار الرقم', 'إرسال رسالة'],
    ] as const) {
      await openAnnouncement(page, `${addressOf(withPhone)}?lang=${lang}`);
      // At the very end of the page: the bar is still there, and hides nothing of the footer.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const callButton = page.getByRole('button', { name: call });
      await expect(callButton).toBeInViewport({ ratio: 1 });
      await expect(page.getByRole('button', { name: message })).toBeInViewport({ ratio: 1 });
      const bar = await page.locator('.contact').boundingBox();
      expect(bar!.y + bar!.height).toBeCloseTo(844, 0);
      const footerEnd = await page.getByRole('contentinfo').evaluate((footer) => footer.getBoundingClientRect().bottom);
      expect(footerEnd).toBeLessThanOrEqual(bar!.y + 1);
    }
    await context.close();
  });

  test('without JavaScript, the arrows browse the pictures, on a phone too', async ({ browser, baseURL, request }) => {
    const withPictures = await withSeveralPictures(request);
    const context = await browser.newContext({
      javaScriptEnabled: false,
      baseURL,
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    await page.goto(`${addressOf(withPictures)}?lang=ar`);
    const counter = page.locator('.gallery__counter');
    const picture = page.locator('.gallery__picture');
    const first = await picture.getAttribute('src');
    await page.getByRole('link', { name: 'الصورة التالية' }).click();
    await expect(page).toHaveURL(/\?lang=ar&photo=2#gallery$/);
    await expect(counter).toHaveText(/^2 \/ /);
    expect(await picture.getAttribute('src')).not.toBe(first);
    await page.getByRole('link', { name: 'الصورة السابقة' }).click();
    await expect(counter).toHaveText(/^1 \/ /);
    expect(await picture.getAttribute('src')).toBe(first);
    await context.close();
  });

  test('has no serious accessibility problem, and looks right in French and Arabic, desktop and phone', async ({
    memberPage,
    request,
  }) => {
    // Five whole pages loaded, four full-page screenshots and an axe pass: more than a default test.
    test.setTimeout(60_000);
    const { page } = memberPage;
    const errors = watchErrors(page);
    const { announcement } = await telegramAnnouncement(request);
    const directory = path.resolve(SCREENSHOT_DIR);
    mkdirSync(directory, { recursive: true });
    for (const lang of ['fr', 'ar'] as const) {
      for (const [device, width, height] of [
        ['desktop', 1280, 900],
        ['phone', 390, 844],
      ] as const) {
        await page.setViewportSize({ width, height });
        await openAnnouncement(page, `${addressOf(announcement)}${lang === 'ar' ? '?lang=ar' : ''}`);
        await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
        await page.screenshot({ path: path.join(directory, `announcement-${lang}-${device}.png`), fullPage: true });
      }
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await openAnnouncement(page, addressOf(announcement));
    await page.getByRole('button', { name: 'Afficher le numéro' }).click();
    await expect(page.getByRole('dialog', { name: 'Contacter le vendeur' })).toBeVisible();
    await page.screenshot({ path: path.join(directory, 'announcement-fr-call-dialog.png') });
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
