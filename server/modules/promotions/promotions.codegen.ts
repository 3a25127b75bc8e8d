import type { CodegenMappers } from '../module';

/** The models this module's field resolvers receive, by GraphQL type (graphql-codegen `mappers`). */
export const mappers: CodegenMappers = {
  Promotion: './promotions.models#PromotionModel',
  PromotionCampaign: './promotions.models#PromotionModel',
  PromotionCampaignVisual: './promotions.models#PromotionVisualRow',
  PromotionVisual: './promotions.models#PromotionVisualRow',
  PromotionMedia: './promotions.models#PromotionVisualRow',
  PromotionFigures: './promotions.service#PromotionFiguresModel',
  PromotionRequest: './promotion-requests.service#PromotionRequestModel',
};
