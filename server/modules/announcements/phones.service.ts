import { ErrorCode } from '../../../shared/domain/errors';
import type { Deps } from '../../deps';
import { AppError, text } from '../../core/errors';
import { enforceRateLimits } from '../../core/rate-limit';
import { throttleAddress } from '../auth';
import type { Viewer } from '../users';
import { requireActiveAnnouncement } from './access';
import type { AnnouncementPhoneModel } from './announcement-views';
import { visitorKey } from './details.service';

/**
 * Reveals the phones of an active announcement (spec: `announcementPhoneGet`, a mutation). Each
 * reveal is recorded; a caller (member, or address for visitors) gets PHONE/MAX_ATTEMPT with the
 * seconds to wait once they revealed the `phoneReveal` limit of numbers within an hour, so numbers
 * cannot be harvested. Showing the same announcement's phones again is not counted twice. The
 * count and the reveal commit together (`takeRateLimits` in the reveal's transaction).
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
  // Visitors are counted by address (an IPv6 subscriber by their /64), members by account.
  const subject = viewer ? visitor : throttleAddress(ip);
  await deps.db.transaction().execute(async (trx) => {
    await enforceRateLimits(
      deps,
      [{ limit: 'phoneReveal', subject, item: announcement.id }],
      (seconds) =>
        new AppError(ErrorCode.PHONE_MAX_ATTEMPT, text('announcements.phoneMaxAttempt', { seconds }), { seconds }),
      trx,
    );
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
