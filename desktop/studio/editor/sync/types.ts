import type { SiteDocument } from '../../../../shared/site/document';

/** What a commit came to. */
export type CommitOutcome =
  | { ok: true; id: string; version: number }
  | { ok: false; conflict: { currentVersion: number } }
  | { ok: false; error: 'network' | 'refused'; message?: string };

/** The land's working build as the server has it. */
export interface CurrentBuild {
  document: SiteDocument;
  version: number;
  siteBuildId: string | null;
}

/** The site-build calls the sync needs (the studio's API client implements them over GraphQL). */
export interface SiteBuildApi {
  /** siteBuildCommit with baseVersion; autoSave marks the history entry. */
  commit(document: SiteDocument, baseVersion: number, autoSave: boolean): Promise<CommitOutcome>;
  /** The working build (siteBuildGetByStore / ByMarket with draft) and the site's version. */
  loadCurrent(): Promise<CurrentBuild>;
  /** siteBuildPublish of a committed build. */
  publish(siteBuildId: string): Promise<{ ok: true } | { ok: false; error: 'network' | 'refused'; message?: string }>;
}
