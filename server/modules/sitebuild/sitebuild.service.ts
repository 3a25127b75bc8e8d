import { normalizeDomain } from '../../../shared/domain/stores';
import type { SiteDocument } from '../../../shared/site/document';
import type { LaunchType } from '../../../shared/site/launch';
import { SITE_LIMITS } from '../../../shared/site/limits';
import { capabilitiesOf, planAllows, type SiteCapability, type SitePlan } from '../../../shared/site/plans';
import type { Deps } from '../../deps';
import {
  findBuild,
  listEntries,
  readStoredDocument,
  toSiteBuildModel,
  type SiteBuildEntryPage,
  type SiteBuildRow,
} from './builds';
import { checkDocument, checkPlan, startingDocument } from './documents';
import { editPlanOf, requireEditor, requireLand, type Caller, type Editor } from './editors';
import { findLand, findLandByDomain, type LandRef } from './lands';
import { sitebuildErrors } from './sitebuild.errors';
import type { SiteBuildModel } from './sitebuild.mappers';
import { readSite, siteBuild, StaleVersionError, writeCommit, writePublish } from './sites';

/**
 * The site builder's operations (spec §4, §6, §7). Reads of a published site are public; every
 * other operation opens the land for an editor first (requireEditor). Writes record their
 * domain events (siteBuild.committed, siteBuild.published); the land's open editors hear of
 * them through the module's subscriber.
 */

/** A write's result: the build it made or published. */
export interface SiteBuildChange {
  build: SiteBuildModel;
}

const committed = (row: SiteBuildRow): SiteBuildChange => ({ build: toSiteBuildModel(row) });

function requireCapability(editor: Editor, capability: SiteCapability): void {
  if (!planAllows(editor.plan, capability)) throw sitebuildErrors.planForbids(editor.lang, [capability]);
}

/** The published build of a land; null when it has none, does not exist, or is a store that is not ACTIVE. */
export async function publishedBuild(deps: Deps, ref: LandRef): Promise<SiteBuildModel | null> {
  const land = await findLand(deps.db, ref);
  if (!land?.shown) return null;
  const row = await siteBuild(deps.db, land, 'published_build_id');
  return row ? toSiteBuildModel(row) : null;
}

/** The published build of the store or market served on a host name; null for anything else. */
export async function publishedBuildByDomain(deps: Deps, domain: string): Promise<SiteBuildModel | null> {
  const host = normalizeDomain(domain);
  const land = host ? await findLandByDomain(deps.db, host) : null;
  return land ? publishedBuild(deps, land) : null;
}

/**
 * The working build (head) of the land's site. A land without a site gets one here, on its
 * first editor's first look: version 1, the land's starting document (the template), committed
 * in the editor's name. So the draft always has an id, and every later commit names a base.
 */
async function ensureHead(deps: Deps, editor: Editor): Promise<SiteBuildRow> {
  const head = await siteBuild(deps.db, editor.land, 'head_build_id');
  if (head) return head;
  const document = await startingDocument(deps, editor.land);
  try {
    return await writeCommit(
      deps,
      editor.land,
      0,
      { document, autoSave: false, authorId: editor.authorId },
      deps.now(),
    );
  } catch (error) {
    // Another editor's first look created it at the same moment: theirs is the head.
    if (!(error instanceof StaleVersionError)) throw error;
    const created = await siteBuild(deps.db, editor.land, 'head_build_id');
    if (!created) throw error;
    return created;
  }
}

/** Editors: the land's working build (created from the template on first look). */
export async function draftBuild(deps: Deps, caller: Caller, ref: LandRef): Promise<SiteBuildModel> {
  const editor = await requireEditor(deps, caller, ref);
  return toSiteBuildModel(await ensureHead(deps, editor));
}

/** Editors: one build of the land (history entry or blueprint); null when the land has no such build. */
export async function buildById(deps: Deps, caller: Caller, ref: LandRef, id: string): Promise<SiteBuildModel | null> {
  const editor = await requireEditor(deps, caller, ref);
  const row = await findBuild(deps.db, id, editor.land);
  return row ? toSiteBuildModel(row) : null;
}

/** Editors: the land's history (committed builds) or blueprints, newest first. */
export async function buildEntries(
  deps: Deps,
  caller: Caller,
  ref: LandRef,
  kind: 'history' | 'saved',
  page: { page?: number | null; count?: number | null },
): Promise<SiteBuildEntryPage> {
  const editor = await requireEditor(deps, caller, ref);
  requireCapability(editor, 'history');
  return listEntries(deps.db, editor.land, kind === 'saved', page);
}

/** What the caller may do in the land's editor, and the version the next commit must name. */
export async function buildAccess(
  deps: Deps,
  caller: Caller,
  ref: LandRef,
): Promise<{ plan: SitePlan | null; capabilities: SiteCapability[]; version: number }> {
  const land = await requireLand(deps, ref, caller.lang);
  const [plan, site] = await Promise.all([editPlanOf(deps, caller.viewer, land), readSite(deps.db, land)]);
  return { plan, capabilities: capabilitiesOf(plan), version: site?.version ?? 0 };
}

/**
 * Commits a checked document as the site's next version. `baseVersion` is the version the
 * editor started from: required once the site exists (SITEBUILD/CONFLICT otherwise, with the
 * current version), 0 or absent for a land without a site yet. A stale base, checked again by
 * the conditional update, is refused with CONFLICT and nothing is written.
 */
async function commitDocument(
  deps: Deps,
  editor: Editor,
  document: SiteDocument,
  autoSave: boolean,
  baseVersion: number | null | undefined,
): Promise<SiteBuildChange> {
  const site = await readSite(deps.db, editor.land);
  const current = site?.version ?? 0;
  if (current > 0 && (baseVersion === null || baseVersion === undefined)) {
    throw sitebuildErrors.conflict(editor.lang, current, 'baseVersionRequired');
  }
  const base = baseVersion ?? 0;
  if (base !== current) throw sitebuildErrors.conflict(editor.lang, current);
  if (editor.plan !== 'FULL') {
    const head = site?.head_build_id ? await findBuild(deps.db, site.head_build_id) : null;
    checkPlan(editor, head ? readStoredDocument(head) : await startingDocument(deps, editor.land), document);
  }
  try {
    const row = await writeCommit(
      deps,
      editor.land,
      base,
      { document, autoSave, authorId: editor.authorId, origin: editor.origin ?? null },
      deps.now(),
    );
    return committed(row);
  } catch (error) {
    if (!(error instanceof StaleVersionError)) throw error;
    const latest = await readSite(deps.db, editor.land);
    throw sitebuildErrors.conflict(editor.lang, latest?.version ?? 0);
  }
}

/** Commits a document sent by an editor already opened (the seed uses this with its own editor). */
export async function commitAs(
  deps: Deps,
  editor: Editor,
  input: unknown,
  baseVersion: number | null | undefined,
): Promise<SiteBuildChange> {
  const { document, autoSave } = await checkDocument(deps, editor, input);
  return commitDocument(deps, editor, document, autoSave, baseVersion);
}

/** Editors: siteBuildCommit. */
export async function commitBuild(
  deps: Deps,
  caller: Caller,
  ref: LandRef,
  input: unknown,
  baseVersion: number | null | undefined,
  origin: string | null = null,
): Promise<SiteBuildChange> {
  return commitAs(deps, { ...(await requireEditor(deps, caller, ref)), origin }, input, baseVersion);
}

/** Publishes a commit for an editor already opened. */
export async function publishAs(deps: Deps, editor: Editor, buildId: string): Promise<SiteBuildChange> {
  requireCapability(editor, 'publish');
  const row = await findBuild(deps.db, buildId, editor.land);
  if (!row) throw sitebuildErrors.notFound(editor.lang, 'buildNotFound');
  if (row.saved) throw sitebuildErrors.notACommit(editor.lang);
  const { publishedAt } = await writePublish(
    deps,
    editor.land,
    { id: row.id, autoSave: row.auto_save, authorId: row.author_id },
    deps.now(),
    editor.origin ?? null,
  );
  return committed({ ...row, published_at: publishedAt });
}

/** Editors: siteBuildPublish — one of the land's commits becomes the public site. */
export async function publishBuild(
  deps: Deps,
  caller: Caller,
  ref: LandRef,
  buildId: string,
  origin: string | null = null,
): Promise<SiteBuildChange> {
  return publishAs(deps, { ...(await requireEditor(deps, caller, ref)), origin }, buildId);
}

/** Editors: siteBuildSave — keeps a checked document as a blueprint of the land, named or not. */
export async function saveBlueprint(
  deps: Deps,
  caller: Caller,
  ref: LandRef,
  input: unknown,
  name?: string | null,
): Promise<SiteBuildModel> {
  const editor = await requireEditor(deps, caller, ref);
  const named = name?.trim() || null;
  if (named && [...named].length > SITE_LIMITS.maxBlueprintName) {
    throw sitebuildErrors.blueprintNameTooLong(editor.lang, SITE_LIMITS.maxBlueprintName);
  }
  const { document } = await checkDocument(deps, editor, input);
  const { count } = await deps.db
    .selectFrom('site_builds')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('land_type', '=', editor.land.launchType)
    .where('land_id', '=', editor.land.id)
    .where('saved', '=', true)
    .executeTakeFirstOrThrow();
  if (Number(count) >= SITE_LIMITS.maxBlueprints) {
    throw sitebuildErrors.tooManyBlueprints(editor.lang, SITE_LIMITS.maxBlueprints);
  }
  const row = await deps.db
    .insertInto('site_builds')
    .values({
      land_type: editor.land.launchType,
      land_id: editor.land.id,
      document: JSON.stringify(document),
      schema_version: document.schemaVersion,
      version: null,
      saved: true,
      auto_save: false,
      template_id: document.templateId,
      screenshot_url: null,
      author_id: editor.authorId,
      name: named,
      created_at: deps.now(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toSiteBuildModel(row);
}

/** A build by id within a launch type, and its land opened for the caller. */
async function openBuild(
  deps: Deps,
  caller: Caller,
  launchType: LaunchType,
  id: string,
): Promise<{ row: SiteBuildRow; editor: Editor }> {
  const row = await findBuild(deps.db, id);
  if (!row || row.land_type !== launchType) throw sitebuildErrors.notFound(caller.lang, 'buildNotFound');
  return { row, editor: await requireEditor(deps, caller, { launchType, id: row.land_id }) };
}

/**
 * Editors: siteBuildSelect — a blueprint (or a history entry: restoring it) becomes the working
 * build as a new commit on the current version. It is checked again as a commit is (the land's
 * location or the plan may have changed since it was kept).
 */
export async function selectBuild(
  deps: Deps,
  caller: Caller,
  launchType: LaunchType,
  id: string,
  origin: string | null = null,
): Promise<SiteBuildChange> {
  const { row, editor } = await openBuild(deps, caller, launchType, id);
  const { document } = await checkDocument(deps, editor, readStoredDocument(row));
  const site = await readSite(deps.db, editor.land);
  return commitDocument(deps, { ...editor, origin }, document, false, site?.version ?? 0);
}

/** Editors: siteBuildDelete — removes a blueprint; history entries are kept (SITEBUILD/NOT_A_BLUEPRINT). */
export async function deleteBlueprint(
  deps: Deps,
  caller: Caller,
  launchType: LaunchType,
  id: string,
): Promise<boolean> {
  const { row, editor } = await openBuild(deps, caller, launchType, id);
  if (!row.saved) throw sitebuildErrors.notABlueprint(editor.lang);
  await deps.db.deleteFrom('site_builds').where('id', '=', row.id).where('saved', '=', true).execute();
  return true;
}
