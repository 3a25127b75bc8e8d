import type { Kysely, Selectable } from 'kysely';
import { siteDocumentSchema, SITE_SCHEMA_VERSION, type SiteDocument } from '../../../shared/site/document';
import { migrateSiteDocument } from '../../../shared/site/migrations';
import type { Database } from '../../db/types';
import { pageRequest, readPage, type PaginatorInfoModel } from '../../core/pagination';
import type { LandRef } from './lands';
import type { SiteBuildModel } from './sitebuild.mappers';
import type { SiteBuildsTable } from './sitebuild.tables';

/** A site_builds row as selected. */
export type SiteBuildRow = Selectable<SiteBuildsTable>;

/**
 * A stored document in the current schema. Rows are written validated, so a current one is
 * taken as it is; an older one goes through the migrations and the schema (its defaults).
 */
export function readStoredDocument(row: Pick<SiteBuildRow, 'id' | 'document' | 'schema_version'>): SiteDocument {
  if (row.schema_version === SITE_SCHEMA_VERSION) return row.document as SiteDocument;
  const parsed = siteDocumentSchema.safeParse(migrateSiteDocument(row.document).document);
  // A stored document the chain cannot bring up is a bug of a migration, not the caller's fault.
  if (!parsed.success) throw new Error(`site build ${row.id}: stored document does not migrate`);
  return parsed.data;
}

/** The model the SiteBuild type resolves from. */
export function toSiteBuildModel(row: SiteBuildRow): SiteBuildModel {
  return {
    id: row.id,
    launchType: row.land_type,
    landId: row.land_id,
    document: readStoredDocument(row),
    version: row.version,
    saved: row.saved,
    autoSave: row.auto_save,
    templateId: row.template_id,
    screenshotUrl: row.screenshot_url,
    name: row.name,
    createdAt: row.created_at,
    publishedAt: row.published_at,
  };
}

/** One build of a land by id (a commit or a blueprint), or null. */
export async function findBuild(db: Kysely<Database>, id: string, land?: LandRef): Promise<SiteBuildRow | null> {
  let query = db.selectFrom('site_builds').selectAll().where('id', '=', id);
  if (land) query = query.where('land_type', '=', land.launchType).where('land_id', '=', land.id);
  return (await query.executeTakeFirst()) ?? null;
}

/** A history entry or blueprint as listed. */
export interface SiteBuildEntryModel {
  id: string;
  createdAt: Date;
  publishedAt: Date | null;
  screenshotUrl: string | null;
  autoSave: boolean;
  version: number | null;
  name: string | null;
}

/** A page of entries and its pageCount. */
export interface SiteBuildEntryPage {
  data: SiteBuildEntryModel[];
  paginatorInfo: PaginatorInfoModel;
  pageCount: number;
}

/** Entries per page of the history and blueprint lists. */
export const ENTRY_PAGE = { defaultSize: 12, maxSize: 50 } as const;

/**
 * A land's history (committed builds, `saved` false) or blueprints (`saved` true), newest first.
 * Documents are not read: an entry is what the lists show.
 */
export async function listEntries(
  db: Kysely<Database>,
  land: LandRef,
  saved: boolean,
  page: { page?: number | null; count?: number | null },
): Promise<SiteBuildEntryPage> {
  const request = pageRequest(page.page, page.count, ENTRY_PAGE);
  const { data: rows, paginatorInfo: info } = await readPage(
    db
      .selectFrom('site_builds')
      .where('land_type', '=', land.launchType)
      .where('land_id', '=', land.id)
      .where('saved', '=', saved)
      .select(['id', 'created_at', 'published_at', 'screenshot_url', 'auto_save', 'version', 'name'])
      .orderBy('id', 'desc'),
    request,
  );
  return {
    data: rows.map((row) => ({
      id: row.id,
      createdAt: row.created_at,
      publishedAt: row.published_at,
      screenshotUrl: row.screenshot_url,
      autoSave: row.auto_save,
      version: row.version,
      name: row.name,
    })),
    paginatorInfo: info,
    pageCount: info.lastPage,
  };
}
