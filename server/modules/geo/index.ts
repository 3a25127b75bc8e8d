/**
 * The geo module's public interface: what other modules, the portal, the seeds and the command
 * line may use. Everything else in this folder is internal (lint rule souk/module-boundaries).
 */
export { type CityModel, type RegionModel } from './geo.mappers';
export { type CityResource, type RegionResource } from './geo.resources';
export { seedGeo } from './geo.seed';
export { type GeoSnapshot, loadGeo } from './geo.service';
export { type GeoTables, type TranslationsColumn } from './geo.tables';
export { parseReferenceId, requireOneOf, seedWhenChanged, snapshotCache } from './reference';
