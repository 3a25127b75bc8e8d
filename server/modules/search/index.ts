/**
 * The search module's public interface: what other modules, the portal, the seeds and the command
 * line may use. Everything else in this folder is internal (lint rule souk/module-boundaries).
 */
export { compactSearchCounts } from './search-counts';
export { buildSearchText, normalizeSearchText } from './search-text';
export { rebuildSearchWords } from './search-words';
export { search, type SearchInput } from './search.service';
export { type SearchTables } from './search.tables';
