import type { Kysely, Selectable } from 'kysely';
import type { SiteDocument } from '../../../shared/site/document';
import { SITE_SCHEMA_VERSION } from '../../../shared/site/document';
import type { Deps } from '../../deps';
import type { Database } from '../../db/types';
import type { SiteBuildRow } from './builds';
import type { LandRef } from './lands';
import type { SitesTable } from './sitebuild.tables';

/** A land's site row. */
export type SiteRow = Selectable<SitesTable>;

/** The land's site row, or null before its first commit. */
export async function readSite(db: Kysely<Database>, land: LandRef): Promise<SiteRow | null> {
  const site = await db
    .selectFrom('sites')
    .selectAll()
    .where('land_type', '=', land.launchType)
    .where('land_id', '=', land.id)
    .executeTakeFirst();
  return site ?? null;
}

/** A commit to write: the validated document and who made it. */
export interface CommitInput {
  document: SiteDocument;
  autoSave: boolean;
  authorId: string | null;
  origin?: string | null;
}

/**
 * Raised inside a commit's transaction when the site moved past the base version: the
 * transaction rolls back (the inserted build with it) and the caller answers CONFLICT.
 */
export class StaleVersionError extends Error {
  constructor() {
    super('stale site version');
  }
}

/**
 * Writes a commit as the site's version `baseVersion + 1`, in one transaction: the build row,
 * then the site row moved to it only if it is still at `baseVersion` (`… where version = $base`),
 * or created when `baseVersion` is 0 and no site exists. Two commits from the same base: the
 * second finds the version moved (PostgreSQL makes it wait for the first) and rolls back.
 */
export async function writeCommit(
  deps: Pick<Deps, 'db' | 'events'>,
  land: LandRef,
  baseVersion: number,
  input: CommitInput,
  now: Date,
): Promise<SiteBuildRow> {
  return deps.db.transaction().execute(async (trx) => {
    const build = await trx
      .insertInto('site_builds')
      .values({
        land_type: land.launchType,
        land_id: land.id,
        document: JSON.stringify(input.document),
        schema_version: SITE_SCHEMA_VERSION,
        version: baseVersion + 1,
        saved: false,
        auto_save: input.autoSave,
        template_id: input.document.templateId,
        screenshot_url: null,
        author_id: input.authorId,
        created_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const moved =
      baseVersion === 0
        ? await trx
            .insertInto('sites')
            .values({
              land_type: land.launchType,
              land_id: land.id,
              version: 1,
              head_build_id: build.id,
              updated_at: now,
            })
            .onConflict((oc) => oc.columns(['land_type', 'land_id']).doNothing())
            .returning('version')
            .executeTakeFirst()
        : await trx
            .updateTable('sites')
            .set((eb) => ({ version: eb('version', '+', 1), head_build_id: build.id, updated_at: now }))
            .where('land_type', '=', land.launchType)
            .where('land_id', '=', land.id)
            .where('version', '=', baseVersion)
            .returning('version')
            .executeTakeFirst();
    if (!moved) throw new StaleVersionError();
    await deps.events.record(trx, {
      type: 'siteBuild.committed',
      actorId: input.authorId,
      payload: {
        launchType: land.launchType,
        landId: land.id,
        buildId: build.id,
        version: baseVersion + 1,
        autoSave: input.autoSave,
        authorId: input.authorId,
        origin: input.origin ?? null,
      },
    });
    return build;
  });
}

/** Makes a committed build the published one: its publishedAt and the site's published build. */
export async function writePublish(
  deps: Pick<Deps, 'db' | 'events'>,
  land: LandRef,
  build: { id: string; autoSave: boolean; authorId: string | null },
  now: Date,
  origin: string | null = null,
): Promise<{ publishedAt: Date; version: number }> {
  const buildId = build.id;
  return deps.db.transaction().execute(async (trx) => {
    await trx.updateTable('site_builds').set({ published_at: now }).where('id', '=', buildId).execute();
    const site = await trx
      .updateTable('sites')
      .set({ published_build_id: buildId, updated_at: now })
      .where('land_type', '=', land.launchType)
      .where('land_id', '=', land.id)
      .returning('version')
      .executeTakeFirstOrThrow();
    await deps.events.record(trx, {
      type: 'siteBuild.published',
      actorId: build.authorId,
      payload: {
        launchType: land.launchType,
        landId: land.id,
        buildId,
        version: site.version,
        autoSave: build.autoSave,
        authorId: build.authorId,
        origin,
      },
    });
    return { publishedAt: now, version: site.version };
  });
}

/** The build the site row points at (`head_build_id` or `published_build_id`), or null. */
export async function siteBuild(
  db: Kysely<Database>,
  land: LandRef,
  which: 'head_build_id' | 'published_build_id',
): Promise<SiteBuildRow | null> {
  const row = await db
    .selectFrom('sites')
    .innerJoin('site_builds', 'site_builds.id', `sites.${which}`)
    .selectAll('site_builds')
    .where('sites.land_type', '=', land.launchType)
    .where('sites.land_id', '=', land.id)
    .executeTakeFirst();
  return row ?? null;
}
