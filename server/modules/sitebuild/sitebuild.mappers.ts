import type { SiteDocument, SiteQuery } from '../../../shared/site/document';
import type { LaunchType } from '../../../shared/site/launch';

/** A build as resolvers hand it to the SiteBuild type: the row and its (migrated) document. */
export interface SiteBuildModel {
  id: string;
  launchType: LaunchType;
  landId: string;
  document: SiteDocument;
  version: number | null;
  saved: boolean;
  autoSave: boolean;
  templateId: string | null;
  screenshotUrl: string | null;
  /** A blueprint's name (null for history entries and unnamed blueprints). */
  name: string | null;
  createdAt: Date;
  publishedAt: Date | null;
}

/** A query of a build, with the land its results are read in. */
export interface SiteQueryModel extends SiteQuery {
  launchType: LaunchType;
  landId: string;
}

/** A page of a build: the document's page as it is. */
export type SitePageModel = SiteDocument['pages'][number];
