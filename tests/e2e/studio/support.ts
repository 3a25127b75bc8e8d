// Helpers of the studio's end-to-end tests (the browser build at /studio/ against the real
// server with the demo data): signing in through the interface and opening a land's editor.
import {
  expect,
  type APIRequestContext,
  type BrowserContext,
  type Locator,
  type Page,
  type WebSocketRoute,
} from '@playwright/test';
import { DEMO_PASSWORD, gql, loginTokens } from '../fixtures';

/** The demo accounts and lands the studio's tests use (server/db/seed/demo-stores.ts). */
export const STUDIO_DEMO = {
  /** Owns Haddad Auto Oran, FULL plan (site-builder-full). */
  fullOwner: 'yacine_haddad',
  fullStore: 'Haddad Auto Oran',
  /** Owns Maison Meziane, FULL plan: a second FULL store with its own owner. */
  secondFullOwner: 'sarah_meziane',
  secondFullStore: 'Maison Meziane',
  /** Owns Bouzid Électronique, BASIC plan: content and theme only, no pages or blocks. */
  basicOwner: 'karim_bouzid',
  basicStore: 'Bouzid Électronique',
  /** Owns Lina Déco, which has no site-builder plan. */
  noPlanOwner: 'lina_cherif',
  noPlanStore: 'Lina Déco',
  /** Operates the market Souk El Djazair (FULL) and is a member of Haddad Auto Oran. */
  marketOperator: 'amina_benali',
  market: 'Souk El Djazair',
} as const;

/** The French texts the helpers look for (the studio's default language). */
export const STUDIO_TEXTS = {
  username: 'Nom d’utilisateur ou e-mail',
  password: 'Mot de passe',
  signIn: 'Se connecter',
  landsTitle: 'Vos sites',
  open: 'Ouvrir l’éditeur',
  signOut: 'Se déconnecter',
  saved: 'Tout est enregistré',
} as const;

/** A demo store's id and its owner's token, through the API (`myStores`). */
export async function demoStore(
  request: APIRequestContext,
  owner: string,
  storeName: string,
): Promise<{ storeId: string; ownerToken: string }> {
  const { token } = await loginTokens(request, owner);
  const stores = await gql<{ myStores: { id: string; name: string }[] }>(
    request,
    '{ myStores { id name } }',
    {},
    token,
  );
  const store = stores.data.myStores.find((candidate) => candidate.name === storeName);
  expect(store, `${owner} owns ${storeName}`).toBeDefined();
  return { storeId: store!.id, ownerToken: token };
}

/** Collects script errors and console errors of the page (a 40x of a missing picture aside). */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !/status of 40\d/.test(message.text())) errors.push(message.text());
  });
  return errors;
}

/** Opens the studio's sign-in screen (`lang` as on the portal: fr by default). */
export async function openStudio(page: Page, lang?: 'fr' | 'ar' | 'en'): Promise<void> {
  await page.goto(lang ? `/studio/?lang=${lang}` : '/studio/');
}

/** Signs in through the studio's form (French interface) and waits for the land list. */
export async function signInToStudio(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await openStudio(page);
  await page.getByLabel(STUDIO_TEXTS.username).fill(username);
  await page.getByLabel(STUDIO_TEXTS.password).fill(password);
  await page.getByRole('button', { name: STUDIO_TEXTS.signIn }).click();
  await expect(page.getByRole('heading', { name: STUDIO_TEXTS.landsTitle })).toBeVisible();
}

/** The land list's row of a store or market, by its name. */
export function landRow(page: Page, name: string): Locator {
  return page.locator('.studio-land', { hasText: name });
}

/** From the land list, opens the editor of the land named so and waits for it to show. */
export async function openLandEditor(page: Page, name: string): Promise<void> {
  await landRow(page, name).getByRole('button', { name: STUDIO_TEXTS.open }).click();
  await expect(page.getByTestId('editor')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('canvas')).toBeVisible();
}

/** Signs in as the owner of a store and opens its editor (by default the FULL demo store). */
export async function openStoreEditor(
  page: Page,
  username: string = STUDIO_DEMO.fullOwner,
  store: string = STUDIO_DEMO.fullStore,
): Promise<void> {
  await signInToStudio(page, username);
  await openLandEditor(page, store);
  await waitSaved(page);
}

/** Signs out from the land list and waits for the sign-in form. */
export async function signOutOfStudio(page: Page): Promise<void> {
  await page.getByRole('button', { name: STUDIO_TEXTS.signOut }).click();
  await expect(page.getByRole('button', { name: STUDIO_TEXTS.signIn })).toBeVisible();
}

/** The editor's save notice. */
export const editorStatus = (page: Page): Locator => page.getByTestId('sync-status');

/** Waits until the autosave has committed everything. */
export async function waitSaved(page: Page): Promise<void> {
  await expect(editorStatus(page)).toHaveText(STUDIO_TEXTS.saved, { timeout: 15_000 });
}

/** The rows of the current page's blocks in the structure tab. */
export const pageRows = (page: Page): Locator =>
  page.locator('[data-container^="page:"] > .studio-blocks > .studio-block-row');

/** The block types of the current page, in order, as the structure tab lists them. */
export const rowTypes = (page: Page): Promise<(string | null)[]> =>
  pageRows(page).evaluateAll((rows) => rows.map((row) => row.getAttribute('data-block-type')));

/** Adds a block of `type` at the end of a container (by default the page) through the dialog. */
export async function addBlock(
  page: Page,
  type: string,
  section: Locator = page.locator('section[data-container^="page:"]'),
): Promise<void> {
  // The container's own button ("+ Ajouter un bloc"), not a grid's "Ajouter un bloc ici".
  await section.getByRole('button', { name: /Ajouter un bloc$/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Ajouter un bloc' });
  await dialog.locator(`[data-add-block="${type}"]`).click();
  await expect(dialog).toBeHidden();
  await backToStructure(page);
}

/**
 * A block just added is selected with its settings shown; the tests go on from the structure,
 * as an owner adding several blocks does.
 */
export async function backToStructure(page: Page): Promise<void> {
  await expect(page.getByRole('tab', { name: 'Réglages' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'Structure' }).click();
}

/**
 * The API server as a context's pages see it, to take away and bring back: HTTP calls to /graphql
 * are aborted and the graphql-ws sockets (through a pass-through route) are dropped and refused
 * while it is away, as when the machine loses its network. Set up before the pages open.
 */
export async function apiSwitch(context: BrowserContext) {
  let away = false;
  const open = new Set<WebSocketRoute>();
  await context.routeWebSocket(/\/graphql$/, (socket) => {
    // 1013 "try again later": the client reconnects on its own, as after a network loss.
    if (away) return socket.close({ code: 1013, reason: 'away' });
    open.add(socket);
    socket.connectToServer();
  });
  return {
    async away() {
      away = true;
      await context.route('**/graphql', (route) => route.abort());
      for (const socket of open) await socket.close({ code: 1013, reason: 'away' }).catch(() => undefined);
      open.clear();
    },
    async back() {
      away = false;
      await context.unroute('**/graphql');
    },
  };
}
