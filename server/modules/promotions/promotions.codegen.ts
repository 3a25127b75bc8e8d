import type { CodegenMappers } from '../module';

/** The models this module's field resolvers receive, by GraphQL type (graphql-codegen `mappers`). */
export const mappers: CodegenMappers = {
  Promotion: './promotions.service#PromotionModel',
  PromotionCampaign: './promotions.service#PromotionModel',
  PromotionCampaignVisual: './promotions.service#PromotionVisualRow',
  PromotionVisual: './promotions.service#PromotionVisualRow',
  PromotionMedia: './promotions.service#PromotionVisualRow',
  PromotionFigures: './promotions.service#PromotionFiguresModel',
};
