import { Flag, MessageSquareReply, ThumbsDown, ThumbsUp, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useMutation } from 'urql';
import {
  AnnouncementCommentDeleteDocument,
  AnnouncementCommentReactDocument,
  AnnouncementCommentReportDocument,
  type CommentFieldsFragment,
  type CommentReactionType,
} from '../../../../../../shared/graphql/generated';
import { ConfirmDialog } from '../../Dialog';
import { useI18n } from '../../../i18n';
import { useViewer } from '../../../session';
import { canModerate } from '../permissions';
import { useCommentsContext } from './comments-context';

type Counts = Pick<CommentFieldsFragment, 'likesCount' | 'dislikesCount' | 'userReaction'>;

/**
 * A comment's actions: useful / not useful with their counts (the same reaction again takes it
 * back), reply, report (after the spec's confirm question) and delete for its author, the
 * announcer and moderators (likewise confirmed). Lists are fetched again by the document cache
 * after each of these mutations, since their answers hold comments.
 */
export function CommentToolbar({ comment, onReply }: { comment: CommentFieldsFragment; onReply?: () => void }) {
  const { t } = useI18n();
  const viewer = useViewer();
  const { announcerId, gate } = useCommentsContext();
  const [{ fetching: reacting }, react] = useMutation(AnnouncementCommentReactDocument);
  const [, report] = useMutation(AnnouncementCommentReportDocument);
  const [, remove] = useMutation(AnnouncementCommentDeleteDocument);
  const [counts, setCounts] = useState<{ of: Counts; now: Counts } | null>(null);
  const [confirm, setConfirm] = useState<'report' | 'delete' | null>(null);
  const [reportedNow, setReported] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // The mutation's answer shows at once; fresh server data (a refetch) takes over when it arrives.
  const shown = counts && sameCounts(counts.of, comment) ? counts.now : comment;
  const reported = reportedNow || comment.iReported;
  const own = viewer !== null && viewer.id === comment.user.id;
  const mayDelete = own || (viewer !== null && viewer.id === announcerId) || canModerate(viewer);

  const onReact = async (reaction: CommentReactionType) => {
    if (reacting || !gate.allow()) return;
    const result = await react({ commentId: comment.id, reaction });
    if (result.data) setCounts({ of: comment, now: result.data.announcementCommentReact });
    else setError(t('portal.layout.unexpected'));
  };

  const onConfirm = async () => {
    const action = confirm;
    setConfirm(null);
    setError(null);
    if (action === 'report') {
      const result = await report({ id: comment.id });
      if (result.data) setReported(true);
      else setError(t('portal.layout.unexpected'));
    } else if (action === 'delete') {
      const result = await remove({ id: comment.id });
      if (!result.data) setError(t('portal.layout.unexpected'));
    }
  };

  return (
    <div className="comment-toolbar">
      <button
        type="button"
        className="comment-action"
        aria-pressed={shown.userReaction === 'LIKE'}
        onClick={() => void onReact('LIKE')}
      >
        <ThumbsUp aria-hidden="true" size={16} fill={shown.userReaction === 'LIKE' ? 'currentColor' : 'none'} />
        <span className="comment-action__label">{t('portal.announcement.comment.like')}</span>
        <span className="comment-action__count">{shown.likesCount}</span>
      </button>
      <button
        type="button"
        className="comment-action"
        aria-pressed={shown.userReaction === 'DISLIKE'}
        onClick={() => void onReact('DISLIKE')}
      >
        <ThumbsDown aria-hidden="true" size={16} fill={shown.userReaction === 'DISLIKE' ? 'currentColor' : 'none'} />
        <span className="comment-action__label">{t('portal.announcement.comment.dislike')}</span>
        <span className="comment-action__count">{shown.dislikesCount}</span>
      </button>
      {onReply ? (
        <button type="button" className="comment-action" onClick={onReply}>
          <MessageSquareReply aria-hidden="true" size={16} />
          <span className="comment-action__label">{t('portal.announcement.comment.reply')}</span>
        </button>
      ) : null}
      {own ? null : reported ? (
        <span className="comment-action comment-action--done">
          <Flag aria-hidden="true" size={16} />
          {t('portal.announcement.comment.reported')}
        </span>
      ) : (
        <button
          type="button"
          className="comment-action"
          onClick={() => {
            if (gate.allow({ activeOnly: false })) setConfirm('report');
          }}
        >
          <Flag aria-hidden="true" size={16} />
          <span className="comment-action__label">{t('portal.announcement.comment.report')}</span>
        </button>
      )}
      {mayDelete ? (
        <button type="button" className="comment-action comment-action--danger" onClick={() => setConfirm('delete')}>
          <Trash2 aria-hidden="true" size={16} />
          <span className="comment-action__label">{t('portal.announcement.comment.delete')}</span>
        </button>
      ) : null}
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
      <ConfirmDialog
        open={confirm === 'report'}
        title={t('portal.announcement.comment.reportTitle')}
        text={t('comments.confirmReport')}
        confirmLabel={t('portal.announcement.comment.report')}
        onConfirm={() => void onConfirm()}
        onClose={() => setConfirm(null)}
      />
      <ConfirmDialog
        open={confirm === 'delete'}
        title={t('portal.announcement.comment.deleteTitle')}
        text={t('comments.confirmDelete')}
        confirmLabel={t('portal.announcement.comment.delete')}
        danger
        onConfirm={() => void onConfirm()}
        onClose={() => setConfirm(null)}
      />
    </div>
  );
}

function sameCounts(a: Counts, b: Counts): boolean {
  return a.likesCount === b.likesCount && a.dislikesCount === b.dislikesCount && a.userReaction === b.userReaction;
}
