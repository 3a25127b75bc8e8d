import type { Client } from '@urql/core';
import {
  StudioBlueprintsDocument,
  StudioBuildByIdDocument,
  StudioCommitDocument,
  StudioDeleteBlueprintDocument,
  StudioHistoryDocument,
  StudioMarketBuildDocument,
  StudioPublishDocument,
  StudioSaveBlueprintDocument,
  StudioSelectBlueprintDocument,
  StudioSiteBuildChangedDocument,
  StudioStoreBuildDocument,
  StudioStoreHeadDocument,
  StudioMarketHeadDocument,
  type StudioBuildEntryFragment,
  type StudioBuildFragment,
  type StudioSiteBuildChangedSubscription,
} from '../../../../shared/graphql/generated';
import { migrateSiteDocument } from '../../../../shared/site/migrations';
import { siteDocumentSchema, type SiteDocument } from '../../../../shared/site/document';
import type { LaunchType } from '../../../../shared/site/launch';
import { marketLand, storeLand } from '../../../../shared/site/render/land';
import type { SitePlan } from '../../../../shared/site/plans';
import type { SiteLand, SiteQueryResult } from '../../../../shared/site/render/context';
import { queryResultsOf } from '../../../../shared/site/render/query-results';
import { ApiError, CONFLICT, dataOf, toResult } from '../../kernel';
import { SITE_LIMITS } from '../../../../shared/site/limits';
import { newId } from '../state/ids';
import type { CommitOutcome, CurrentBuild, SiteBuildApi } from '../sync/types';

/** A history entry or blueprint as the panels list them. */
export type BuildEntry = StudioBuildEntryFragment;

/** A siteBuildChanged event: who committed or published which version. */
export type SiteBuildChange = StudioSiteBuildChangedSubscription['siteBuildChanged'];

/** What the editor opens on: the land, its working build, its lists' results, the caller's plan. */
export interface LoadedLand {
  land: SiteLand;
  build: CurrentBuild;
  queries: Record<string, SiteQueryResult>;
  publishedAt: string | null;
  /** The plan the caller edits with now (it may have changed since the land list was shown). */
  plan: SitePlan | null;
}

/** The code of a build over SITE_LIMITS.maxDocumentBytes (the server's, and the studio's own check). */
export const TOO_LARGE = 'SITEBUILD/TOO_LARGE';

/**
 * The site-build operations of one land over GraphQL: what the sync engine needs (commit with
 * baseVersion, the current build, publish) and what the history and blueprint panels call.
 */
/** What the rebase reads of the working build. */
interface HeadBuild {
  id: string;
  version?: number | null;
  document: unknown;
}

export class LandSiteBuilds implements SiteBuildApi {
  /**
   * This window's id, sent with each change it makes: the land's events name it, so this window
   * ignores its own changes while the member's other windows and devices take them live.
   */
  readonly origin = newId();

  constructor(
    private readonly client: Client,
    readonly launchType: LaunchType,
    readonly landId: string,
  ) {}

  private vars() {
    return { id: this.landId, launchType: this.launchType };
  }

  /**
   * The land, its working build (siteBuildGetByStore / ByMarket with draft: made from the
   * template on the first look) with its lists' results, and the caller's plan (siteBuildAccess).
   * Throws an ApiError (NETWORK when the server was not reached).
   */
  async load(): Promise<LoadedLand> {
    let land: SiteLand | null = null;
    let build: StudioBuildFragment | null = null;
    let plan: SitePlan | null = null;
    if (this.launchType === 'STORE') {
      const result = await this.client.query(StudioStoreBuildDocument, { storeId: this.landId }).toPromise();
      if (result.error) throw ApiError.fromCombined(result.error);
      if (result.data?.store) land = storeLand(result.data.store);
      build = result.data?.siteBuildGetByStore ?? null;
      plan = result.data?.siteBuildAccess.plan ?? null;
    } else {
      const result = await this.client.query(StudioMarketBuildDocument, { marketId: this.landId }).toPromise();
      if (result.error) throw ApiError.fromCombined(result.error);
      if (result.data?.market) land = marketLand(result.data.market);
      build = result.data?.siteBuildGetByMarket ?? null;
      plan = result.data?.siteBuildAccess.plan ?? null;
    }
    if (!land || !build) throw new ApiError('NOT_FOUND');
    return {
      land,
      // The head's version is the site's version (what the next commit names as its base).
      build: { document: readDocument(build.document), version: build.version ?? 0, siteBuildId: build.id },
      queries: queryResultsOf(build),
      publishedAt: build.publishedAt,
      plan,
    };
  }

  /**
   * The working build and the site's version alone, for the sync's rebase after a conflict or
   * another editor's change: the land, its lists' results and the plan are not read again.
   */
  async loadCurrent(): Promise<CurrentBuild> {
    const result =
      this.launchType === 'STORE'
        ? await this.client
            .query(StudioStoreHeadDocument, { storeId: this.landId }, { requestPolicy: 'network-only' })
            .toPromise()
        : await this.client
            .query(StudioMarketHeadDocument, { marketId: this.landId }, { requestPolicy: 'network-only' })
            .toPromise();
    if (result.error) throw ApiError.fromCombined(result.error);
    const data = result.data as
      { siteBuildGetByStore?: HeadBuild | null; siteBuildGetByMarket?: HeadBuild | null } | undefined;
    const build = data?.siteBuildGetByStore ?? data?.siteBuildGetByMarket ?? null;
    if (!build) throw new ApiError('NOT_FOUND');
    return { document: readDocument(build.document), version: build.version ?? 0, siteBuildId: build.id };
  }

  /**
   * siteBuildCommit on baseVersion (the new build is baseVersion + 1). A stale base answers
   * `{conflict: {currentVersion}}` (SITEBUILD/CONFLICT), no answer at all `{error: 'network'}`,
   * any other refusal `{error: 'refused', message: code}`.
   */
  async commit(document: SiteDocument, baseVersion: number, autoSave: boolean): Promise<CommitOutcome> {
    const build = { ...document, autoSave };
    // A build over the shared limit is refused by the server whatever happens; said at once (and
    // never retried as a network failure, which a body over the HTTP limit would look like).
    if (new TextEncoder().encode(JSON.stringify(build)).length > SITE_LIMITS.maxDocumentBytes) {
      return { ok: false, error: 'refused', message: TOO_LARGE };
    }
    const answer = await this.client
      .mutation(StudioCommitDocument, { ...this.vars(), build, baseVersion, origin: this.origin })
      .toPromise();
    // The HTTP body limit refuses before GraphQL (413, no GraphQL error): the same refusal.
    if ((answer.error?.response as { status?: number } | undefined)?.status === 413) {
      return { ok: false, error: 'refused', message: TOO_LARGE };
    }
    const result = toResult(answer);
    if (!result.ok) {
      const { code, extensions, isNetwork } = result.error;
      if (code === CONFLICT) {
        const current = Number(extensions.currentVersion);
        // Without a readable version the engine reloads the current build anyway: any newer one will do.
        return { ok: false, conflict: { currentVersion: Number.isInteger(current) ? current : baseVersion + 1 } };
      }
      if (isNetwork) return { ok: false, error: 'network' };
      return { ok: false, error: 'refused', message: code };
    }
    return { ok: true, id: result.data.siteBuildCommit, version: baseVersion + 1 };
  }

  /** siteBuildPublish of a committed build (network and refusals told apart as for commit). */
  async publish(siteBuildId: string) {
    const result = await this.client
      .mutation(StudioPublishDocument, { ...this.vars(), siteBuildId, origin: this.origin })
      .toPromise();
    if (!result.error) return { ok: true as const };
    const { code, isNetwork } = ApiError.fromCombined(result.error);
    return {
      ok: false as const,
      error: isNetwork ? ('network' as const) : ('refused' as const),
      message: code,
    };
  }

  async history(page: number): Promise<{ entries: BuildEntry[]; pageCount: number }> {
    const data = dataOf(await this.client.query(StudioHistoryDocument, { ...this.vars(), page }).toPromise());
    return { entries: data.siteBuildGetHistory.data, pageCount: data.siteBuildGetHistory.pageCount };
  }

  async blueprints(page: number): Promise<{ entries: BuildEntry[]; pageCount: number }> {
    const data = dataOf(await this.client.query(StudioBlueprintsDocument, { ...this.vars(), page }).toPromise());
    return { entries: data.siteBuildGetSaved.data, pageCount: data.siteBuildGetSaved.pageCount };
  }

  /** One build's document (to preview or restore a history entry). */
  async buildDocument(buildId: string): Promise<SiteDocument> {
    const result = await this.client
      .query(StudioBuildByIdDocument, { id: buildId, launchType: this.launchType, landId: this.landId })
      .toPromise();
    const build = dataOf(result).siteBuildGetById;
    if (!build) throw new ApiError('NOT_FOUND');
    return readDocument(build.document);
  }

  /** Keeps the document as a blueprint, named (an empty name keeps it unnamed). */
  async saveBlueprint(document: SiteDocument, name = ''): Promise<void> {
    const result = await this.client
      .mutation(StudioSaveBlueprintDocument, { ...this.vars(), build: document, name: name.trim() || null })
      .toPromise();
    dataOf(result);
  }

  /** Makes a blueprint the working build (a new commit on the server); returns it. */
  async selectBlueprint(blueprintId: string): Promise<CurrentBuild> {
    const result = await this.client
      .mutation(StudioSelectBlueprintDocument, { id: blueprintId, launchType: this.launchType, origin: this.origin })
      .toPromise();
    const build = dataOf(result).siteBuildSelect;
    return { document: readDocument(build.document), version: build.version ?? 0, siteBuildId: build.id };
  }

  async deleteBlueprint(blueprintId: string): Promise<void> {
    const result = await this.client
      .mutation(StudioDeleteBlueprintDocument, { id: blueprintId, launchType: this.launchType })
      .toPromise();
    dataOf(result);
  }

  /**
   * siteBuildChanged over graphql-ws: a build of the land was committed or published (by another
   * editor, or by this one). Returns the unsubscribe.
   */
  subscribeChanges(listener: (event: SiteBuildChange) => void): () => void {
    const subscription = this.client.subscription(StudioSiteBuildChangedDocument, this.vars()).subscribe((result) => {
      if (result.data) listener(result.data.siteBuildChanged);
    });
    return () => subscription.unsubscribe();
  }
}

/**
 * A build's document as the server serves it: migrated to the current schema version and
 * parsed with the shared schema (the server checked it on commit; this fills defaults and makes
 * sure the editor never works on something it could not send back).
 */
function readDocument(value: unknown): SiteDocument {
  return siteDocumentSchema.parse(migrateSiteDocument(value).document);
}
