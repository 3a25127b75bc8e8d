import type { Selectable } from 'kysely';
import {
  validateContact,
  type ContactState,
  type ContactTag,
  type ContactValues,
} from '../../../shared/domain/contact';
import { ErrorCode } from '../../../shared/domain/errors';
import { normalizePhone } from '../../../shared/domain/phone';
import type { Locale } from '../../../shared/i18n/locales';
import { createTextInstance } from '../../../shared/i18n/instance';
import { homeTexts } from '../../../shared/i18n/portal/home';
import type { Deps } from '../../deps';
import { AppError } from '../../core/errors';
import { enforceRateLimits } from '../../core/rate-limit';
import { pageRequest, readPage, type PaginatorInfoModel } from '../../core/pagination';
import { visitorKey } from '../announcements';
import { throttleAddress } from '../auth';
import { formError } from '../users';
import type { Viewer } from '../users';
import type { ContactMessagesTable } from './contact.tables';

/** The contact form's texts through i18next, whose `{seconds, wait}` says the wait in words. */
const contactTexts = createTextInstance((locale) => ({ contact: homeTexts[locale].contact }));

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
  state: ContactState;
  assignedTo: string | null;
  handledAt: Date | null;
}

/** A stored message as ContactMessage's fields read it. */
export function toContactModel(row: Selectable<ContactMessagesTable>): ContactMessageModel {
  return {
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
    state: row.state,
    assignedTo: row.assigned_to,
    handledAt: row.handled_at,
  };
}

/** Who sends: the member when signed in, and the request's address. */
export interface ContactSender {
  viewer: Viewer | null;
  ip: string;
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
  const phone = values.phone?.trim() ? normalizePhone(values.phone) : null;
  await deps.db.transaction().execute(async (trx) => {
    // Counted with the message itself: a send that fails leaves the caps as they were.
    await enforceRateLimits(
      deps,
      [
        { limit: 'contactSender', subject: visitor },
        { limit: 'contactEmail', subject: email.toLowerCase() },
      ],
      (seconds) =>
        new AppError(ErrorCode.CONTACT_MAX_ATTEMPT, contactTexts.t('contact.maxAttempt', { lng: locale, seconds }), {
          seconds,
        }),
      trx,
    );
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
    data: page.data.map(toContactModel),
    paginatorInfo: page.paginatorInfo,
  };
}
