import type { Resolvers } from '../../graphql/resolvers.generated';
import { allow, anyone } from '../../graphql/permissions';
import { findRegion, listCities, listRegions, loadGeo } from './geo.service';
import { parseReferenceId, requireOneOf } from './reference';

export const geoResolvers: Resolvers = {
  Query: {
    regions: allow(anyone, async (_parent, _args, ctx) => [...(await listRegions(ctx.deps))]),
    region: allow(anyone, (_parent, args, ctx) => {
      requireOneOf(args, ['id', 'slug']);
      return findRegion(ctx.deps, args.id != null ? { id: parseReferenceId(args.id, 'id') } : { slug: args.slug! });
    }),
    cities: allow(anyone, async (_parent, { regionId }, ctx) => [
      ...(await listCities(ctx.deps, parseReferenceId(regionId, 'regionId'))),
    ]),
  },
  Region: {
    name: (region, _args, ctx) => region.names[ctx.lang],
    cities: async (region, _args, ctx) => [...(await listCities(ctx.deps, region.id))],
  },
  City: {
    name: (city, _args, ctx) => city.names[ctx.lang],
    region: async (city, _args, ctx) => (await loadGeo(ctx.deps)).regionsById.get(city.regionId)!,
  },
};
