// A reported message reaches the moderation desk: the moderator reads the conversation through
// the report and suspends the sender; the report leaves the list.
import { expect, gql, registerMember, test } from '../fixtures';
import { demoStore, signInToStudio, STUDIO_DEMO, watchErrors } from './support';

const MODERATOR = 'walid_moderation';

test('a moderator reads a reported conversation and suspends the sender', async ({ page, request }) => {
  const errors = watchErrors(page);
  // A new account writes to a store about one of its announcements; the store's owner reports it.
  const sender = await registerMember(request);
  const { storeId, ownerToken } = await demoStore(request, STUDIO_DEMO.noPlanOwner, STUDIO_DEMO.noPlanStore);
  const word = `mandat${Date.now()}`;
  const started = await gql<{ conversationStart: { id: string } }>(
    request,
    'mutation ($input: ConversationStartInput!) { conversationStart(input: $input) { id } }',
    { input: { storeId, text: 'Bonjour, je voudrais commander.' } },
    sender.tokens.token,
  );
  expect(started.errors, JSON.stringify(started.errors)).toBeUndefined();
  const sent = await gql<{ messageSend: { id: string } }>(
    request,
    'mutation ($c: ID!, $t: String) { messageSend(conversationId: $c, text: $t) { id } }',
    { c: started.data.conversationStart.id, t: `Payez d’abord par ${word}, je livre après.` },
    sender.tokens.token,
  );
  expect(sent.errors, JSON.stringify(sent.errors)).toBeUndefined();
  const reported = await gql(
    request,
    'mutation ($id: ID!) { messageReport(id: $id, reason: SCAM, details: "Demande de paiement avant livraison") { id } }',
    { id: sent.data.messageSend.id },
    ownerToken,
  );
  expect(reported.errors, JSON.stringify(reported.errors)).toBeUndefined();

  await signInToStudio(page, MODERATOR);
  await page.getByRole('button', { name: 'Modération' }).click();
  // The desk opens on its queue once its code has loaded: the tab is chosen when it shows as chosen.
  const reportsTab = page.getByRole('tab', { name: 'Signalements' });
  await expect(async () => {
    await reportsTab.click();
    await expect(reportsTab).toHaveAttribute('aria-selected', 'true', { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Messages', exact: true }).click();
  const item = page.locator('.moderation__group', { hasText: word });
  await expect(item).toContainText('Arnaque suspectée');
  await expect(item).toContainText('Demande de paiement avant livraison');
  await item.getByRole('button', { name: 'Lire la conversation' }).click();
  await expect(item.locator('.moderation__thread li')).toHaveCount(2);
  await expect(item.locator('.moderation__reported')).toContainText(word);

  await item.getByRole('textbox', { name: 'Motif de la suspension' }).fill('Arnaque au paiement anticipé');
  await item.getByRole('button', { name: 'Suspendre l’expéditeur' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'L’expéditeur est suspendu.' })).toBeVisible();
  await expect(page.locator('.moderation__group', { hasText: word })).toHaveCount(0);
  // The sender's session no longer works.
  const me = await gql<{ me: { id: string } | null }>(request, '{ me { id } }', {}, sender.tokens.token);
  expect(me.data?.me ?? null).toBeNull();
  expect(errors).toEqual([]);
});
