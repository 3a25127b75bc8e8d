import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAnnouncement } from '../../modules/announcements/announcements.test-support';
import { postComment } from '../../modules/comments/comments.test-support';
import { userWithToken } from '../../modules/reactions/reactions.test-support';
import { testEngines } from '../../test/engines';
import { startTestServer, type TestServer } from '../../test/harness';

/**
 * What members do through the API is recorded as domain events with their change, for the
 * features that will react to them (notifications, statistics), even before any subscriber does.
 */
describe.each(testEngines)('events recorded by the API on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => {
    await server?.close();
  });

  const eventsOf = (type: string) =>
    server.deps.db
      .selectFrom('domain_events')
      .select(['type', 'payload', 'actor_id'])
      .where('type', '=', type)
      .orderBy('id')
      .execute();

  it('a comment, a like and a phone reveal each leave their event, with who did it', async () => {
    const seller = await userWithToken(server);
    const buyer = await userWithToken(server);
    const announcement = await createAnnouncement(server.deps, {
      userId: seller.id,
      phones: [{ phone: '0550123456' }],
    });
    const commentId = await postComment(server, buyer.token, announcement.id, 'Toujours disponible ?');
    await server.gql(
      'mutation ($id: ID!) { announcementLike(id: $id) { status } }',
      { id: announcement.id },
      {
        token: buyer.token,
      },
    );
    // Liking again changes nothing, and tells nobody.
    await server.gql(
      'mutation ($id: ID!) { announcementLike(id: $id) { status } }',
      { id: announcement.id },
      {
        token: buyer.token,
      },
    );
    await server.gql(
      'mutation ($id: ID!) { announcementPhoneGet(id: $id) { id } }',
      { id: announcement.id },
      {
        token: buyer.token,
      },
    );

    expect(await eventsOf('comment.created')).toEqual([
      {
        type: 'comment.created',
        actor_id: buyer.id,
        payload: { commentId, announcementId: announcement.id, parentId: null, authorId: buyer.id },
      },
    ]);
    expect(await eventsOf('reaction.given')).toEqual([
      {
        type: 'reaction.given',
        actor_id: buyer.id,
        payload: { announcementId: announcement.id, userId: buyer.id, kind: 'LIKE', given: true },
      },
    ]);
    expect(await eventsOf('announcement.phoneRevealed')).toEqual([
      {
        type: 'announcement.phoneRevealed',
        actor_id: buyer.id,
        payload: { announcementId: announcement.id, viewerId: buyer.id },
      },
    ]);
  });
});
