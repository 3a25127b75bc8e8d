import { parseId } from '../../core/ids';
import { allow, anyone } from '../../graphql/permissions';
import type { Resolvers } from '../../graphql/resolvers.generated';
import { loadAnnouncementsByIds } from '../announcements';
import { loadCatalog } from '../catalog';
import { mediaUrl } from '../media';
import { loadStoresByIds, operator } from '../stores';
import { internetServiceProviderOf } from './internet-service-provider';
import { fetchPromotions } from './placement';
import type { PromotionVisualRow } from './promotions.models';
import {
  createPromotionCampaign,
  pausePromotionCampaign,
  promotionCampaign,
  promotionCampaigns,
  promotionFigures,
  updatePromotionCampaign,
  visualFor,
} from './promotions.service';

/** The address of a visual: the uploaded picture at the size that fits a banner, or the network's. */
function visualUrl(publicUrl: string, visual: PromotionVisualRow): string {
  return visual.storage_key ? mediaUrl(publicUrl, visual.storage_key, 'LARGE') : (visual.url ?? '');
}

export const promotionsResolvers: Resolvers = {
  Query: {
    promotionFetch: allow(anyone, (_parent, args, ctx) =>
      fetchPromotions(ctx.deps, {
        location: args.location,
        maxCount: args.maxCount,
        categoryId: args.categoryId,
        categorySlug: args.categorySlug,
        withoutAdSense: args.withoutAdSense,
      }),
    ),
    internetServiceProviderGet: allow(anyone, (_parent, _args, ctx) => internetServiceProviderOf(ctx.deps, ctx.ip)),
    promotionCampaigns: allow(operator, (_parent, { state, page, count }, ctx) =>
      promotionCampaigns(ctx.deps, { state, page, count }),
    ),
    promotionCampaign: allow(operator, (_parent, { id }, ctx) => promotionCampaign(ctx.deps, parseId(id, 'id'))),
  },
  Mutation: {
    promotionCampaignCreate: allow(operator, (_parent, { input }, ctx) =>
      createPromotionCampaign(ctx.deps, ctx.viewer!, input),
    ),
    promotionCampaignUpdate: allow(operator, (_parent, { id, input }, ctx) =>
      updatePromotionCampaign(ctx.deps, ctx.viewer!, parseId(id, 'id'), input),
    ),
    promotionCampaignPause: allow(operator, (_parent, { id, paused }, ctx) =>
      pausePromotionCampaign(ctx.deps, parseId(id, 'id'), paused),
    ),
  },
  PromotionTarget: {
    __resolveType: (target) => (target as unknown as { __typename: 'Store' | 'Announcement' }).__typename,
  },
  Promotion: {
    targetType: (promotion) => promotion.target_type,
    targetLink: (promotion) => promotion.target_link,
    isAdsense: (promotion) => promotion.is_adsense,
    isPlaceHolder: (promotion) => promotion.is_placeholder,
    currentVisual: (promotion) => visualFor(promotion, promotion.device),
    mediaMobile: (promotion) => promotion.visuals.find((visual) => visual.device === 'MOBILE') ?? null,
    clickUrl: (promotion) => `/go/promotion/${promotion.id}`,
  },
  PromotionVisual: {
    media: (visual) => visual,
    mediaBackground: () => null,
  },
  PromotionMedia: {
    url: (visual, _args, ctx) => visualUrl(ctx.deps.config.publicUrl, visual),
    mediaUrl: (visual, _args, ctx) => visualUrl(ctx.deps.config.publicUrl, visual),
    mimeType: (visual) =>
      visual.kind === 'IMAGE' ? 'image/webp' : visual.kind === 'VIDEO' ? 'video/mp4' : 'text/html',
  },
  PromotionCampaign: {
    targetType: (promotion) => promotion.target_type,
    targetLink: (promotion) => promotion.target_link,
    targetStore: async (promotion, _args, ctx) =>
      promotion.target_store_id ? ((await loadStoresByIds(ctx.deps.db, [promotion.target_store_id]))[0] ?? null) : null,
    targetAnnouncement: async (promotion, _args, ctx) =>
      promotion.target_announcement_id
        ? ((await loadAnnouncementsByIds(ctx.deps.db, [promotion.target_announcement_id]))[0] ?? null)
        : null,
    startsAt: (promotion) => promotion.starts_at,
    endsAt: (promotion) => promotion.ends_at,
    categories: async (promotion, _args, ctx) => {
      const catalog = await loadCatalog(ctx.deps);
      return promotion.categoryIds.flatMap((id) => catalog.categoriesById.get(id) ?? []);
    },
    dailyCap: (promotion) => promotion.daily_cap,
    isAdsense: (promotion) => promotion.is_adsense,
    visuals: (promotion) => promotion.visuals,
    figures: (promotion, { period }, ctx) => promotionFigures(ctx.deps, promotion.id, period),
    createdAt: (promotion) => promotion.created_at,
  },
  PromotionCampaignVisual: {
    mediaId: (visual) => visual.media_id,
    url: (visual, _args, ctx) => visualUrl(ctx.deps.config.publicUrl, visual),
  },
};
