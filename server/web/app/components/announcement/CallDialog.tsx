import { MessageCircle, Phone, Send } from 'lucide-react';
import { formatPhone } from '../../../../../shared/domain/format';
import { contactLinks } from '../../../../../shared/domain/phone';
import { Dialog } from '../Dialog';
import { useI18n } from '../../i18n';
import { Link } from '../../navigation';
import type { RevealedPhone } from './use-phone-reveal';

/** Which action opened the dialog: calling, or messaging (then the messaging apps come first). */
export type CallDialogType = 'call' | 'message';

/**
 * The call dialog (spec §4 phone reveal): each number grouped for reading, a `tel:` link, and
 * viber, whatsapp and telegram links when the seller flagged them. From "message", the in-app
 * chat is offered too.
 */
export function CallDialog({
  type,
  phones,
  chatHref,
  onClose,
}: {
  /** Closed while null. */
  type: CallDialogType | null;
  phones: readonly RevealedPhone[];
  /** The in-app chat with the announcer (a portal path), when there is one. */
  chatHref: string | null;
  onClose: () => void;
}) {
  const { t } = useI18n();
  const title = t(
    type === 'message' ? 'portal.announcement.contact.messageTitle' : 'portal.announcement.contact.callTitle',
  );
  return (
    <Dialog open={type !== null} title={title} onClose={onClose}>
      <ul className="call-list">
        {phones.map((phone) => {
          const links = contactLinks(phone);
          return (
            <li key={phone.id} className="call-list__item">
              <p className="call-list__number" dir="ltr">
                {formatPhone(phone.phone)}
              </p>
              <div className="call-list__links">
                {type !== 'message' ? (
                  <a className="button button--primary" href={links.tel}>
                    <Phone aria-hidden="true" size={18} />
                    {t('portal.announcement.contact.call')}
                  </a>
                ) : null}
                {links.whatsapp ? (
                  <a
                    className="button messaging messaging--whatsapp"
                    href={links.whatsapp}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    <MessageCircle aria-hidden="true" size={18} />
                    {t('portal.announcement.contact.whatsapp')}
                  </a>
                ) : null}
                {links.viber ? (
                  <a className="button messaging messaging--viber" href={links.viber}>
                    <MessageCircle aria-hidden="true" size={18} />
                    {t('portal.announcement.contact.viber')}
                  </a>
                ) : null}
                {links.telegram ? (
                  <a
                    className="button messaging messaging--telegram"
                    href={links.telegram}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    <Send aria-hidden="true" size={18} />
                    {t('portal.announcement.contact.telegram')}
                  </a>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
      {type === 'message' && chatHref ? (
        <p>
          <Link className="button button--block" href={chatHref}>
            <MessageCircle aria-hidden="true" size={18} />
            {t('portal.announcement.contact.chat')}
          </Link>
        </p>
      ) : null}
      <p className="call-list__mention">{t('portal.announcement.contact.mention')}</p>
    </Dialog>
  );
}
