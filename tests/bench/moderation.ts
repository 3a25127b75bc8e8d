// The moderation desk (issue 7) in Chromium, the studio's browser build against the real server
// with the demo data: the time from an announcement's creation to its row in an open
// moderator's queue, and the decisions per minute a moderator using only the keyboard sustains.
// Beside each, a baseline from the same run: the queue event reaching a bare graphql-ws client,
// and the same decisions made through the API alone.
import { randomBytes } from 'node:crypto';
import { percentileOf } from './load';
import { chromium, type Page } from '@playwright/test';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';

const PASSWORD = 'souk-demo-2026';
const MODERATOR = 'nour_moderation';
/** Demo members who publish the benchmark's announcements, in turn. */
const PUBLISHERS = ['amina_benali', 'yacine_haddad', 'sarah_meziane', 'karim_bouzid', 'lina_cherif'];
const CREATE = 'mutation ($input: AnnouncementInput!) { announcementCreate(input: $input) { id } }';
const TAKE = `mutation ($filter: ModerationQueueFilter) { moderationTakeNext(filter: $filter) { announcement { id } } }`;
const PUBLISH = `mutation ($id: ID!) { announcementValidationSet(id: $id, status: PUBLISHED) { id } }`;

export interface ModerationMeasures {
  /** ms from the create request to the row in the browser's queue. */
  toQueue: number[];
  /** ms from the create request to the queue event at a bare graphql-ws client. */
  toEvent: number[];
  decisions: number;
  /** Decisions per minute, keyboard only in the browser, and through the API alone. */
  perMinute: number;
  apiPerMinute: number;
}

async function login(souk: string, username: string): Promise<string> {
  const response = await fetch(`${souk}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: PASSWORD }),
  });
  return ((await response.json()) as { token: string }).token;
}

async function gql<T>(souk: string, token: string, query: string, variables: Record<string, unknown>): Promise<T> {
  const response = await fetch(`${souk}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: unknown[] };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data!;
}

const bikeInput = (title: string, price: number) => ({
  title,
  description: 'Très bon état, pneus neufs, visible à Bab Ezzouar.',
  categoryId: '1002',
  price,
  priceUnit: 'UNIT',
  priceType: 'NEGOTIABLE',
  cityIds: ['558'],
});

/** Opens the desk filtered on `word` (signing in as the moderator first if needed). */
async function openDesk(page: Page, souk: string, word: string): Promise<void> {
  await page.goto(`${souk}/studio/`);
  const desk = page.getByRole('button', { name: 'Modération' });
  const username = page.getByLabel('Nom d’utilisateur ou e-mail');
  await desk.or(username).first().waitFor();
  if (await username.isVisible()) {
    await username.fill(MODERATOR);
    await page.getByLabel('Mot de passe').fill(PASSWORD);
    await page.getByRole('button', { name: 'Se connecter' }).click();
  }
  await desk.click();
  await page.getByLabel('Mots du titre ou de la description').fill(word);
  await page.keyboard.press('Enter');
  await page.getByTestId('queue-total').waitFor();
}

export async function runModerationBench(souk: string, rounds = 30): Promise<ModerationMeasures> {
  const tokens = await Promise.all(PUBLISHERS.map((username) => login(souk, username)));
  const moderatorToken = await login(souk, MODERATOR);
  let created = 0;
  const create = (title: string) => {
    created += 1;
    return gql<{ announcementCreate: { id: string } }>(souk, tokens[created % tokens.length]!, CREATE, {
      input: bikeInput(title, 10_000 + created),
    });
  };

  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const events = createClient({
    url: `${souk.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${moderatorToken}` },
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });

    // Creation to the queue: each new row's arrival time, recorded in the page.
    const word = `bench${randomBytes(3).toString('hex')}`;
    await openDesk(page, souk, word);
    await page.evaluate(`(() => {
      window.__rows = {};
      new MutationObserver(() => {
        for (const row of document.querySelectorAll('.moderation__row')) {
          const id = row.getAttribute('data-announcement');
          if (!(id in window.__rows)) window.__rows[id] = Date.now();
        }
      }).observe(document.querySelector('.moderation__queue'), { subtree: true, childList: true });
    })()`);
    const eventAt = new Map<string, number>();
    events.subscribe(
      { query: 'subscription { moderationQueueChanged { kind announcementId } }' },
      {
        next: (message) => {
          const event = (
            message.data as { moderationQueueChanged: { kind: string; announcementId: string } } | undefined
          )?.moderationQueueChanged;
          if (event?.kind === 'ADDED' && !eventAt.has(event.announcementId))
            eventAt.set(event.announcementId, Date.now());
        },
        error: () => undefined,
        complete: () => undefined,
      },
    );
    // Let the page's and the bare client's subscriptions open.
    await page.waitForTimeout(1_000);
    const toQueue: number[] = [];
    const toEvent: number[] = [];
    for (let index = 0; index < rounds; index += 1) {
      const began = Date.now();
      const { id } = (await create(`Vélo ${word} ${index}`)).announcementCreate;
      await page.locator(`.moderation__row[data-announcement="${id}"]`).waitFor({ timeout: 10_000 });
      const shown = await page.evaluate<number>(`window.__rows[${JSON.stringify(id)}]`);
      toQueue.push(shown - began);
      if (eventAt.has(id)) toEvent.push(eventAt.get(id)! - began);
      // Creations a little apart, as members post them (the queue refresh waits for bursts).
      await page.waitForTimeout(300);
    }

    // Keyboard-only decisions: N opens the first, then P publishes each and opens the next.
    const decideWord = `fast${randomBytes(3).toString('hex')}`;
    for (let index = 0; index < rounds; index += 1) await create(`Vélo ${decideWord} ${index}`);
    await openDesk(page, souk, decideWord);
    await page
      .locator('.moderation__row')
      .nth(rounds - 1)
      .waitFor();
    await page.locator('#moderation-desk-title').focus();
    const began = Date.now();
    await page.keyboard.press('n');
    let previous: string | null = null;
    for (let index = 0; index < rounds; index += 1) {
      const opened = page.locator('.moderation__opened');
      await opened.waitFor();
      const id = await opened.getAttribute('data-announcement');
      if (id === previous) throw new Error('the same announcement opened twice');
      previous = id;
      await page.keyboard.press('p');
      // The next one open, or the queue clear (the studio's CSP forbids waitForFunction's eval).
      await page
        .locator(`.moderation__opened:not([data-announcement="${id}"])`)
        .or(page.getByText('La file est vide'))
        .first()
        .waitFor();
    }
    await page.getByText('La file est vide').waitFor();
    const perMinute = (rounds * 60_000) / (Date.now() - began);

    // The same number of decisions through the API alone: take the next, publish it.
    const apiWord = `api${randomBytes(3).toString('hex')}`;
    for (let index = 0; index < rounds; index += 1) await create(`Vélo ${apiWord} ${index}`);
    const apiBegan = Date.now();
    for (let index = 0; index < rounds; index += 1) {
      const taken = await gql<{ moderationTakeNext: { announcement: { id: string } } }>(souk, moderatorToken, TAKE, {
        filter: { keywords: apiWord },
      });
      await gql(souk, moderatorToken, PUBLISH, { id: taken.moderationTakeNext.announcement.id });
    }
    const apiPerMinute = (rounds * 60_000) / (Date.now() - apiBegan);
    return { toQueue, toEvent, decisions: rounds, perMinute, apiPerMinute };
  } finally {
    await events.dispose();
    await browser.close();
  }
}

export function reportModeration(title: string, measures: ModerationMeasures): void {
  console.log(`\n${title}`);
  console.log('measure'.padEnd(52), 'n'.padStart(4), 'p50 ms'.padStart(8), 'p95 ms'.padStart(8), 'vs bare'.padStart(8));
  const base95 = percentileOf(measures.toEvent, 95);
  const line = (name: string, values: number[]) => {
    const p95 = percentileOf(values, 95);
    console.log(
      name.padEnd(52),
      String(values.length).padStart(4),
      percentileOf(values, 50).toFixed(1).padStart(8),
      p95.toFixed(1).padStart(8),
      (p95 / base95).toFixed(2).padStart(8),
    );
  };
  line('created to queue event, bare graphql-ws (baseline)', measures.toEvent);
  line('created to row in an open moderator queue', measures.toQueue);
  console.log(
    `decisions per minute, keyboard only in the browser: ${measures.perMinute.toFixed(0)}` +
      ` (API alone, same run: ${measures.apiPerMinute.toFixed(0)}; ratio ${(measures.perMinute / measures.apiPerMinute).toFixed(2)}),` +
      ` ${measures.decisions} decisions each`,
  );
}
