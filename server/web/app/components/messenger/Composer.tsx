import { ImagePlus, Send, X } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useMutation } from 'urql';
import { MESSAGE_LIMITS } from '../../../../../shared/domain/messaging';
import { ConversationTypingSendDocument } from '../../../../../shared/graphql/generated';
import { useI18n } from '../../i18n';

/** How often, at most, the other side is told we are writing. */
const TYPING_EVERY_MS = 3000;

/**
 * The message box: Enter sends, Shift+Enter starts a new line. The text stays until the server
 * has the message; a refusal (blocked, limited, too long…) is shown in the server's words with
 * the text back in the box. Writing tells the other side, at most every three seconds.
 */
export function Composer({
  conversationId,
  onSend,
}: {
  /** Without one (a new thread), nobody is told we are writing. */
  conversationId?: string;
  /** Resolves to the server's refusal, or null when the message is stored. */
  onSend: (text: string, mediaIds: string[]) => Promise<string | null>;
}) {
  const { t, locale } = useI18n();
  const [pictures, setPictures] = useState<{ id: string; thumbnail: string }[]>([]);
  const [uploading, setUploading] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const lastTyping = useRef(0);
  const input = useRef<HTMLTextAreaElement>(null);
  // Opening a thread is to write in it: the box takes the focus (the drawer is a modal dialog).
  useEffect(() => {
    input.current?.focus({ preventScroll: true });
  }, []);
  const [, sendTyping] = useMutation(ConversationTypingSendDocument);
  const over = [...text.trim()].length - MESSAGE_LIMITS.textMax;

  /** Uploads chosen pictures through the media pipeline (the page's session); their ids go with the message. */
  const attach = async (files: FileList | null) => {
    const room = MESSAGE_LIMITS.picturesMax - pictures.length;
    const chosen = [...(files ?? [])].slice(0, Math.max(room, 0));
    if (chosen.length === 0) return;
    const form = new FormData();
    for (const file of chosen) form.append('files', file);
    setUploading(true);
    setError(null);
    try {
      const response = await fetch(`/media?lang=${locale}`, { method: 'POST', body: form, credentials: 'same-origin' });
      const body = (await response.json()) as {
        data?: { id: string; thumbnail: string }[];
        errors?: { message: string }[];
      };
      if (response.ok && body.data) setPictures((current) => [...current, ...body.data!]);
      else setError(body.errors?.[0]?.message ?? t('portal.messenger.failed'));
    } catch {
      setError(t('portal.messenger.failed'));
    } finally {
      setUploading(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const message = text.trim();
    if ((!message && pictures.length === 0) || over > 0 || busy || uploading) return;
    const sending = pictures;
    setBusy(true);
    setError(null);
    setText('');
    setPictures([]);
    const refusal = await onSend(
      message,
      sending.map((picture) => picture.id),
    );
    setBusy(false);
    if (refusal !== null) {
      setText((current) => (current ? current : message));
      setPictures((current) => (current.length > 0 ? current : sending));
      setError(refusal || t('portal.messenger.failed'));
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <form className="composer" onSubmit={(event) => void submit(event)}>
      {error ? (
        <p className="composer__error" role="alert">
          {error}
        </p>
      ) : null}
      {pictures.length > 0 ? (
        <ul className="composer__pictures">
          {pictures.map((picture) => (
            <li key={picture.id}>
              <img src={picture.thumbnail} alt="" width={56} height={56} />
              <button
                type="button"
                className="composer__remove"
                aria-label={t('portal.messenger.removePicture')}
                onClick={() => setPictures((current) => current.filter((p) => p.id !== picture.id))}
              >
                <X aria-hidden="true" size={14} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="composer__row">
        <input
          ref={fileInput}
          type="file"
          accept="image/*"
          multiple
          hidden
          onChange={(event) => void attach(event.target.files)}
          data-testid="composer-pictures"
        />
        <button
          type="button"
          className="icon-button composer__attach"
          disabled={uploading || pictures.length >= MESSAGE_LIMITS.picturesMax}
          aria-label={t('portal.messenger.addPictures')}
          title={t('portal.messenger.addPictures')}
          onClick={() => fileInput.current?.click()}
        >
          <ImagePlus aria-hidden="true" size={20} />
        </button>
        <textarea
          ref={input}
          className="composer__input"
          rows={1}
          dir="auto"
          value={text}
          placeholder={t('portal.messenger.placeholder')}
          aria-label={t('portal.messenger.placeholder')}
          aria-invalid={over > 0}
          onKeyDown={onKeyDown}
          onChange={(event) => {
            setText(event.target.value);
            const now = Date.now();
            if (conversationId && now - lastTyping.current > TYPING_EVERY_MS) {
              lastTyping.current = now;
              void sendTyping({ id: conversationId });
            }
          }}
        />
        <button
          type="submit"
          className="button button--primary composer__send"
          disabled={busy || uploading || (!text.trim() && pictures.length === 0) || over > 0}
          aria-label={t('portal.messenger.send')}
        >
          <Send aria-hidden="true" size={18} />
        </button>
      </div>
      {over > 0 ? (
        <p className="composer__count" role="status">
          {t('portal.messenger.tooLong', { count: over })}
        </p>
      ) : null}
    </form>
  );
}
