import type { CodegenMappers } from '../module';

/** The models this module's field resolvers receive, by GraphQL type (graphql-codegen `mappers`). */
export const mappers: CodegenMappers = {
  Cart: './cart.service#CartModel',
  CartGroup: './cart.service#CartGroupModel',
  CartItem: './cart.service#CartItemModel',
};
