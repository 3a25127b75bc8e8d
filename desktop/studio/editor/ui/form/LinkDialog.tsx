import { useEffect, useId, useRef, useState } from 'react';
import { isSafeLink } from '../../../../../shared/site/media/urls';
import { useI18n } from '../../../kernel';

/**
 * The address of a rich text's link, asked in the studio's own dialog (Electron has no
 * `window.prompt`). A refused address keeps the dialog open with the reason beside the field;
 * an existing link can be removed.
 */
export function LinkDialog({
  initial,
  onApply,
  onClose,
}: {
  /** The link the selection is in, if any. */
  initial: string | null;
  /** A safe address, or null to remove the link. */
  onApply: (url: string | null) => void;
  onClose: () => void;
}) {
  const { t } = useI18n();
  const dialog = useRef<HTMLDialogElement>(null);
  const [url, setUrl] = useState(initial ?? 'https://');
  const [refused, setRefused] = useState(false);
  const ids = useId();
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);
  const apply = () => {
    const value = url.trim();
    if (value === '') return onApply(null);
    if (!isSafeLink(value)) return setRefused(true);
    onApply(value);
  };
  return (
    <dialog
      ref={dialog}
      className="studio-dialog studio-link-dialog"
      aria-labelledby={`${ids}-title`}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <form
        method="dialog"
        onSubmit={(event) => {
          event.preventDefault();
          apply();
        }}
      >
        <h2 id={`${ids}-title`}>
          {t(initial ? 'editor.richText.linkDialog.editTitle' : 'editor.richText.linkDialog.title')}
        </h2>
        <label className="studio-field">
          <span className="studio-field__label">{t('editor.richText.linkDialog.address')}</span>
          <input
            type="text"
            inputMode="url"
            dir="ltr"
            autoFocus
            value={url}
            aria-invalid={refused}
            aria-describedby={refused ? `${ids}-error` : `${ids}-hint`}
            onChange={(event) => {
              setUrl(event.target.value);
              setRefused(false);
            }}
          />
        </label>
        {refused ? (
          <p id={`${ids}-error`} role="alert" className="studio-field__error">
            {t('editor.errors.badLink')}
          </p>
        ) : (
          <p id={`${ids}-hint`} className="studio-hint">
            {t('editor.richText.linkDialog.hint')}
          </p>
        )}
        <div className="studio-dialog__actions">
          {initial ? (
            <button type="button" className="studio-button" onClick={() => onApply(null)}>
              {t('editor.richText.linkDialog.remove')}
            </button>
          ) : null}
          <button type="button" className="studio-button" onClick={onClose}>
            {t('editor.richText.linkDialog.cancel')}
          </button>
          <button type="submit" className="studio-button studio-button--primary">
            {t('editor.richText.linkDialog.apply')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
