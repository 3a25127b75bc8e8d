import { MessageSquare } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useQuery } from '../../../../../../shared/graphql/use-query';
import { COMMENT_LIMITS } from '../../../../../../shared/domain/announcements';
import { AnnouncementCommentListDocument } from '../../../../../../shared/graphql/generated';
import { useI18n } from '../../../i18n';
import { isMember, useViewer } from '../../../session';
import type { ActionGate } from '../action-gate';
import { CommentForm } from './CommentForm';
import { CommentsProvider, type CommentsContextValue } from './comments-context';
import { CommentThread } from './CommentItem';

/**
 * Comment lists are dropped from the document cache, and fetched again, after any mutation
 * whose answer holds a comment, even while the list is empty (its result then names no Comment).
 */
const LIST_CONTEXT = { additionalTypenames: ['Comment'] };

/** One page of top-level comments (newest first); the last page loaded offers the next. */
function CommentPage({
  announcementId,
  page,
  isLast,
  commentsEnabled,
  onMore,
}: {
  announcementId: string;
  page: number;
  isLast: boolean;
  commentsEnabled: boolean;
  onMore: () => void;
}) {
  const { t } = useI18n();
  const [{ data, error }] = useQuery({
    query: AnnouncementCommentListDocument,
    variables: { announcementId, first: COMMENT_LIMITS.pageSize, page },
    context: LIST_CONTEXT,
  });
  if (!data) {
    if (error) {
      return (
        <p className="form-error" role="alert">
          {t(error.networkError ? 'portal.layout.connectionProblem' : 'portal.layout.unexpected')}
        </p>
      );
    }
    return <p className="page-loading">{t('portal.layout.loading')}</p>;
  }
  const { data: comments, paginatorInfo } = data.announcementCommentList;
  if (page === 1 && comments.length === 0) {
    // With comments off, the section's own text already says why there are none.
    return commentsEnabled ? <p className="comments__empty">{t('comments.none')}</p> : null;
  }
  return (
    <>
      <ol className="comments" aria-label={t('portal.announcement.sections.comments')}>
        {comments.map((comment) => (
          <CommentThread key={comment.id} comment={comment} />
        ))}
      </ol>
      {isLast && paginatorInfo.hasMorePages ? (
        <button type="button" className="button comments__more" onClick={onMore}>
          {t('portal.announcement.comment.more')}
        </button>
      ) : null}
    </>
  );
}

/**
 * The questions and answers of an announcement (spec §3, §5, §8): ten top-level comments per
 * page, newest first, with their answers; "more" loads the next page under the others. Visitors
 * read them; writing asks them to sign in. When the announcement's comments are off, the comment
 * button is disabled and the spec's text says so.
 */
export function CommentsSection({
  announcement,
  gate,
}: {
  announcement: { id: string; userId: string; isCommentEnabled: boolean; commentCount: number };
  gate: ActionGate;
}) {
  const { t } = useI18n();
  const viewer = useViewer();
  const [pages, setPages] = useState(1);
  const context = useMemo<CommentsContextValue>(
    () => ({ announcementId: announcement.id, announcerId: announcement.userId, gate }),
    [announcement.id, announcement.userId, gate],
  );
  const enabled = announcement.isCommentEnabled;

  return (
    <CommentsProvider value={context}>
      <section id="comments" className="comments-section" aria-labelledby="announcement-comments">
        <h2 id="announcement-comments">
          <MessageSquare aria-hidden="true" size={22} />
          {t('portal.announcement.sections.comments')}
          {announcement.commentCount > 0 ? (
            <span className="comments-section__count">{announcement.commentCount}</span>
          ) : null}
        </h2>
        {!enabled ? (
          <div className="comments-section__disabled">
            <p>{t('comments.disabled')}</p>
            <button type="button" className="button" disabled>
              {t('portal.announcement.comment.submit')}
            </button>
          </div>
        ) : isMember(viewer) ? (
          <CommentForm
            label={t('portal.announcement.comment.label')}
            submitLabel={t('portal.announcement.comment.submit')}
          />
        ) : (
          <p>
            <button type="button" className="button button--primary" onClick={() => gate.allow()}>
              {t('portal.announcement.comment.signIn')}
            </button>
          </p>
        )}
        {Array.from({ length: pages }, (_, index) => (
          <CommentPage
            key={index + 1}
            announcementId={announcement.id}
            page={index + 1}
            isLast={index + 1 === pages}
            commentsEnabled={enabled}
            onMore={() => setPages(pages + 1)}
          />
        ))}
      </section>
    </CommentsProvider>
  );
}
