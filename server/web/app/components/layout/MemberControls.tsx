import { MessageCircle } from 'lucide-react';
import { useI18n } from '../../i18n';
import { NotificationsMenu } from './NotificationsMenu';
import { Popover } from './Popover';

/**
 * The notifications and messenger controls of signed-in members (spec §2: not for anonymous
 * sessions): the notification centre, and the messenger's panel.
 */
export function MemberControls() {
  const { t } = useI18n();
  return (
    <>
      <NotificationsMenu />
      <button
        type="button"
        className="icon-button only-wide"
        popoverTarget="messenger-menu"
        aria-label={t('portal.layout.messages')}
      >
        <MessageCircle aria-hidden="true" size={21} />
      </button>
      <Popover id="messenger-menu" label={t('portal.layout.messages')} className="popover--panel">
        <h2 className="popover__title">{t('portal.layout.messages')}</h2>
        <div className="popover__empty">
          <MessageCircle aria-hidden="true" size={32} />
          <p className="popover__lead">{t('portal.layout.messagesEmpty')}</p>
          <p>{t('portal.layout.messagesLater')}</p>
        </div>
      </Popover>
    </>
  );
}
