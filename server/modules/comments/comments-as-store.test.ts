import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../test/engines';
import { startTestServer, type TestServer } from '../../test/harness';
import { createAnnouncement } from '../announcements/announcements.test-support';
import { firstError, userWithToken } from '../reactions/reactions.test-support';
import { createTestStore } from '../stores/stores.test-support';

const CREATE_AS = `mutation ($announcementId: ID!, $content: String, $parentId: ID, $asStoreId: ID) {
  announcementCommentCreate(announcementId: $announcementId, content: $content, parentId: $parentId, asStoreId: $asStoreId) {
    id user { id } store { id name } replies { id }
  }
}`;
const LIST = `query ($announcementId: ID!) {
  announcementCommentList(announcementId: $announcementId) {
    data { store { id } replies { content store { id } } }
  }
}`;

describe.each(testEngines)('comments written as a store on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('a store’s member answers as the store; anyone else asking to is refused and nothing is written', async () => {
    const owner = await userWithToken(server);
    const buyer = await userWithToken(server);
    const store = await createTestStore(server.deps, { ownerId: owner.id });
    const announcement = await createAnnouncement(server.deps, { userId: owner.id, storeId: store.id });
    const question = await server.gql<{ announcementCommentCreate: { id: string; store: null } }>(
      CREATE_AS,
      { announcementId: announcement.id, content: 'Livrez-vous à Oran ?' },
      { token: buyer.token },
    );
    expect(question.data!.announcementCommentCreate.store).toBeNull();

    // The buyer is no member of the store: refused, nothing written.
    const posing = await server.gql(
      CREATE_AS,
      { announcementId: announcement.id, content: 'Oui, gratuitement.', asStoreId: store.id },
      { token: buyer.token },
    );
    expect(firstError(posing).code).toBe('FORBIDDEN');

    const answer = await server.gql<{ announcementCommentCreate: { user: { id: string }; store: { id: string } } }>(
      CREATE_AS,
      {
        announcementId: announcement.id,
        content: 'Oui, sous 48 heures.',
        parentId: question.data!.announcementCommentCreate.id,
        asStoreId: store.id,
      },
      { token: owner.token },
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.announcementCommentCreate).toMatchObject({ user: { id: owner.id }, store: { id: store.id } });

    const listed = await server.gql<{
      announcementCommentList: {
        data: { store: null; replies: { content: string; store: { id: string } | null }[] }[];
      };
    }>(LIST, { announcementId: announcement.id });
    const thread = listed.data!.announcementCommentList.data[0]!;
    expect(thread.store).toBeNull();
    expect(thread.replies).toEqual([{ content: 'Oui, sous 48 heures.', store: { id: store.id } }]);
  });
});
