// The profile's "Abonnements" and "Abonnés": a member follows a store, finds it on their profile
// and unfollows it there; the store's owner sees the new follower on theirs.
import { expect, gql, loginTokens, test, useSession } from './fixtures';
import { STUDIO_DEMO } from './studio/support';

test('a member finds the stores they follow, and an owner who follows their stores', async ({
  memberPage,
  request,
  browser,
  baseURL,
}) => {
  const { page, tokens, username } = memberPage;
  const owner = await loginTokens(request, STUDIO_DEMO.noPlanOwner);
  const mine = await gql<{ me: { id: string }; myStores: { id: string; name: string }[] }>(
    request,
    '{ me { id } myStores { id name } }',
    {},
    owner.token,
  );
  const store = mine.data.myStores.find((s) => s.name === STUDIO_DEMO.noPlanStore)!;
  const me = await gql<{ me: { id: string } }>(request, '{ me { id } }', {}, tokens.token);
  const followed = await gql(
    request,
    'mutation ($id: ID!) { storeFollow(id: $id) { id } }',
    { id: store.id },
    tokens.token,
  );
  expect(followed.errors, JSON.stringify(followed.errors)).toBeUndefined();

  await page.goto(`/membre/${me.data.me.id}/subscriptions`);
  const card = page.locator('.store-card', { hasText: store.name });
  await expect(card).toBeVisible();
  await expect(page.getByText('Les boutiques arrivent bientôt')).toHaveCount(0);

  // The owner, in another browser, sees the new follower first.
  const ownerContext = await browser.newContext({ baseURL });
  await useSession(ownerContext, baseURL!, owner);
  const ownerPage = await ownerContext.newPage();
  await ownerPage.goto(`/membre/${mine.data.me.id}/followers`);
  const first = ownerPage.locator('.follower').first();
  await expect(first).toContainText(username);
  await expect(first).toContainText(`suit ${store.name}`);
  await ownerContext.close();

  // Unfollowed from the card on the profile.
  await page.waitForLoadState('networkidle');
  await card.getByRole('button', { name: /Abonné|Suivi/ }).click();
  await expect
    .poll(async () => {
      const list = await gql<{ myFollowedStores: { data: { id: string }[] } }>(
        request,
        '{ myFollowedStores { data { id } } }',
        {},
        tokens.token,
      );
      return list.data.myFollowedStores.data.map((s) => s.id);
    })
    .not.toContain(store.id);
});
