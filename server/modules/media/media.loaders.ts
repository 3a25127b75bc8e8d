import type { MercuriusLoaders } from 'mercurius';
import type { MediaSize } from '../../../shared/domain/announcements';
import type { Context } from '../../graphql/context';
import type { AnnouncementModel } from '../announcements';
import { toMediaModel, type MediaModel } from './media.mappers';
import { loadMediaByIds, loadMediaOfAnnouncements } from './media.service';

/** One field of one announcement asked in a GraphQL operation, as Mercurius batches them. */
interface AnnouncementMediaQuery {
  obj: AnnouncementModel;
  params: { size?: MediaSize | null };
}

/** The size asked on the field, else the one the list asked for (search's mediaSize), else MEDIUM. */
function sizeOf({ obj, params }: AnnouncementMediaQuery): MediaSize {
  return params.size ?? obj.mediaSize ?? 'MEDIUM';
}

/** Every announcement's first picture in one query. */
async function defaultMedia(queries: AnnouncementMediaQuery[], ctx: Context): Promise<(MediaModel | null)[]> {
  const ids = [...new Set(queries.flatMap(({ obj }) => (obj.defaultMediaId ? [obj.defaultMediaId] : [])))];
  const rows = new Map((await loadMediaByIds(ctx.deps.db, ids)).map((row) => [row.id, row]));
  return queries.map((query) => {
    const row = query.obj.defaultMediaId ? rows.get(query.obj.defaultMediaId) : undefined;
    // A default that is no longer this announcement's picture is not shown.
    return row && row.announcement_id === query.obj.id ? toMediaModel(row, sizeOf(query)) : null;
  });
}

/** Every announcement's pictures in one query; those without pictures (media_count 0) cost nothing. */
async function medias(queries: AnnouncementMediaQuery[], ctx: Context): Promise<MediaModel[][]> {
  const ids = [...new Set(queries.filter(({ obj }) => obj.mediaCount > 0).map(({ obj }) => obj.id))];
  const byAnnouncement = await loadMediaOfAnnouncements(ctx.deps.db, ids);
  return queries.map((query) =>
    (byAnnouncement.get(query.obj.id) ?? []).map((row) => toMediaModel(row, sizeOf(query))),
  );
}

/**
 * `Announcement.defaultMedia` and `Announcement.medias`, batched: a search page of 48 cards
 * asks the database once per field, not once per card.
 */
export const mediaLoaders: MercuriusLoaders<Context> = {
  Announcement: { defaultMedia, medias },
};
