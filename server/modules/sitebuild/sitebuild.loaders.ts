import type { Loader, MercuriusLoaders } from 'mercurius';
import type { MediaSize } from '../../../shared/domain/announcements';
import type { Context } from '../../graphql/context';
import type { AnnouncementModel } from '../announcements';
import type { StoreModel } from '../stores';
import { landAnnouncements, landScopes, landStores, scopeOf } from './site-queries';
import type { SiteQueryModel } from './sitebuild.mappers';

type MediaArgs = { mediaSize?: MediaSize | null };

/** `SiteQuery.announcements`: every query of the response, the lands read once, searches in parallel. */
const announcements: Loader<SiteQueryModel, MediaArgs, Context> = async (queries, ctx) => {
  const scopes = await landScopes(
    ctx.deps,
    queries.map(({ obj }) => obj),
  );
  return Promise.all(
    queries.map(async ({ obj, params }): Promise<AnnouncementModel[]> =>
      obj.type === 'ANNOUNCEMENTS'
        ? landAnnouncements(ctx.deps, scopeOf(scopes, obj), obj, params.mediaSize ?? undefined)
        : [],
    ),
  );
};

/** `SiteQuery.clusterAnnouncements`: the cluster's list, the same way; empty without a cluster. */
const clusterAnnouncements: Loader<SiteQueryModel, MediaArgs, Context> = async (queries, ctx) => {
  const scopes = await landScopes(
    ctx.deps,
    queries.map(({ obj }) => obj),
  );
  return Promise.all(
    queries.map(async ({ obj, params }): Promise<AnnouncementModel[]> =>
      obj.cluster ? landAnnouncements(ctx.deps, scopeOf(scopes, obj), obj.cluster, params.mediaSize ?? undefined) : [],
    ),
  );
};

/** `SiteQuery.stores`: a market's stores for its STORES queries; empty otherwise. */
const stores: Loader<SiteQueryModel, Record<string, never>, Context> = async (queries, ctx) => {
  const scopes = await landScopes(
    ctx.deps,
    queries.map(({ obj }) => obj),
  );
  return Promise.all(
    queries.map(async ({ obj }): Promise<StoreModel[]> =>
      obj.type === 'STORES' ? landStores(ctx.deps, scopeOf(scopes, obj), obj) : [],
    ),
  );
};

/** Batched field resolvers of the site builder. */
export const sitebuildLoaders: MercuriusLoaders<Context> = {
  SiteQuery: { announcements, clusterAnnouncements, stores },
};
