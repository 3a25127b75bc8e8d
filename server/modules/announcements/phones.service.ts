import { PHONE_REVEAL_LIMIT } from '../../../shared/domain/announcements';
import { ErrorCode } from '../../../shared/domain/errors';
import type { Deps } from '../../deps';
import { AppError, text } from '../../core/errors';
import type { Viewer } from '../users';
import { requireActiveAnnouncement } from './access';
import type { AnnouncementPhoneModel } from './announcement-views';
import { visitorKey } from './details.service';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Reveals the phones of an active announcement (spec: `announcementPhoneGet`, a mutation). Each
 * reveal is recorded; a caller (member, or address for visitors) gets PHONE/MAX_ATTEMPT with the
 * seconds to wait once they revealed PHONE_REVEAL_LIMIT numbers within an hour, so numbers
 * cannot be harvested. Showing the same announcement's phones again is not counted twice.
 */
export async function revealPhones(
  deps: Deps,
  viewer: Viewer | null,
  id: string,
  ip: string,
): Promise<AnnouncementPhoneModel[]> {
  const announcement = await requireActiveAnnouncement(deps, viewer, id);
  const at = deps.now();
  const visitor = visitorKey(deps, viewer, ip);
  const since = new Date(at.getTime() - HOUR_MS);
  const recent = await deps.db
    .selectFrom('phone_reveals')
    .select(['announcement_id', 'created_at'])
    .where('visitor', '=', visitor)
    .where('created_at', '>', since)
    .orderBy('created_at')
    .execute();
  const seenAlready = recent.some((row) => row.announcement_id === announcement.id);
  const distinct = new Set(recent.map((row) => row.announcement_id));
  if (!seenAlready && distinct.size >= PHONE_REVEAL_LIMIT.perHour) {
    const oldest = recent[0]!.created_at;
    const seconds = Math.max(1, Math.ceil((oldest.getTime() + HOUR_MS - at.getTime()) / 1000));
    throw new AppError(ErrorCode.PHONE_MAX_ATTEMPT, text('announcements.phoneMaxAttempt', { seconds }), {
      seconds,
    });
  }
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('phone_reveals')
      .values({ announcement_id: announcement.id, user_id: viewer?.id ?? null, visitor, created_at: at })
      .execute();
    await deps.events.record(trx, {
      type: 'announcement.phoneRevealed',
      actorId: viewer?.id ?? null,
      payload: { announcementId: announcement.id, viewerId: viewer?.id ?? null },
    });
  });
  return phonesOf(deps, announcement.id);
}

/**
 * The phones of an announcement in the order they were entered, not counted as a reveal: for
 * its announcers' publishing form (the resolvers check who asks).
 */
export async function phonesOf(deps: Deps, announcementId: string): Promise<AnnouncementPhoneModel[]> {
  const phones = await deps.db
    .selectFrom('announcement_phones')
    .selectAll()
    .where('announcement_id', '=', announcementId)
    .orderBy('rank')
    .execute();
  return phones.map((row) => ({
    id: row.id,
    phone: row.phone,
    hasViber: row.has_viber,
    hasWhatsapp: row.has_whatsapp,
    hasTelegram: row.has_telegram,
  }));
}
