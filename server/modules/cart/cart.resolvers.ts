import { parseId } from '../../core/ids';
import { allow, signedIn } from '../../graphql/permissions';
import type { Resolvers } from '../../graphql/resolvers.generated';
import { loadAnnouncementsByIds } from '../announcements';
import { loadStoresByIds } from '../stores';
import { findUser } from '../users';
import { acceptCartPrices, addToCart, cartOf, groupsOf, removeCartItem, setCartItem, totalOf } from './cart.service';

export const cartResolvers: Resolvers = {
  Query: {
    // An anonymous session keeps a cart too (it merges into the member's at sign-in).
    cart: allow(signedIn, (_parent, _args, ctx) => cartOf(ctx.deps, ctx.viewer!)),
  },
  Mutation: {
    cartAdd: allow(signedIn, (_parent, { announcementId, variantId, quantity }, ctx) =>
      addToCart(ctx.deps, ctx.viewer!, {
        announcementId: parseId(announcementId, 'announcementId'),
        variantId: variantId ? parseId(variantId, 'variantId') : null,
        quantity: quantity ?? 1,
      }),
    ),
    cartItemSet: allow(signedIn, (_parent, { id, quantity }, ctx) =>
      setCartItem(ctx.deps, ctx.viewer!, parseId(id, 'id'), quantity),
    ),
    cartItemRemove: allow(signedIn, (_parent, { id }, ctx) => removeCartItem(ctx.deps, ctx.viewer!, parseId(id, 'id'))),
    cartPricesAccept: allow(signedIn, (_parent, _args, ctx) => acceptCartPrices(ctx.deps, ctx.viewer!)),
  },
  Cart: {
    count: (cart) => cart.items.reduce((sum, item) => sum + item.quantity, 0),
    total: (cart) => totalOf(cart.items),
    groups: (cart) => groupsOf(cart),
  },
  CartGroup: {
    store: async (group, _args, ctx) =>
      group.storeId ? ((await loadStoresByIds(ctx.deps.db, [group.storeId]))[0] ?? null) : null,
    seller: async (group, _args, ctx) => (await findUser(ctx.deps, group.sellerId))!,
    subtotal: (group) => totalOf(group.items),
  },
  CartItem: {
    announcement: async (item, _args, ctx) => (await loadAnnouncementsByIds(ctx.deps.db, [item.announcementId]))[0]!,
    priceChanged: (item) => item.currentPrice !== null && item.currentPrice !== item.unitPrice,
  },
};
