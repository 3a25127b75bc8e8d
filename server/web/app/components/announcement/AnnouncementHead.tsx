import { truncate } from '../../../../../shared/domain/text';
import { Head } from '../../head';
import { paths } from '../../routes';
import { useSite } from '../../site';
import { announcementJsonLd, jsonLdText } from './json-ld';
import type { ShownAnnouncement } from './types';

/** Length of the meta description: what search engines show of it. */
const META_DESCRIPTION_LIMIT = 160;

/**
 * The page's head: title, the start of the description, the picture for link previews, and the
 * structured data (JSON-LD Product with its Offer).
 */
export function AnnouncementHead({ announcement, title }: { announcement: ShownAnnouncement; title: string }) {
  const { publicUrl } = useSite();
  const url = `${publicUrl}${paths.announcement(announcement)}`;
  const description = truncate(announcement.description.replace(/\s+/g, ' ').trim(), META_DESCRIPTION_LIMIT);
  const picture = announcement.medias[0]?.mediaUrl ?? announcement.defaultMedia?.mediaUrl;
  return (
    <>
      <Head title={title} description={description || undefined} />
      {picture ? <meta property="og:image" content={picture} /> : null}
      <meta property="og:type" content="product" />
      <script
        type="application/ld+json"
        // The one HTML string the portal writes itself: our own JSON with `<` escaped (json-ld.ts), never user HTML.
        dangerouslySetInnerHTML={{ __html: jsonLdText(announcementJsonLd({ ...announcement, title }, url)) }}
      />
    </>
  );
}
