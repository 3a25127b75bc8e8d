import { parseId } from '../../core/ids';
import { allow, anyone, member } from '../../graphql/permissions';
import type { Resolvers } from '../../graphql/resolvers.generated';
import { loadAnnouncementsByIds } from '../announcements';
import { loadCatalog } from '../catalog';
import { mediaUrl } from '../media';
import { loadStoresByIds, operator } from '../stores';
import { findUser } from '../users';
import { PROMOTION_OFFER_RULES, PROMOTION_OFFERS } from '../../../shared/domain/promotion-requests';
import {
  approvePromotionRequest,
  cancelPromotionRequest,
  createPromotionRequest,
  promotionRequestEnd,
  promotionRequests,
  refusePromotionRequest,
  seesCampaign,
  storePromotionRequests,
} from './promotion-requests.service';
import { audience } from './audience.service';
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
    audience: allow(operator, (_parent, { period, count }, ctx) => audience(ctx.deps, period, count)),
    promotionOffers: allow(member, () =>
      PROMOTION_OFFERS.map((offer) => ({
        offer,
        locations: [...PROMOTION_OFFER_RULES[offer].locations],
        targets: [...PROMOTION_OFFER_RULES[offer].targets],
        dayPrice: PROMOTION_OFFER_RULES[offer].dayPrice,
      })),
    ),
    storePromotionRequests: allow(member, (_parent, { storeId }, ctx) =>
      storePromotionRequests(ctx.deps, ctx.viewer!, storeId),
    ),
    promotionRequests: allow(operator, (_parent, { status, page, count }, ctx) =>
      promotionRequests(ctx.deps, { status: status ?? 'PENDING', page, count }),
    ),
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
    promotionRequestCreate: allow(member, (_parent, { input }, ctx) =>
      createPromotionRequest(ctx.deps, ctx.viewer!, input),
    ),
    promotionRequestCancel: allow(member, (_parent, { id }, ctx) =>
      cancelPromotionRequest(ctx.deps, ctx.viewer!, parseId(id, 'id')),
    ),
    promotionRequestApprove: allow(operator, (_parent, { id }, ctx) =>
      approvePromotionRequest(ctx.deps, ctx.viewer!, parseId(id, 'id')),
    ),
    promotionRequestRefuse: allow(operator, (_parent, { id, reason }, ctx) =>
      refusePromotionRequest(ctx.deps, ctx.viewer!, parseId(id, 'id'), reason),
    ),
  },
  PromotionRequest: {
    store: async (request, _args, ctx) => (await loadStoresByIds(ctx.deps.db, [request.store_id]))[0]!,
    announcement: async (request, _args, ctx) =>
      request.announcement_id
        ? ((await loadAnnouncementsByIds(ctx.deps.db, [request.announcement_id]))[0] ?? null)
        : null,
    requester: async (request, _args, ctx) => (request.requested_by ? findUser(ctx.deps, request.requested_by) : null),
    campaign: (request, _args, ctx) =>
      request.promotion_id && seesCampaign(ctx.viewer) ? promotionCampaign(ctx.deps, request.promotion_id) : null,
    endsAt: (request) => promotionRequestEnd(request),
    createdAt: (request) => request.created_at,
    decidedAt: (request) => request.decided_at,
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
