import { useId, useState, type FormEvent } from 'react';
import { useMutation } from 'urql';
import type { AnnouncementStatus } from '../../../../../../shared/domain/announcements';
import { COMMENT_LIMITS } from '../../../../../../shared/domain/announcements';
import { ErrorCode } from '../../../../../../shared/domain/errors';
import { AnnouncementCommentCreateDocument } from '../../../../../../shared/graphql/generated';
import { useActingStore } from '../../../acting';
import { useI18n } from '../../../i18n';
import { useNavigation } from '../../../navigation';
import { paths } from '../../../routes';
import { errorCodeOf, errorExtensionOf } from '../graphql-errors';
import { commentLength, commentProblem } from './comment-validation';
import { useCommentsContext } from './comments-context';

/** The text of a comment refusal's code, as the form shows it. */
function refusalText(code: string | null | undefined): {
  field: boolean;
  key: 'comments.empty' | 'comments.tooLong' | 'comments.disabled' | 'comments.submitError';
} {
  if (code === ErrorCode.COMMENT_EMPTY) return { field: true, key: 'comments.empty' };
  if (code === ErrorCode.COMMENT_TOO_LONG) return { field: true, key: 'comments.tooLong' };
  if (code === ErrorCode.COMMENT_DISABLED) return { field: false, key: 'comments.disabled' };
  return { field: false, key: 'comments.submitError' };
}

/**
 * Writes a comment, or an answer with `parentId` (spec §5, §8): empty gives "Ce champs est
 * requis", too long "Veuillez diminuer le nombre de caractéres" (checked here and by the
 * server), a refusal "Vous ne pouvez pas soumettre de commentaire !". The new comment appears
 * when the list is fetched again (the document cache drops lists holding comments). The form
 * posts to the server without JavaScript, which sends the browser back here with the outcome
 * in the address (`commented`, or `commentError` with the text as `commentDraft`).
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
  const { location, query, localize } = useNavigation();
  // The outcome of a post made without JavaScript, for the page's own comment form.
  const posted = parentId ? null : { error: query.get('commentError'), draft: query.get('commentDraft') };
  const postedRefusal = posted?.error ? refusalText(posted.error) : null;
  const [content, setContent] = useState(posted?.draft ?? '');
  const [fieldError, setFieldError] = useState<string | null>(postedRefusal?.field ? t(postedRefusal.key) : null);
  const [formError, setFormError] = useState<string | null>(
    postedRefusal && !postedRefusal.field ? t(postedRefusal.key) : null,
  );
  const [sent, setSent] = useState(!parentId && query.get('commented') === '1');
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
    if (code === ErrorCode.ANNOUNCEMENT_NOT_ACTIVE) {
      const status = errorExtensionOf(result.error, 'status');
      gate.block({ kind: 'status', status: (typeof status === 'string' ? status : 'EXPIRED') as AnnouncementStatus });
      return;
    }
    const refusal = refusalText(code);
    if (refusal.field) setFieldError(t(refusal.key));
    else setFormError(t(refusal.key));
  };

  return (
    <form
      className="comment-form"
      method="post"
      action={localize(paths.announcementComment())}
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <input type="hidden" name="announcementId" value={announcementId} />
      <input type="hidden" name="back" value={location.pathname} />
      {parentId ? <input type="hidden" name="parentId" value={parentId} /> : null}
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
