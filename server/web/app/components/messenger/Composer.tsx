import { Send } from 'lucide-react';
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
  onSend: (text: string) => Promise<string | null>;
}) {
  const { t } = useI18n();
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

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const message = text.trim();
    if (!message || over > 0 || busy) return;
    setBusy(true);
    setError(null);
    setText('');
    const refusal = await onSend(message);
    setBusy(false);
    if (refusal !== null) {
      setText((current) => (current ? current : message));
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
      <div className="composer__row">
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
          disabled={busy || !text.trim() || over > 0}
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
