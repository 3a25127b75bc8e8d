import { followedStores, storeFollowers } from './followers.service';
import type { Context } from '../../graphql/context';
import { parseId } from '../../core/ids';
import { allow, anyone, member } from '../../graphql/permissions';
import type { Resolvers } from '../../graphql/resolvers.generated';
import { loadCatalog } from '../catalog';
import { loadGeo } from '../geo';
import { operator } from './store-access';
import {
  addStoreMember,
  createStore,
  readMemberRole,
  removeStoreMember,
  renewStore,
  updateStore,
} from './store-admin.service';
import { storeAnnouncements } from './store-announcements.service';
import { searchStores } from './store-directory.service';
import type { StoreModel } from './stores.mappers';
import { findStore, findStoreByDomain, myStores, setFollowing } from './stores.service';
import { removeServiceParam, setServiceParam } from './service-params.service';

/**
 * A store's address: its own domain in the standalone mode (served by this server, so with the
 * portal's scheme and port: https in production, http://boutique-demo.localhost:PORT locally),
 * else /store/{id}/{slug}/ on the portal.
 */
export function storeUrl(ctx: Pick<Context, 'deps'>, store: Pick<StoreModel, 'id' | 'slug' | 'domain'>): string {
  const portal = new URL(ctx.deps.config.publicUrl);
  return store.domain
    ? `${portal.protocol}//${store.domain}${portal.port ? `:${portal.port}` : ''}/`
    : `${ctx.deps.config.publicUrl}/store/${store.id}/${store.slug}/`;
}

export const storesResolvers: Resolvers = {
  Query: {
    store: allow(anyone, (_parent, { id }, ctx) => findStore(ctx.deps, ctx.viewer, parseId(id, 'id'))),
    storeByDomain: allow(anyone, (_parent, { domain }, ctx) => findStoreByDomain(ctx.deps, ctx.viewer, domain)),
    storeSearch: allow(anyone, (_parent, { q, filter }, ctx) =>
      searchStores(ctx.deps, {
        q,
        keyword: filter?.keyword,
        regionId: filter?.regionId,
        cityId: filter?.cityId,
        tag: filter?.tag,
        isOfficial: filter?.isOfficial,
        page: filter?.page,
        count: filter?.count,
      }),
    ),
    myStores: allow(member, (_parent, _args, ctx) => myStores(ctx.deps, ctx.viewer!)),
    myFollowedStores: allow(member, (_parent, { page }, ctx) => followedStores(ctx.deps, ctx.viewer!, page)),
    myStoreFollowers: allow(member, (_parent, { page }, ctx) => storeFollowers(ctx.deps, ctx.viewer!, page)),
    // The store's members, moderators and operators: checked by the service, which knows the store.
    storeAnnouncements: allow(member, (_parent, { storeId, filter, page, count }, ctx) =>
      storeAnnouncements(ctx.deps, ctx.viewer!, {
        storeId: parseId(storeId, 'storeId'),
        statuses: filter?.statuses ?? null,
        q: filter?.q ?? null,
        page: page ?? 1,
        count: count ?? 24,
      }),
    ),
  },
  Mutation: {
    storeFollow: allow(member, (_parent, { id }, ctx) =>
      setFollowing(ctx.deps, ctx.viewer!, { storeId: parseId(id, 'id'), follow: true }),
    ),
    storeUnfollow: allow(member, (_parent, { id }, ctx) =>
      setFollowing(ctx.deps, ctx.viewer!, { storeId: parseId(id, 'id'), follow: false }),
    ),
    storeRenew: allow(operator, (_parent, { id, duration }, ctx) =>
      renewStore(ctx.deps, ctx.viewer!, parseId(id, 'id'), duration),
    ),
    storeCreate: allow(operator, (_parent, { input }, ctx) =>
      createStore(ctx.deps, { ...input, ownerId: parseId(input.ownerId, 'ownerId') }),
    ),
    // Owners of the store or operators: checked by the service, which knows the store.
    storeUpdate: allow(member, (_parent, { id, input }, ctx) =>
      updateStore(ctx.deps, ctx.viewer!, parseId(id, 'id'), input),
    ),
    storeMemberAdd: allow(member, (_parent, { id, userId, role }, ctx) =>
      addStoreMember(ctx.deps, ctx.viewer!, {
        storeId: parseId(id, 'id'),
        userId: parseId(userId, 'userId'),
        role: readMemberRole(role),
      }),
    ),
    storeMemberRemove: allow(member, (_parent, { id, userId }, ctx) =>
      removeStoreMember(ctx.deps, ctx.viewer!, { storeId: parseId(id, 'id'), userId: parseId(userId, 'userId') }),
    ),
    serviceParamSet: allow(operator, (_parent, { landId, launchType, code, value }, ctx) =>
      setServiceParam(ctx.deps, { landId: parseId(landId, 'landId'), launchType, code, value: value ?? null }),
    ),
    serviceParamRemove: allow(operator, (_parent, { landId, launchType, code }, ctx) =>
      removeServiceParam(ctx.deps, { landId: parseId(landId, 'landId'), launchType, code }),
    ),
  },
  Store: {
    url: (store, _args, ctx) => storeUrl(ctx, store),
    domainName: (store) => (store.domain ? { domain: store.domain } : null),
    // Batched by stores.loaders.ts: announcementsCount, iAmFollowing, mainLocation, locations,
    // categories, announcements, users, serviceParams.
  },
  StoreLocation: {
    phones: (location) => location.phones.map((phone) => ({ phone })),
    location: async (location, _args, ctx) => {
      const geo = await loadGeo(ctx.deps);
      const city = location.cityId !== null ? (geo.citiesById.get(location.cityId) ?? null) : null;
      const regionId = city?.regionId ?? location.regionId;
      return {
        id: location.id,
        title: location.title,
        address: location.address,
        lat: location.lat,
        lng: location.lng,
        city,
        region: regionId !== null ? (geo.regionsById.get(regionId) ?? null) : null,
      };
    },
  },
  StoreCategory: {
    id: (category) => String(category.id),
    name: (category, _args, ctx) => category.names[ctx.lang],
    priceUnits: (category) => [...category.priceUnits],
    children: async (category, _args, ctx) => [...(await loadCatalog(ctx.deps)).activeChildren(category.id)],
  },
};
