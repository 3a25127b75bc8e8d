import { useId, useState, type FormEvent } from 'react';
import { useMutation } from 'urql';
import type { AnnouncementStatus } from '../../../../../../shared/domain/announcements';
import { COMMENT_LIMITS } from '../../../../../../shared/domain/announcements';
import { ErrorCode } from '../../../../../../shared/domain/errors';
import { AnnouncementCommentCreateDocument } from '../../../../../../shared/graphql/generated';
import { useActingStore } from '../../../acting';
import { useI18n } from '../../../i18n';
import { errorCodeOf, errorExtensionOf } from '../graphql-errors';
import { commentLength, commentProblem } from './comment-validation';
import { useCommentsContext } from './comments-context';

/**
 * Writes a comment, or an answer with `parentId` (spec §5, §8): empty gives "Ce champs est
 * requis", too long "Veuillez diminuer le nombre de caractéres" (checked here and by the
 * server), a refusal "Vous ne pouvez pas soumettre de commentaire !". The new comment appears
 * when the list is fetched again (the document cache drops lists holding comments).
 */
export function CommentForm({
  parentId,
  label,
  submitLabel,
  autoFocus,
  onSent,
  onCancel,
}: {
  parentId?: string;
  label: string;
  submitLabel: string;
  autoFocus?: boolean;
  /** Called once the server took the comment. */
  onSent?: () => void;
  onCancel?: () => void;
}) {
  const { t } = useI18n();
  const { announcementId, gate } = useCommentsContext();
  const [content, setContent] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [{ fetching }, create] = useMutation(AnnouncementCommentCreateDocument);
  // A member acting as one of their stores (the account switcher) writes as the store.
  const { acting } = useActingStore();
  const id = useId();
  const remaining = COMMENT_LIMITS.contentMax - commentLength(content);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (fetching || !gate.allow()) return;
    setSent(false);
    setFormError(null);
    const problem = commentProblem(content);
    if (problem) {
      setFieldError(t(problem === 'empty' ? 'comments.empty' : 'comments.tooLong'));
      return;
    }
    setFieldError(null);
    const result = await create({
      announcementId,
      content: content.trim(),
      parentId: parentId ?? null,
      asStoreId: acting?.id ?? null,
    });
    if (result.data) {
      setContent('');
      setSent(true);
      onSent?.();
      return;
    }
    const code = errorCodeOf(result.error);
    if (code === ErrorCode.COMMENT_EMPTY) setFieldError(t('comments.empty'));
    else if (code === ErrorCode.COMMENT_TOO_LONG) setFieldError(t('comments.tooLong'));
    else if (code === ErrorCode.COMMENT_DISABLED) setFormError(t('comments.disabled'));
    else if (code === ErrorCode.ANNOUNCEMENT_NOT_ACTIVE) {
      const status = errorExtensionOf(result.error, 'status');
      gate.block({ kind: 'status', status: (typeof status === 'string' ? status : 'EXPIRED') as AnnouncementStatus });
    } else setFormError(t('comments.submitError'));
  };

  return (
    <form className="comment-form" onSubmit={(event) => void submit(event)} noValidate>
      <div className="field">
        <label htmlFor={`${id}-content`}>{label}</label>
        <textarea
          id={`${id}-content`}
          name="content"
          rows={parentId ? 2 : 3}
          value={content}
          autoFocus={autoFocus}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={`${id}-hint${fieldError ? ` ${id}-error` : ''}`}
          onChange={(event) => {
            setContent(event.target.value);
            if (sent) setSent(false);
          }}
        />
        <p id={`${id}-hint`} className={`comment-form__hint${remaining < 0 ? ' comment-form__hint--over' : ''}`}>
          {t('portal.announcement.comment.remaining', { count: remaining })}
        </p>
        {fieldError ? (
          <p id={`${id}-error`} className="field__error" role="alert">
            {fieldError}
          </p>
        ) : null}
      </div>
      {formError ? (
        <p className="form-error" role="alert">
          {formError}
        </p>
      ) : null}
      {sent && !onSent ? (
        <p className="form-success" role="status">
          {t('comments.sent')}
        </p>
      ) : null}
      {acting ? (
        <p className="comment-form__as">{t('portal.announcement.comment.asStore', { name: acting.name })}</p>
      ) : null}
      <div className="comment-form__actions">
        {onCancel ? (
          <button type="button" className="button button--ghost" onClick={onCancel}>
            {t('portal.announcement.comment.cancel')}
          </button>
        ) : null}
        <button type="submit" className="button button--primary" aria-busy={fetching}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
