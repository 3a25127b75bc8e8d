/**
 * The cart module's public interface: what other modules, the seeds and the command line may use.
 * Everything else in this folder is internal (lint rule souk/module-boundaries).
 */
export { type CartTables } from './cart.tables';
export {
  cartOf,
  groupsOf,
  mergeCarts,
  totalOf,
  type CartGroupModel,
  type CartItemModel,
  type CartModel,
} from './cart.service';
