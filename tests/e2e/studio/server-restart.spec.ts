// The server stopped in the middle of an edit and started again: the studio keeps the edits,
// says it is offline, and sends them once the server answers again. A server of the test's own
// (a real process, stopped with SIGTERM), so the suite's server stays up for the other tests.
import { expect, test } from '@playwright/test';
import { E2E_PORT } from '../playwright.config';
import { ownServer, type OwnServer } from './server-process';
import {
  STUDIO_DEMO,
  STUDIO_TEXTS,
  addBlock,
  editorStatus,
  openLandEditor,
  openStoreEditor,
  rowTypes,
  signInToStudio,
} from './support';

let server: OwnServer;

test.beforeAll(async () => {
  test.setTimeout(320_000);
  // Beside the suite's port, so runs on other ports do not meet.
  server = await ownServer(E2E_PORT + 37);
});

test.afterAll(async () => {
  await server?.stop();
});

test('the server stopped during an edit and started again: nothing is lost', async ({ browser }) => {
  test.setTimeout(300_000);
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  await openStoreEditor(page);
  const before = await rowTypes(page);

  await server.stop();
  await addBlock(page, 'Spacer');
  await expect(editorStatus(page)).toHaveText(/Hors ligne/, { timeout: 20_000 });
  // Still editing while the server is away: this one waits in the queue with the first.
  await addBlock(page, 'Button');
  expect(await rowTypes(page)).toEqual([...before, 'Spacer', 'Button']);

  await server.start();
  // No reload, no click: the editor's own retries find the server again.
  await expect(editorStatus(page)).toHaveText(STUDIO_TEXTS.saved, { timeout: 60_000 });

  // A fresh window reads the server's copy.
  const again = await context.newPage();
  await signInToStudio(again, STUDIO_DEMO.fullOwner);
  await openLandEditor(again, STUDIO_DEMO.fullStore);
  await expect.poll(() => rowTypes(again)).toEqual([...before, 'Spacer', 'Button']);
  await context.close();
});
