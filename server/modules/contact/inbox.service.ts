import type { Selectable } from 'kysely';
import { CONTACT_REPLY_LIMITS, type ContactState, type ContactTag } from '../../../shared/domain/contact';
import { ErrorCode } from '../../../shared/domain/errors';
import { formatDay } from '../../../shared/domain/format';
import { Role } from '../../../shared/domain/roles';
import { failure } from '../../../shared/domain/validation';
import { translate } from '../../../shared/i18n';
import { isLocale } from '../../../shared/i18n/locales';
import { AppError, text } from '../../core/errors';
import { parseId } from '../../core/ids';
import { pageRequest, readPage, type PaginatorInfoModel } from '../../core/pagination';
import type { Deps } from '../../deps';
import { enqueueMail } from '../mail';
import { formError, type Viewer } from '../users';
import type { ContactRepliesTable } from './contact.tables';
import { toContactModel, type ContactMessageModel } from './contact.service';

export type ContactReplyModel = Selectable<ContactRepliesTable>;

const notFound = () => new AppError(ErrorCode.CONTACT_NOT_FOUND, text('contact.notFound'));

/** Operators: the inbox, newest first, of one state and one tag (or all). */
export async function listContactMessages(
  deps: Deps,
  args: { state?: ContactState | null; tag?: ContactTag | null; page?: number | null; count?: number | null },
): Promise<{ data: ContactMessageModel[]; paginatorInfo: PaginatorInfoModel }> {
  const request = pageRequest(args.page, args.count, { defaultSize: 24, maxSize: 100 });
  let query = deps.db.selectFrom('contact_messages').selectAll().orderBy('id', 'desc');
  if (args.state) query = query.where('state', '=', args.state);
  if (args.tag) query = query.where('tag', '=', args.tag);
  const page = await readPage(query, request);
  return { data: page.data.map(toContactModel), paginatorInfo: page.paginatorInfo };
}

export async function findContactMessage(deps: Deps, idInput: string): Promise<ContactMessageModel> {
  const id = parseId(idInput, 'id');
  const row = await deps.db.selectFrom('contact_messages').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return toContactModel(row);
}

/** A message's answers, oldest first. */
export function contactReplies(deps: Deps, messageId: string): Promise<ContactReplyModel[]> {
  return deps.db
    .selectFrom('contact_replies')
    .selectAll()
    .where('message_id', '=', messageId)
    .orderBy('id', 'asc')
    .execute();
}

/**
 * Gives a message to an operator, or to nobody (null). Only an operator (ADMIN or SUPER_ADMIN)
 * can be given one: anyone else is BAD_USER_INPUT on `userId`.
 */
export async function assignContactMessage(
  deps: Deps,
  idInput: string,
  userIdInput: string | null | undefined,
): Promise<ContactMessageModel> {
  const message = await findContactMessage(deps, idInput);
  const userId = userIdInput ? parseId(userIdInput, 'userId') : null;
  if (userId) {
    const operator = await deps.db
      .selectFrom('user_roles')
      .select('user_id')
      .where('user_id', '=', userId)
      .where('role', 'in', [Role.ADMIN, Role.SUPER_ADMIN])
      .executeTakeFirst();
    if (!operator) throw formError(ErrorCode.BAD_USER_INPUT, [failure('userId', 'exists')]);
  }
  await deps.db.updateTable('contact_messages').set({ assigned_to: userId }).where('id', '=', message.id).execute();
  return findContactMessage(deps, message.id);
}

/**
 * Answers a message's author by e-mail, in the language they wrote from, quoting their message;
 * the answer is kept on the message (with the outbox's mail), which is then in progress unless
 * already handled. Answer and mail are written together.
 */
export async function replyToContactMessage(
  deps: Deps,
  viewer: Viewer,
  idInput: string,
  replyText: string,
): Promise<ContactMessageModel> {
  const message = await findContactMessage(deps, idInput);
  const said = replyText.trim();
  if (said.length < CONTACT_REPLY_LIMITS.min || said.length > CONTACT_REPLY_LIMITS.max) {
    throw formError(ErrorCode.BAD_USER_INPUT, [
      said.length < CONTACT_REPLY_LIMITS.min
        ? failure('text', 'min_length', { n: CONTACT_REPLY_LIMITS.min })
        : failure('text', 'max_length', { n: CONTACT_REPLY_LIMITS.max }),
    ]);
  }
  const locale = isLocale(message.locale) ? message.locale : 'fr';
  const author = await deps.db
    .selectFrom('users')
    .select(['display_name', 'username'])
    .where('id', '=', viewer.id)
    .executeTakeFirst();
  await deps.db.transaction().execute(async (trx) => {
    const mailId = await enqueueMail(
      deps,
      {
        to: message.email,
        locale,
        subject: translate(locale, 'mail.contactReply.subject', { subject: message.subject }),
        text: translate(locale, 'mail.contactReply.text', {
          name: message.name,
          reply: said,
          author: author?.display_name ?? author?.username ?? 'Souk',
          date: formatDay(message.createdAt),
          message: message.message.replaceAll('\n', '\n> '),
        }),
      },
      trx,
    );
    await trx
      .insertInto('contact_replies')
      .values({ message_id: message.id, author_id: viewer.id, text: said, mail_id: mailId, created_at: deps.now() })
      .execute();
    await trx
      .updateTable('contact_messages')
      .set({ state: 'IN_PROGRESS' })
      .where('id', '=', message.id)
      .where('state', '=', 'NEW')
      .execute();
  });
  return findContactMessage(deps, message.id);
}

/** Sets where a message stands; HANDLED records when (and reopening forgets it). */
export async function setContactMessageState(
  deps: Deps,
  idInput: string,
  state: ContactState,
): Promise<ContactMessageModel> {
  const message = await findContactMessage(deps, idInput);
  await deps.db
    .updateTable('contact_messages')
    .set({ state, handled_at: state === 'HANDLED' ? deps.now() : null })
    .where('id', '=', message.id)
    .execute();
  return findContactMessage(deps, message.id);
}
