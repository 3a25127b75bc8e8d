/**
 * The saved searches module's public interface: what other modules, the portal, the seeds and the
 * command line may use. Everything else in this folder is internal (lint rule souk/module-boundaries).
 */
export { alertSavedSearches } from './saved-searches.service';
export { type SavedSearchTables } from './saved-searches.tables';
