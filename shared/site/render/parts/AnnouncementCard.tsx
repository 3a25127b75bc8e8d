import { AnnouncementCardBody } from '../../../ui/AnnouncementCardBody';
import { useSiteRender, type SiteListedAnnouncement } from '../context';
import { useSiteText } from '../texts';

/**
 * An announcement card of the site's lists: the shared card body with the site's links (the
 * announcement inside the site), texts and themed style sheet. A store's own site leaves out the
 * store mark (every card is that store's); a market's shows it.
 */
export function AnnouncementCard({ announcement }: { announcement: SiteListedAnnouncement }) {
  const { locale, links, launchType, commerce } = useSiteRender();
  const t = useSiteText();
  return (
    <AnnouncementCardBody
      announcement={announcement}
      href={links.announcement(announcement)}
      locale={locale}
      labels={{ delivery: t('site.card.delivery'), oldPrice: t('site.card.oldPrice') }}
      look="site"
      showStore={launchType !== 'STORE'}
      actions={commerce ? <commerce.CardAction announcement={announcement} /> : undefined}
    />
  );
}
