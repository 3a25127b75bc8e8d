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

/** How long a reveal stays shown to its caller on the page shown again. */
const REVEAL_SHOWN_MS = 3_600_000;

/**
 * The phones this caller revealed within the last hour (REVEAL_SHOWN_MS), read again without
 * counting: the page shown again after a reveal (the form that reveals without JavaScript sends
 * the browser back to it) shows them. Null when they did not.
 */
export async function recentlyRevealedPhones(
  deps: Deps,
  viewer: Viewer | null,
  announcementId: string,
  ip: string,
): Promise<AnnouncementPhoneModel[] | null> {
  const since = new Date(deps.now().getTime() - REVEAL_SHOWN_MS);
  const revealed = await deps.db
    .selectFrom('phone_reveals')
    .select('announcement_id')
    .where('announcement_id', '=', announcementId)
    .where('visitor', '=', visitorKey(deps, viewer, ip))
    .where('created_at', '>', since)
    .limit(1)
    .executeTakeFirst();
  return revealed ? phonesOf(deps, announcementId) : null;
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
