import type { CodegenMappers } from '../module';

/** The models this module's field resolvers receive, by GraphQL type (graphql-codegen `mappers`). */
export const mappers: CodegenMappers = {
  Order: './orders.service#OrderModel',
  OrderItem: './orders.service#OrderItemModel',
  OrderEvent: './orders.service#OrderEventModel',
  DeliveryOption: './delivery.service#DeliveryOptionModel',
  DeliveryProvider: './delivery.service#DeliveryProviderModel',
  Payment: './payments/payment.service#PaymentModel',
};
