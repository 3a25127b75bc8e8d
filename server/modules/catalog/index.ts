/**
 * The catalog module's public interface: what other modules, the portal, the seeds and the command
 * line may use. Everything else in this folder is internal (lint rule souk/module-boundaries).
 */
export { type CategoryModel, type SpecificationModel } from './catalog.mappers';
export { seedCatalog } from './catalog.seed';
export { type CatalogSnapshot, loadCatalog } from './catalog.service';
export { type CatalogTables } from './catalog.tables';
