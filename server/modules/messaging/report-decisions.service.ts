import { ErrorCode } from '../../../shared/domain/errors';
import type { Deps } from '../../deps';
import { AppError, text } from '../../core/errors';
import { suspendUser } from '../moderation';
import type { Viewer } from '../users';
import { REPORT_COLUMNS, toReport, type MessageReportModel } from './messaging.service';

export type MessageReportDecision = 'DISMISS' | 'SUSPEND_SENDER';

/**
 * A moderator decides an open report of a message or a conversation. The report is claimed
 * first (its `resolved_at` set where it is still null), so two moderators deciding at once get
 * one decision and one MESSAGE/REPORT_RESOLVED. SUSPEND_SENDER suspends the reported message's
 * author through moderation's own suspension (sessions revoked, announcements hidden, audited);
 * the other open reports of that message close with it.
 */
export async function resolveReport(
  deps: Deps,
  viewer: Viewer,
  reportId: string,
  decision: MessageReportDecision,
  reason: string | null,
): Promise<MessageReportModel> {
  const found = await deps.db
    .selectFrom('message_reports as r')
    .leftJoin('messages as m', 'm.id', 'r.message_id')
    .select([...REPORT_COLUMNS.map((column) => `r.${column}` as const), 'm.sender_id'])
    .where('r.id', '=', reportId)
    .executeTakeFirst();
  if (!found) throw new AppError(ErrorCode.MESSAGE_REPORT_NOT_FOUND, text('messages.reportNotFound'));
  if (found.resolved_at) throw new AppError(ErrorCode.MESSAGE_REPORT_RESOLVED, text('messages.reportResolved'));
  const senderId = found.sender_id;
  if (decision === 'SUSPEND_SENDER' && !senderId) {
    throw new AppError(ErrorCode.MESSAGE_REPORT_NO_SENDER, text('messages.reportNoSender'));
  }

  const now = deps.now();
  const claimed = await deps.db
    .updateTable('message_reports')
    .set({ resolved_at: now })
    .where('id', '=', reportId)
    .where('resolved_at', 'is', null)
    .returning(REPORT_COLUMNS)
    .executeTakeFirst();
  if (!claimed) throw new AppError(ErrorCode.MESSAGE_REPORT_RESOLVED, text('messages.reportResolved'));

  if (decision === 'SUSPEND_SENDER' && senderId) {
    try {
      await suspendUser(deps, viewer, senderId, reason?.trim() || `Messages: ${found.reason}`);
    } catch (error) {
      // Refused (an administrator's account, a reason too long): the report stays open.
      await deps.db.updateTable('message_reports').set({ resolved_at: null }).where('id', '=', reportId).execute();
      throw error;
    }
    await deps.db
      .updateTable('message_reports')
      .set({ resolved_at: now })
      .where('message_id', '=', found.message_id)
      .where('resolved_at', 'is', null)
      .execute();
  }
  return toReport(claimed);
}
