import type { Resolvers } from '../../graphql/resolvers.generated';
import { mediaUrl } from './media.mappers';

/** Field resolvers of `Media`; the announcement's picture fields are loaders (media.loaders.ts). */
export const mediaResolvers: Resolvers = {
  Media: {
    mediaUrl: (media, _args, ctx) => mediaUrl(ctx.deps.config.publicUrl, media.storageKey, media.size),
    thumbnail: (media, _args, ctx) => mediaUrl(ctx.deps.config.publicUrl, media.storageKey, 'SMALL'),
    path: (media) => mediaUrl('', media.storageKey, media.size),
    thumbnailPath: (media) => mediaUrl('', media.storageKey, 'SMALL'),
  },
};
