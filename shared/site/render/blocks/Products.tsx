import { AnnouncementBrowser } from '../parts/AnnouncementBrowser';
import type { BlockProps } from './props';

/** Announcement cards in a grid (or rows), `columns` per row on wide screens; the listing page's results without a query. */
export function Products({ block, attrs, layout }: BlockProps<'Products'>) {
  return (
    <AnnouncementBrowser
      block={block}
      attrs={attrs}
      variant={layout === 'list' ? 'list' : 'grid'}
      columns={attrs.columns}
    />
  );
}
