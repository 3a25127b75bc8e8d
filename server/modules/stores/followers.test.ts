import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../test/engines';
import { startTestServer, type TestServer } from '../../test/harness';
import { userWithToken } from '../reactions/reactions.test-support';
import { createTestStore } from './stores.test-support';

const FOLLOW = `mutation ($id: ID!) { storeFollow(id: $id) { id } }`;
const UNFOLLOW = `mutation ($id: ID!) { storeUnfollow(id: $id) { id } }`;
const FOLLOWED = `{ myFollowedStores { data { id name } paginatorInfo { total } } }`;
const FOLLOWERS = `{ myStoreFollowers { data { user { id } store { id } } paginatorInfo { total } } }`;

describe.each(testEngines)('who follows whom, on the profile, on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('lists the stores a member follows (latest first) and the followers of an owner’s stores', async () => {
    const owner = await userWithToken(server);
    const fan = await userWithToken(server);
    const first = await createTestStore(server.deps, { ownerId: owner.id, name: `Première ${Date.now() % 100000}` });
    const second = await createTestStore(server.deps, { ownerId: owner.id, name: `Seconde ${Date.now() % 100000}` });
    await server.gql(FOLLOW, { id: first.id }, { token: fan.token });
    server.advanceClock(1000);
    await server.gql(FOLLOW, { id: second.id }, { token: fan.token });

    const followed = await server.gql<{
      myFollowedStores: { data: { id: string }[]; paginatorInfo: { total: number } };
    }>(FOLLOWED, {}, { token: fan.token });
    expect(followed.data!.myFollowedStores.data.map((s) => s.id)).toEqual([second.id, first.id]);
    expect(followed.data!.myFollowedStores.paginatorInfo.total).toBe(2);

    const followers = await server.gql<{
      myStoreFollowers: { data: { user: { id: string }; store: { id: string } }[] };
    }>(FOLLOWERS, {}, { token: owner.token });
    expect(followers.data!.myStoreFollowers.data).toEqual([
      { user: { id: fan.id }, store: { id: second.id } },
      { user: { id: fan.id }, store: { id: first.id } },
    ]);
    // Others see nothing of it: their own lists are empty.
    const stranger = await userWithToken(server);
    const none = await server.gql<{ myStoreFollowers: { data: unknown[] } }>(FOLLOWERS, {}, { token: stranger.token });
    expect(none.data!.myStoreFollowers.data).toEqual([]);

    await server.gql(UNFOLLOW, { id: second.id }, { token: fan.token });
    const after = await server.gql<{ myFollowedStores: { data: { id: string }[] } }>(
      FOLLOWED,
      {},
      { token: fan.token },
    );
    expect(after.data!.myFollowedStores.data.map((s) => s.id)).toEqual([first.id]);
  });
});
