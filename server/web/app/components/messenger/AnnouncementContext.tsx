import { ImageOff } from 'lucide-react';
import { formatPrice } from '../../../../../shared/domain/format';
import { isActiveStatus } from '../../../../../shared/domain/announcements';
import type { MessengerAnnouncementFieldsFragment } from '../../../../../shared/graphql/generated';
import { Price } from '../../../../../shared/ui/AnnouncementCardBody';
import { useI18n } from '../../i18n';
import { Link } from '../../navigation';
import { paths } from '../../routes';

/** The announcement a thread is about, as a small card at its top (spec: the card as context). */
export function AnnouncementContext({ announcement }: { announcement: MessengerAnnouncementFieldsFragment }) {
  const { t, locale } = useI18n();
  const active = isActiveStatus(announcement.status);
  return (
    <Link href={paths.announcement(announcement)} className="thread-context" aria-label={t('portal.messenger.about')}>
      {announcement.defaultMedia?.thumbnail ? (
        <img src={announcement.defaultMedia.thumbnail} alt="" width={48} height={48} loading="lazy" />
      ) : (
        <span className="thread-context__placeholder" aria-hidden="true">
          <ImageOff size={20} />
        </span>
      )}
      <span className="thread-context__text">
        <bdi className="thread-context__title">{announcement.title}</bdi>
        {active ? (
          <span className="thread-context__price">
            <Price
              text={formatPrice(announcement.pricePreview, announcement.priceUnit, locale, announcement.priceType)}
            />
          </span>
        ) : (
          <span className="thread-context__inactive">{t('portal.messenger.notActive')}</span>
        )}
      </span>
    </Link>
  );
}
