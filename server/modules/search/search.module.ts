import type { FastifyPluginAsync } from 'fastify';
import type { Deps } from '../../deps';
import { loadTypeDefs, type ServerModule } from '../module';
import { compactSearchCounts } from './search-counts';
import { searchResolvers } from './search.resolvers';
import { searchVocabularySubscriber } from './search.subscribers';

/** How often the category and place counters are folded together. */
const COMPACT_EVERY_MS = 60_000;

/** Folds the search counters now and then, in the background, for as long as the server runs. */
const searchPlugin: FastifyPluginAsync<{ deps: Deps }> = (app, { deps }) => {
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = compactSearchCounts(deps.db)
      .catch((error: unknown) => deps.log.warn({ err: error }, 'search counters: compaction failed'))
      .finally(() => {
        running = null;
      });
  }, COMPACT_EVERY_MS);
  // The timer alone must not keep the process alive.
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
  return Promise.resolve();
};

export const searchModule: ServerModule = {
  name: 'search',
  typeDefs: loadTypeDefs(import.meta.url, 'search.graphql'),
  resolvers: searchResolvers as ServerModule['resolvers'],
  plugin: searchPlugin,
  subscribers: [searchVocabularySubscriber],
};
