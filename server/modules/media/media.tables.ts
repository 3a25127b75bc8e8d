import type { ColumnType, Generated } from 'kysely';
import type { LaunchType } from '../../../shared/site/launch';
import type { Timestamp } from '../users';

/** One uploaded picture; its files of every size live in the media storage under `storage_key`. */
export interface MediaTable {
  id: Generated<string>;
  user_id: string;
  /** Null between the upload and the announcement that uses it. */
  announcement_id: string | null;
  /** The message that sent this picture (messaging); null otherwise. */
  message_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** What else keeps this picture (a promotion's visual: `promotion`): never swept as an orphan. */
  kept_by: ColumnType<string | null, string | null | undefined, string | null>;
  /** The land whose media library holds this picture (with `kept_by = 'land'`); null otherwise. */
  land_type: ColumnType<LaunchType | null, LaunchType | null | undefined, LaunchType | null>;
  land_id: ColumnType<string | null, string | null | undefined, string | null>;
  rank: Generated<number>;
  storage_key: string;
  mime_type: string;
  width: number;
  height: number;
  bytes: number;
  created_at: Timestamp;
}

/** Tables owned by the media domain. */
export interface MediaTables {
  media: MediaTable;
}
