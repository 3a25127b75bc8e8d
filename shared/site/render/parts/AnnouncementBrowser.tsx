import type { BlockAttrs } from '../../blocks/catalogue';
import { pickText } from '../../template-texts';
import { BlockFrame } from '../BlockFrame';
import { useSiteRender } from '../context';
import { AnnouncementCards } from './AnnouncementCards';
import { listedAnnouncements, queryNameOf } from './data';
import { EditingNotice } from './Notice';
import { Pagination } from './Pagination';
import { useSiteText } from '../texts';
import type { BlockProps } from '../blocks/props';

/**
 * What Products and AnnouncementList share: the cards of the block's query, or on the listing page
 * (no query) the land's announcements for the address's keywords, with the count and the pages.
 */
export function AnnouncementBrowser({
  block,
  attrs,
  variant,
  columns,
}: Pick<BlockProps<'Products'>, 'block'> & {
  attrs: BlockAttrs<'Products'> | BlockAttrs<'AnnouncementList'>;
  variant: 'grid' | 'list';
  columns?: number;
}) {
  const context = useSiteRender();
  const t = useSiteText();
  const { announcements, listing } = listedAnnouncements(context, attrs.queryId, attrs.count);
  const title = pickText(attrs.title, context.locale) || queryNameOf(context, attrs.queryId);
  let summary: string | null = null;
  if (listing) {
    summary = listing.q
      ? t('site.list.resultsFor', { q: listing.q })
      : t('site.list.results', { count: listing.total });
  }
  return (
    <BlockFrame block={block} width={attrs.width} layout={variant} attributes={{ 'data-columns': columns }}>
      {title || summary ? (
        <div className="site-heading">
          {title ? <h2 className="site-heading__title">{title}</h2> : null}
          {summary ? <p className="site-heading__subtitle">{summary}</p> : null}
        </div>
      ) : null}
      {!attrs.queryId && !listing ? <EditingNotice>{t('site.editing.chooseQuery')}</EditingNotice> : null}
      <AnnouncementCards announcements={announcements} variant={variant} columns={columns} />
      {listing ? <Pagination currentPage={listing.currentPage} lastPage={listing.lastPage} q={listing.q} /> : null}
    </BlockFrame>
  );
}
