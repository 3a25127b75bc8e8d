import type { PubSub } from 'mercurius';
import MQEmitterRedis from 'mqemitter-redis';
import type { LivePublisher } from '../core/events';

/**
 * The emitter behind Mercurius' subscriptions when several server instances serve one
 * marketplace: Redis carries each publication to every instance, so a studio subscribed on one
 * hears a change made through another. Without a Redis address, Mercurius' in-memory emitter.
 */
export function redisEmitter(redisUrl: string): { emitter: object; close: () => Promise<void> } {
  const emitter = MQEmitterRedis({ connectionString: redisUrl });
  return {
    emitter,
    close: () => new Promise((resolve) => emitter.close(() => resolve())),
  };
}

/** Subscribers publish to live subscriptions through the server's pubsub. */
export function pubsubPublisher(pubsub: PubSub): LivePublisher {
  return {
    publish: (topic, payload) =>
      new Promise((resolve) => {
        pubsub.publish({ topic, payload }, () => resolve());
      }),
  };
}
