import type { Generated } from 'kysely';
import type { Timestamp } from '../users';
import type { SavedSearchFrequency } from '../../../shared/domain/saved-searches';

/** A member's saved search. */
export interface SavedSearchesTable {
  id: Generated<string>;
  user_id: string;
  name: string;
  path: string;
  /** The search service's input ({ q, filter }). */
  query: unknown;
  frequency: SavedSearchFrequency;
  created_at: Timestamp;
  checked_at: Timestamp;
}

/** An announcement a saved search already told of. */
export interface SavedSearchHitsTable {
  saved_search_id: string;
  announcement_id: string;
}

/** Tables owned by the saved searches domain. */
export interface SavedSearchTables {
  saved_searches: SavedSearchesTable;
  saved_search_hits: SavedSearchHitsTable;
}
