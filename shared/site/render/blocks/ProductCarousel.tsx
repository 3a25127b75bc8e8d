import { pickText } from '../../template-texts';
import { BlockFrame } from '../BlockFrame';
import { useSiteRender } from '../context';
import { AnnouncementCards } from '../parts/AnnouncementCards';
import { queryNameOf, queryResultOf } from '../parts/data';
import { EditingNotice } from '../parts/Notice';
import { useSiteText } from '../texts';
import type { BlockProps } from './props';

/** A query's announcements in one row that scrolls sideways, `perView` cards at once on wide screens. */
export function ProductCarousel({ block, attrs }: BlockProps<'ProductCarousel'>) {
  const context = useSiteRender();
  const t = useSiteText();
  const announcements = (queryResultOf(context, attrs.queryId)?.announcements ?? []).slice(0, attrs.count);
  const title = pickText(attrs.title, context.locale) || queryNameOf(context, attrs.queryId);
  return (
    <BlockFrame block={block} width={attrs.width} attributes={{ 'data-per-view': attrs.perView }}>
      {title ? (
        <div className="site-heading">
          <h2 className="site-heading__title">{title}</h2>
        </div>
      ) : null}
      {!attrs.queryId ? <EditingNotice>{t('site.editing.chooseQuery')}</EditingNotice> : null}
      <AnnouncementCards announcements={announcements} variant="carousel" />
    </BlockFrame>
  );
}
