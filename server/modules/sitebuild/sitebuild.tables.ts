import type { ColumnType, Generated } from 'kysely';
import type { LaunchType } from '../../../shared/site/launch';
import type { NullableTimestamp } from '../announcements';
import type { Timestamp } from '../users';

/** A committed build or a blueprint, kept whole. `document` is a SiteDocument (shared/site). */
export interface SiteBuildsTable {
  id: Generated<string>;
  land_type: LaunchType;
  land_id: string;
  /** Written as JSON text, read back as an object (validated by shared/site before writing). */
  document: ColumnType<unknown, string, string>;
  schema_version: number;
  /** The site version this commit made; null for a blueprint. */
  version: number | null;
  saved: Generated<boolean>;
  auto_save: Generated<boolean>;
  template_id: string | null;
  screenshot_url: string | null;
  author_id: string | null;
  /** A blueprint's name (null for history entries and unnamed blueprints). */
  name: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
  published_at: NullableTimestamp;
}

/** A land's site: its working build, its published build and the version commits are checked against. */
export interface SitesTable {
  land_type: LaunchType;
  land_id: string;
  version: Generated<number>;
  head_build_id: string | null;
  published_build_id: string | null;
  updated_at: Timestamp;
}

/** Tables of the site builder. */
export interface SiteBuildTables {
  site_builds: SiteBuildsTable;
  sites: SitesTable;
}
