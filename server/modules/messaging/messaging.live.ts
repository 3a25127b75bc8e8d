import { subscriber } from '../../core/events';
import { loadMessages } from './messaging.mappers';

/** One topic per party and kind: a member hears their own conversations, a store's members the store's. */
export const messengerTopic = (kind: 'MESSAGE' | 'UPDATE' | 'TYPING', party: string): string =>
  `MESSENGER_${kind}:${party}`;

/**
 * Feeds the messenger's subscriptions from the bus, after commit: each party of a conversation
 * hears its new messages (the stored message, pictures included) and the changes of its sides.
 * Through the server's pubsub, so with REDIS_URL every instance's sockets hear them.
 */
export const messengerLiveSubscriber = subscriber({
  name: 'messaging.live',
  events: ['message.sent', 'conversation.updated'],
  async handle(event, { db, afterCommit, live }) {
    if (event.type === 'message.sent') {
      const payload = event.payload as { messageId: string; parties: string[] };
      const [message] = await loadMessages(db, [payload.messageId]);
      if (!message) return;
      afterCommit(async () => {
        for (const party of payload.parties) {
          await live.publish(messengerTopic('MESSAGE', party), { messageReceived: message });
        }
      });
      return;
    }
    const { conversationId, party, change, messageId, parties } = event.payload as {
      conversationId: string;
      party: string;
      change: string;
      messageId: string | null;
      parties: string[];
    };
    afterCommit(async () => {
      for (const to of parties) {
        await live.publish(messengerTopic('UPDATE', to), {
          conversationUpdated: { conversationId, party, change, messageId },
        });
      }
    });
  },
});
