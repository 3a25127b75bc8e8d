/**
 * The promotions module's public interface: what other modules, the seeds and the command line
 * may use. Everything else in this folder is internal (lint rule souk/module-boundaries).
 */
export { type PromotionTables } from './promotions.tables';
