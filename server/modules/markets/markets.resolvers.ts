import { parseId } from '../../core/ids';
import { allow, anyone, member } from '../../graphql/permissions';
import type { Resolvers } from '../../graphql/resolvers.generated';
import { landMembers, landServiceParams } from '../stores';
import { operator } from '../stores';
import { readMemberRole } from '../stores';
import {
  addMarketMember,
  createMarket,
  findMarket,
  marketStores,
  myMarkets,
  seesMarketInternals,
  updateMarket,
} from './markets.service';

export const marketsResolvers: Resolvers = {
  Query: {
    market: allow(anyone, (_parent, { id }, ctx) => findMarket(ctx.deps.db, parseId(id, 'id'))),
    myMarkets: allow(member, (_parent, _args, ctx) => myMarkets(ctx.deps, ctx.viewer!)),
  },
  Mutation: {
    marketCreate: allow(operator, (_parent, { input }, ctx) =>
      createMarket(ctx.deps, { ...input, ownerId: parseId(input.ownerId, 'ownerId') }),
    ),
    // The market's owners or operators: checked by the service, which knows the market.
    marketUpdate: allow(member, (_parent, { id, input }, ctx) =>
      updateMarket(ctx.deps, ctx.viewer!, parseId(id, 'id'), input),
    ),
    marketMemberAdd: allow(member, (_parent, { id, userId, role }, ctx) =>
      addMarketMember(ctx.deps, ctx.viewer!, {
        marketId: parseId(id, 'id'),
        userId: parseId(userId, 'userId'),
        role: readMemberRole(role),
      }),
    ),
  },
  Market: {
    // The spec spells it so; the column is description.
    descreption: (market) => market.description,
    logo: (market) => market.logoUrl,
    url: (market, _args, ctx) => `${ctx.deps.config.publicUrl}/landing/${market.id}/${market.slug}/`,
    stores: (market, _args, ctx) => marketStores(ctx.deps.db, market.id),
    users: async (market, _args, ctx) =>
      (await seesMarketInternals(ctx.deps.db, ctx.viewer, market.id))
        ? ((await landMembers(ctx.deps.db, 'MARKET', [market.id])).get(market.id) ?? [])
        : [],
    serviceParams: async (market, _args, ctx) =>
      (await seesMarketInternals(ctx.deps.db, ctx.viewer, market.id))
        ? ((await landServiceParams(ctx.deps.db, 'MARKET', [market.id])).get(market.id) ?? [])
        : [],
  },
};
