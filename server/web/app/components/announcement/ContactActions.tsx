import { MessageCircle, Phone } from 'lucide-react';
import { useState } from 'react';
import { ErrorCode } from '../../../../../shared/domain/errors';
import { formatPhone } from '../../../../../shared/domain/format';
import { contactLinks, hasMessagingApp } from '../../../../../shared/domain/phone';
import { useI18n } from '../../i18n';
import { useNavigation } from '../../navigation';
import { useViewer } from '../../session';
import { paths } from '../../routes';
import { useSite } from '../../site';
import type { ActionGate } from './action-gate';
import { CallDialog, type CallDialogType } from './CallDialog';
import { messengerPath } from './messenger';
import { isAnnouncer } from './permissions';
import type { ShownAnnouncement } from './types';
import { usePhoneReveal } from './use-phone-reveal';

/**
 * "Show the number" and "Send a message" (spec §4, §5): the number opens the call dialog; the
 * message starts the in-app chat unless a number is on viber, whatsapp or telegram, in which case
 * the dialog offers those. Both are disabled for the announcer.
 */
export function ContactActions({ announcement, gate }: { announcement: ShownAnnouncement; gate: ActionGate }) {
  const { t } = useI18n();
  const viewer = useViewer();
  const { navigate, query, localize } = useNavigation();
  const { publicUrl } = useSite();
  const phone = usePhoneReveal(announcement.id, gate, announcement.revealedPhones ?? null);
  // A reveal refused without JavaScript comes back in the address (the form's server answer).
  const postedError = query.get('phoneError');
  const refusal = postedError
    ? postedError === ErrorCode.PHONE_MAX_ATTEMPT
      ? t('announcements.phoneMaxAttempt', { seconds: Number(query.get('seconds')) || 60 })
      : t('portal.layout.unexpected')
    : null;
  const [dialog, setDialog] = useState<CallDialogType | null>(null);
  const own = isAnnouncer(viewer, announcement);
  const chatHref = messengerPath(announcement.messengerLink, publicUrl);

  const showPhone = async () => {
    if ((await phone.reveal()) !== null) setDialog('call');
  };

  const message = async () => {
    if (!gate.allow()) return;
    const phones = announcement.hasPhone ? await phone.reveal() : [];
    if (phones === null) return;
    if (hasMessagingApp(phones)) setDialog('message');
    else if (chatHref) navigate(chatHref);
  };

  return (
    <div className="contact" id="contact">
      {announcement.hasPhone ? (
        phone.phones && !own ? (
          <ul className="contact__numbers">
            {phone.phones.map((revealed, index) => (
              <li key={revealed.id}>
                <a
                  className={`button button--block${index === 0 ? ' button--primary' : ''}`}
                  href={contactLinks(revealed).tel}
                  dir="ltr"
                >
                  <Phone aria-hidden="true" size={18} />
                  {formatPhone(revealed.phone)}
                </a>
              </li>
            ))}
          </ul>
        ) : (
          // A form, so the number shows without JavaScript too (posted, counted, sent back here).
          <form
            className="contact__reveal"
            method="post"
            action={localize(paths.announcementPhone())}
            onSubmit={(event) => {
              event.preventDefault();
              void showPhone();
            }}
          >
            <input type="hidden" name="announcementId" value={announcement.id} />
            <input type="hidden" name="slug" value={announcement.slug} />
            <button
              type="submit"
              className="button button--primary button--block"
              disabled={own}
              aria-busy={phone.loading}
            >
              <Phone aria-hidden="true" size={18} />
              {phone.loading ? t('portal.layout.loading') : t('portal.announcement.contact.showPhone')}
            </button>
          </form>
        )
      ) : (
        <p className="contact__note">{t('portal.announcement.contact.noPhone')}</p>
      )}
      <button type="button" className="button button--block" disabled={own} onClick={() => void message()}>
        <MessageCircle aria-hidden="true" size={18} />
        {t('portal.announcement.contact.message')}
      </button>
      {own ? <p className="contact__note">{t('portal.announcement.contact.ownAnnouncement')}</p> : null}
      {phone.error || refusal ? (
        <p className="form-error" role="alert">
          {phone.error ?? refusal}
        </p>
      ) : null}
      <CallDialog type={dialog} phones={phone.phones ?? []} chatHref={chatHref} onClose={() => setDialog(null)} />
    </div>
  );
}
