import { useI18n } from '../../kernel';
import type { EditorMessage } from './services';

/** The editor's alerts: an error is titled 'Erreur' (spec §8), an information is not. */
export function Messages({
  messages,
  onDismiss,
}: {
  messages: (EditorMessage & { id: number })[];
  onDismiss: (id: number) => void;
}) {
  const { t } = useI18n();
  return (
    <div className="studio-messages">
      {messages.map((message) => (
        <div
          key={message.id}
          className={`studio-message studio-message--${message.kind}`}
          role={message.kind === 'error' ? 'alert' : 'status'}
        >
          {message.kind === 'error' && <strong>{t('editor.errors.title')}</strong>}
          <p>{message.text}</p>
          <button type="button" aria-label={t('editor.notices.dismiss')} onClick={() => onDismiss(message.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
