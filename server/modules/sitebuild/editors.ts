import { ServiceParamCode } from '../../../shared/domain/stores';
import type { Locale } from '../../../shared/i18n/locales';
import { editPlanFor, type SitePlan } from '../../../shared/site/plans';
import type { Deps } from '../../deps';
import type { Viewer } from '../users';
import { findLand, loadEditableLand, type Land, type LandRef } from './lands';
import { sitebuildErrors } from './sitebuild.errors';

/** Service params that grant a plan: asks editPlanFor whether the user would pass with one. */
const anyPlan = [{ code: ServiceParamCode.SITE_BUILDER_FULL }];

/** Who is asking, as the site-builder services see it. */
export interface Caller {
  viewer: Viewer | null;
  lang: Locale;
}

/** An editor at work on a land: the land, the plan they edit with, who they are. */
export interface Editor {
  land: Land;
  plan: SitePlan;
  /** Null for the server's own work (the demo seed). */
  authorId: string | null;
  lang: Locale;
  /**
   * The editor window making the change (siteBuildCommit's `origin`), carried by the events so
   * that window ignores its own changes while the member's other windows take them.
   */
  origin?: string | null;
}

/** The land, or NOT_FOUND naming a store or a market. */
export async function requireLand(deps: Deps, ref: LandRef, lang: Locale): Promise<Land> {
  const land = await findLand(deps.db, ref);
  if (!land) throw sitebuildErrors.notFound(lang, ref.launchType === 'STORE' ? 'storeNotFound' : 'marketNotFound');
  return land;
}

/** The plan the viewer edits the land with (spec §5, §6), or null when they may not. */
export async function editPlanOf(deps: Deps, viewer: Viewer | null, land: LandRef): Promise<SitePlan | null> {
  if (!viewer || viewer.isAnonymous) return null;
  return editPlanFor(viewer, await loadEditableLand(deps.db, land));
}

/**
 * Opens a land for editing: NOT_FOUND when it does not exist, FORBIDDEN when the caller may not
 * edit it, with `reason` NO_PLAN when only the land's plan is missing (the caller is listed and
 * holds can_edit_sitebuild), else NOT_EDITOR.
 */
export async function requireEditor(deps: Deps, caller: Caller, ref: LandRef): Promise<Editor> {
  const land = await requireLand(deps, ref, caller.lang);
  const viewer = caller.viewer;
  if (!viewer || viewer.isAnonymous) throw sitebuildErrors.forbidden(caller.lang, 'NOT_EDITOR');
  const editable = await loadEditableLand(deps.db, land);
  const plan = editPlanFor(viewer, editable);
  if (!plan) {
    const planOnly =
      editable.userIds.includes(viewer.id) && editPlanFor(viewer, { ...editable, serviceParams: anyPlan }) !== null;
    throw sitebuildErrors.forbidden(caller.lang, planOnly ? 'NO_PLAN' : 'NOT_EDITOR');
  }
  return { land, plan, authorId: viewer.id, lang: caller.lang };
}
