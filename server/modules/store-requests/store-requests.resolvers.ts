import { parseId } from '../../core/ids';
import { allow, member } from '../../graphql/permissions';
import type { Resolvers } from '../../graphql/resolvers.generated';
import { loadCatalog } from '../catalog';
import { loadGeo } from '../geo';
import { loadStoresByIds, operator } from '../stores';
import { findUser } from '../users';
import {
  approveStoreRequest,
  createStoreRequest,
  myStoreRequests,
  refuseStoreRequest,
  storeRequests,
} from './store-requests.service';

export const storeRequestsResolvers: Resolvers = {
  Query: {
    myStoreRequests: allow(member, (_parent, _args, ctx) => myStoreRequests(ctx.deps, ctx.viewer!)),
    storeRequests: allow(operator, (_parent, { status, page, count }, ctx) =>
      storeRequests(ctx.deps, { status: status ?? 'PENDING', page, count }),
    ),
  },
  Mutation: {
    storeRequestCreate: allow(member, (_parent, { input }, ctx) => createStoreRequest(ctx.deps, ctx.viewer!, input)),
    storeRequestApprove: allow(operator, (_parent, { id }, ctx) =>
      approveStoreRequest(ctx.deps, ctx.viewer!, parseId(id, 'id')),
    ),
    storeRequestRefuse: allow(operator, (_parent, { id, reason }, ctx) =>
      refuseStoreRequest(ctx.deps, ctx.viewer!, parseId(id, 'id'), reason),
    ),
  },
  StoreRequest: {
    name: (request) => request.form.name,
    description: (request) => request.form.description ?? null,
    imageUrl: (request) => request.form.imageUrl ?? null,
    categories: async (request, _args, ctx) => {
      const catalog = await loadCatalog(ctx.deps);
      return request.form.categoryIds.flatMap((id) => catalog.categoriesById.get(Number(id)) ?? []);
    },
    city: async (request, _args, ctx) => {
      const cityId = request.form.mainLocation.cityId;
      return cityId ? ((await loadGeo(ctx.deps)).citiesById.get(Number(cityId)) ?? null) : null;
    },
    address: (request) => request.form.mainLocation.address ?? null,
    phones: (request) => (request.form.mainLocation.phones ?? []).filter((phone) => phone.trim() !== ''),
    requester: async (request, _args, ctx) => (await findUser(ctx.deps, request.user_id))!,
    store: async (request, _args, ctx) =>
      request.store_id ? ((await loadStoresByIds(ctx.deps.db, [request.store_id]))[0] ?? null) : null,
    createdAt: (request) => request.created_at,
    decidedAt: (request) => request.decided_at,
  },
};
