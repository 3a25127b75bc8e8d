import { CONTACT_LIMITS, validateContact, type ContactTag, type ContactValues } from '../../../shared/domain/contact';
import { ErrorCode } from '../../../shared/domain/errors';
import { normalizePhone } from '../../../shared/domain/phone';
import type { Locale } from '../../../shared/i18n/locales';
import { homeTexts } from '../../../shared/i18n/portal/home';
import type { Deps } from '../../deps';
import { AppError } from '../../core/errors';
import { pageRequest, readPage, type PaginatorInfoModel } from '../../core/pagination';
import { visitorKey } from '../announcements';
import { throttleAddress } from '../auth';
import { formError } from '../users';
import type { Viewer } from '../users';

/**
 * The code of a refused send past the hourly caps. Ours (the spec shows no contact codes); it
 * belongs in `shared/domain/errors.ts` beside PHONE/MAX_ATTEMPT.
 */

const HOUR_MS = 60 * 60 * 1000;

/** A contact message as the operator's team reads it (GraphQL `ContactMessage`). */
export interface ContactMessageModel {
  id: string;
  email: string;
  name: string;
  phone: string | null;
  subject: string;
  message: string;
  tag: ContactTag;
  userId: string | null;
  locale: string;
  createdAt: Date;
}

/** Who sends: the member when signed in, and the request's address. */
export interface ContactSender {
  viewer: Viewer | null;
  ip: string;
}

/** Seconds until the oldest of the recent sends leaves the hour, at least 1. */
function secondsLeft(oldest: Date, now: Date): number {
  return Math.max(1, Math.ceil((oldest.getTime() + HOUR_MS - now.getTime()) / 1000));
}

/**
 * Refuses a send when the sender, or the e-mail address, already sent the hourly maximum:
 * CONTACT/MAX_ATTEMPT with the seconds to wait. Two sends racing may both pass: the caps are
 * against floods, not an exact quota.
 */
async function assertUnderCaps(deps: Deps, visitor: string, email: string, locale: Locale): Promise<void> {
  const now = deps.now();
  const since = new Date(now.getTime() - HOUR_MS);
  const db = deps.db;
  const [bySender, byEmail] = await Promise.all([
    db
      .selectFrom('contact_messages')
      .select('created_at')
      .where('visitor', '=', visitor)
      .where('created_at', '>', since)
      .orderBy('created_at')
      .execute(),
    db
      .selectFrom('contact_messages')
      .select('created_at')
      .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
      .where('created_at', '>', since)
      .orderBy('created_at')
      .execute(),
  ]);
  const caps = [
    [bySender, CONTACT_LIMITS.perSenderPerHour],
    [byEmail, CONTACT_LIMITS.perEmailPerHour],
  ] as const;
  let seconds = 0;
  for (const [rows, max] of caps) {
    // Once the oldest of the last `max` sends leaves the hour, one more may go.
    if (rows.length >= max) seconds = Math.max(seconds, secondsLeft(rows[rows.length - max]!.created_at, now));
  }
  if (seconds === 0) return;
  const message = homeTexts[locale].contact.maxAttempt.replace('{seconds}', String(seconds));
  throw new AppError(ErrorCode.CONTACT_MAX_ATTEMPT, message, { seconds });
}

/**
 * Records a contact message for the operator's team. The fields are checked with the shared
 * contact rules (BAD_USER_INPUT with the refused fields, CORE/WRONG_PHONE_FORMAT when only the
 * phone is wrong); text is stored trimmed, the phone in its national form.
 */
export async function sendContactMessage(
  deps: Deps,
  sender: ContactSender,
  input: Partial<ContactValues>,
  locale: Locale,
): Promise<true> {
  const failures = validateContact(input);
  if (failures.length > 0) throw formError(ErrorCode.BAD_USER_INPUT, failures);
  const values = input as ContactValues;
  const email = values.email.trim();
  const visitor = visitorKey(deps, sender.viewer, throttleAddress(sender.ip));
  await assertUnderCaps(deps, visitor, email, locale);
  const phone = values.phone?.trim() ? normalizePhone(values.phone) : null;
  await deps.db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('contact_messages')
      .values({
        user_id: sender.viewer?.id ?? null,
        visitor,
        email,
        name: values.name.trim(),
        phone,
        subject: values.subject.trim(),
        message: values.message.trim(),
        tag: values.tag as ContactTag,
        locale,
        created_at: deps.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await deps.events.record(trx, {
      type: 'contact.messageReceived',
      actorId: sender.viewer?.id ?? null,
      payload: { messageId: id, tag: values.tag },
    });
  });
  return true;
}

/** Admins: the messages not yet handled, newest first. */
export async function listOpenContactMessages(
  deps: Deps,
  args: { page?: number | null; count?: number | null },
): Promise<{ data: ContactMessageModel[]; paginatorInfo: PaginatorInfoModel }> {
  const request = pageRequest(args.page, args.count, { defaultSize: 24, maxSize: 100 });
  const page = await readPage(
    deps.db
      .selectFrom('contact_messages')
      .where('handled_at', 'is', null)
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc'),
    request,
  );
  return {
    data: page.data.map((row) => ({
      id: row.id,
      email: row.email,
      name: row.name,
      phone: row.phone,
      subject: row.subject,
      message: row.message,
      tag: row.tag,
      userId: row.user_id,
      locale: row.locale,
      createdAt: row.created_at,
    })),
    paginatorInfo: page.paginatorInfo,
  };
}
