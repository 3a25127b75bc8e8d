import type { Resolvers } from '../../graphql/resolvers.generated';
import { allow, anyone } from '../../graphql/permissions';
import { parseReferenceId, requireOneOf } from '../geo';
import { findCategoryById, findCategoryBySlug, listMenu, listRootCategories, loadCatalog } from './catalog.service';

// Lists from the snapshot are shared by every request, hence read-only: resolvers hand GraphQL copies.
export const catalogResolvers: Resolvers = {
  Query: {
    categories: allow(anyone, async (_parent, _args, ctx) => [...(await listRootCategories(ctx.deps))]),
    category: allow(anyone, (_parent, args, ctx) => {
      requireOneOf(args, ['id', 'slug']);
      return args.id != null
        ? findCategoryById(ctx.deps, parseReferenceId(args.id, 'id'))
        : findCategoryBySlug(ctx.deps, args.slug!);
    }),
    menuFetch: allow(anyone, async (_parent, { menuFilter }, ctx) => [
      ...(await listMenu(ctx.deps, menuFilter.menuType)),
    ]),
  },
  Category: {
    name: (category, _args, ctx) => category.names[ctx.lang],
    parent: async (category, _args, ctx) =>
      category.parentId === null ? null : ((await loadCatalog(ctx.deps)).categoriesById.get(category.parentId) ?? null),
    parentTree: async (category, _args, ctx) => [...(await loadCatalog(ctx.deps)).parentTree(category.id)],
    children: async (category, _args, ctx) => [...(await loadCatalog(ctx.deps)).activeChildren(category.id)],
    specifications: async (category, _args, ctx) => [...(await loadCatalog(ctx.deps)).specifications(category.id)],
  },
  Specification: {
    label: (specification, _args, ctx) => specification.labels[ctx.lang],
    datasets: async (specification, { parentCodename }, ctx) => {
      const datasets = (await loadCatalog(ctx.deps)).datasets(specification.id);
      if (parentCodename == null) return [...datasets];
      return datasets.filter((d) => d.parentCodename === null || d.parentCodename === parentCodename);
    },
    dependsOn: async (specification, _args, ctx) =>
      specification.dependsOnId === null
        ? null
        : ((await loadCatalog(ctx.deps)).specificationsById.get(specification.dependsOnId) ?? null),
    subSpecifications: async (specification, _args, ctx) => [
      ...(await loadCatalog(ctx.deps)).subSpecifications(specification.id),
    ],
    allSubSpecificationCodenames: async (specification, _args, ctx) => [
      ...(await loadCatalog(ctx.deps)).allSubSpecificationCodenames(specification.id),
    ],
  },
  SpecificationDataset: {
    label: (dataset, _args, ctx) => dataset.labels[ctx.lang],
  },
  MenuEntry: {
    name: (entry, _args, ctx) => entry.names[ctx.lang],
  },
  MenuTarget: {
    category: async (target, _args, ctx) =>
      target.categoryId === null ? null : ((await loadCatalog(ctx.deps)).categoriesById.get(target.categoryId) ?? null),
  },
};
