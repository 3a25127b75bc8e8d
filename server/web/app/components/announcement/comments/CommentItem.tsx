import { useState } from 'react';
import { formatDay, formatRelative } from '../../../../../../shared/domain/format';
import type { CommentFieldsFragment, CommentThreadFragment } from '../../../../../../shared/graphql/generated';
import { useI18n } from '../../../i18n';
import { Link, storeSiteHref } from '../../../navigation';
import { paths, storeSitePath } from '../../../routes';
import { CommentForm } from './CommentForm';
import { useCommentsContext } from './comments-context';
import { CommentToolbar } from './CommentToolbar';

/** The author's name as the comment shows it: the store they answered for, else the member. */
function authorName(comment: CommentFieldsFragment, fallback: string): string {
  return comment.store?.name ?? comment.user.displayName ?? comment.user.username ?? fallback;
}

/** One comment: its author (marked when it is the seller), when, the text as typed, and its actions. */
function CommentBody({ comment, onReply }: { comment: CommentFieldsFragment; onReply?: () => void }) {
  const { t, locale } = useI18n();
  const { announcerId } = useCommentsContext();
  const name = authorName(comment, t('portal.announcement.comment.anonymous'));
  const date = new Date(comment.createdAt);
  return (
    <article className="comment" id={`comment-${comment.id}`}>
      <span className="comment__avatar" aria-hidden="true">
        {(comment.store?.imageUrl ?? comment.user.avatarUrl) ? (
          <img src={(comment.store?.imageUrl ?? comment.user.avatarUrl)!} alt="" width={36} height={36} />
        ) : (
          [...name][0]?.toUpperCase()
        )}
      </span>
      <div className="comment__main">
        <header className="comment__head">
          {/* Written as a store: the store's site is who answered; a store site is its own document. */}
          {comment.store ? (
            <a className="comment__author" href={storeSiteHref(storeSitePath(comment.store), locale)}>
              {name}
            </a>
          ) : (
            <Link className="comment__author" href={paths.member(comment.user.id)}>
              {name}
            </Link>
          )}
          {comment.user.id === announcerId ? (
            <span className="tag tag--seller">{t('portal.announcement.comment.seller')}</span>
          ) : null}
          {/* Relative dates depend on the moment they are rendered: the browser's may differ from the server's. */}
          <time
            className="comment__date"
            dateTime={comment.createdAt}
            title={formatDay(date, { withTime: true })}
            suppressHydrationWarning
          >
            {formatRelative(date, new Date(), locale)}
          </time>
        </header>
        <p className="comment__content" dir="auto">
          {comment.content}
        </p>
        <CommentToolbar comment={comment} onReply={onReply} />
      </div>
    </article>
  );
}

/** A top-level comment with its answers (oldest first) and, on demand, the form to answer it. */
export function CommentThread({ comment }: { comment: CommentThreadFragment }) {
  const { t } = useI18n();
  const { gate } = useCommentsContext();
  const [replying, setReplying] = useState(false);
  const [sent, setSent] = useState(false);
  const name = authorName(comment, t('portal.announcement.comment.anonymous'));
  return (
    <li className="comment-thread">
      <CommentBody
        comment={comment}
        onReply={() => {
          if (gate.allow()) {
            setSent(false);
            setReplying(true);
          }
        }}
      />
      {comment.replies.length > 0 ? (
        <ol className="comment-thread__replies" aria-label={t('portal.announcement.comment.replies')}>
          {comment.replies.map((reply) => (
            <li key={reply.id}>
              <CommentBody comment={reply} />
            </li>
          ))}
        </ol>
      ) : null}
      {sent ? (
        <p className="form-success comment-thread__sent" role="status">
          {t('comments.sent')}
        </p>
      ) : null}
      {replying ? (
        <div className="comment-thread__reply">
          <CommentForm
            parentId={comment.id}
            label={t('portal.announcement.comment.replyLabel', { name })}
            submitLabel={t('portal.announcement.comment.submitReply')}
            autoFocus
            onSent={() => {
              setReplying(false);
              setSent(true);
            }}
            onCancel={() => setReplying(false)}
          />
        </div>
      ) : null}
    </li>
  );
}
