import { SITE_LIMITS } from '../../../shared/site/limits';
import type { Deps } from '../../deps';
import { addLandMedia, listLandAnnouncementMedia, listLandMedia, removeLandMedia, type MediaModel } from '../media';
import { requireEditor, type Caller } from './editors';
import type { LandRef } from './lands';
import { sitebuildErrors } from './sitebuild.errors';

/**
 * The land's media library for its editors (issue 25): the media module keeps the pictures, the
 * site builder says who may use them (whoever may edit the land, whatever the plan allows).
 */

export async function landMedia(deps: Deps, caller: Caller, ref: LandRef): Promise<MediaModel[]> {
  const { land } = await requireEditor(deps, caller, ref);
  return listLandMedia(deps.db, land);
}

export async function landAnnouncementMedia(
  deps: Deps,
  caller: Caller,
  ref: LandRef,
  first: number,
): Promise<MediaModel[]> {
  const { land } = await requireEditor(deps, caller, ref);
  return listLandAnnouncementMedia(deps.db, land, first);
}

export async function landMediaAdd(
  deps: Deps,
  caller: Caller,
  ref: LandRef,
  mediaIds: readonly string[],
): Promise<MediaModel[]> {
  const { land } = await requireEditor(deps, caller, ref);
  if (mediaIds.length > SITE_LIMITS.maxAnnouncementPictures) {
    throw sitebuildErrors.mediaNotUsable(caller.lang, mediaIds.slice(SITE_LIMITS.maxAnnouncementPictures));
  }
  const result = await addLandMedia(deps.db, { userId: caller.viewer!.id, land, mediaIds, now: deps.now() });
  if (result.ok) return result.media;
  if (result.reason === 'FULL') throw sitebuildErrors.libraryFull(caller.lang, result.max);
  throw sitebuildErrors.mediaNotUsable(caller.lang, result.invalidIds);
}

export async function landMediaRemove(deps: Deps, caller: Caller, ref: LandRef, mediaId: string): Promise<boolean> {
  const { land } = await requireEditor(deps, caller, ref);
  const outcome = await removeLandMedia(deps.db, land, mediaId);
  if (outcome === 'IN_USE') throw sitebuildErrors.mediaInUse(caller.lang);
  if (outcome === 'NOT_FOUND') throw sitebuildErrors.notFound(caller.lang, 'mediaNotFound');
  return true;
}
