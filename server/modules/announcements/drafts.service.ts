import { sql } from 'kysely';
import { ANNOUNCEMENT_LIMITS } from '../../../shared/domain/announcements';
import { ErrorCode } from '../../../shared/domain/errors';
import type { Deps } from '../../deps';
import { AppError, text } from '../../core/errors';
import type { Viewer } from '../users';

/** A member's draft of a new announcement, as AnnouncementDraft's fields receive it. */
export interface AnnouncementDraftModel {
  values: unknown;
  updatedAt: Date;
}

const invalidDraft = () =>
  new AppError(
    ErrorCode.ANNOUNCEMENT_DRAFT_INVALID,
    text('announcementDrafts.invalid', { max: ANNOUNCEMENT_LIMITS.draftBytesMax / 1024 }),
    { argument: 'values' },
  );

/** The signed-in member's draft, or null. */
export async function announcementDraft(deps: Deps, viewer: Viewer): Promise<AnnouncementDraftModel | null> {
  const row = await deps.db
    .selectFrom('announcement_drafts')
    .select(['values', 'updated_at'])
    .where('user_id', '=', viewer.id)
    .executeTakeFirst();
  return row ? { values: row.values, updatedAt: row.updated_at } : null;
}

/**
 * Keeps the form as typed, replacing the member's earlier draft. The server does not read it
 * (the form is checked when published): it only makes sure it is an object of bounded size
 * (its text was checked at the edge, as every GraphQL input is).
 */
export async function saveAnnouncementDraft(
  deps: Deps,
  viewer: Viewer,
  values: unknown,
): Promise<AnnouncementDraftModel> {
  if (values === null || typeof values !== 'object' || Array.isArray(values)) throw invalidDraft();
  const json = JSON.stringify(values);
  if (Buffer.byteLength(json) > ANNOUNCEMENT_LIMITS.draftBytesMax) throw invalidDraft();
  const updatedAt = deps.now();
  await deps.db
    .insertInto('announcement_drafts')
    .values({ user_id: viewer.id, values: json, updated_at: updatedAt })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ values: sql`excluded.values`, updated_at: updatedAt }))
    .execute();
  return { values: JSON.parse(json) as unknown, updatedAt };
}

/** Forgets the member's draft (published, or started over); true when there was one. */
export async function discardAnnouncementDraft(deps: Deps, viewer: Viewer): Promise<boolean> {
  const result = await deps.db.deleteFrom('announcement_drafts').where('user_id', '=', viewer.id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
