import type { FastifyPluginAsync } from 'fastify';
import type { MercuriusLoaders } from 'mercurius';
import type { Deps } from '../../deps';
import { reactionsLoaders } from './reactions.loaders';

/**
 * Registers `Announcement.userReaction`'s loader with Mercurius directly. Through
 * `ServerModule.loaders` it would replace the other domains' `Announcement` loaders (user,
 * variants, pictures): server/graphql/schema.ts joins modules' loaders type by type with
 * `Object.assign`, so the last module's `Announcement` map wins. Once loaders are merged field
 * by field there, this can move back to `loaders` in index.ts.
 */
export const reactionsPlugin: FastifyPluginAsync<{ deps: Deps }> = (app) => {
  app.graphql.defineLoaders(reactionsLoaders as MercuriusLoaders);
  return Promise.resolve();
};
